/** Building blocks shared by the topic schemas (`data/<topic>/schema.ts`). */
import * as z from 'zod';

/** A string with at least one visible character: the schemas use it for every required text field. */
export const nonBlank = z.string().regex(/\S/, 'must not be blank');

/** An absolute site path such as `/docs/odsl/command/find`, optionally with an anchor. */
export const docsPath = z.string().regex(/^\/docs(\/[^\s]*)?$/, 'must be a /docs path');

/** Every way a value breaks its schema, one line each with its path; empty when the value is valid. */
export function schemaProblems(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`);
}
