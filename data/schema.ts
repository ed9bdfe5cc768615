import * as z from 'zod';

/** A string with at least one visible character: the schemas use it for every required text field. */
export const nonBlank = z.string().regex(/\S/, 'must not be blank');

/** An absolute site path such as `/docs/odsl/command/find`, optionally with an anchor. */
export const docsPath = z.string().regex(/^\/docs(\/[^\s]*)?$/, 'must be a /docs path');
