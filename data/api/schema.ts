/** Schema of the REST service list; the type is inferred from it. */
import * as z from 'zod';
import { nonBlank } from '../schema';

/** One REST service of the platform, addressed as `{API_URL}/{name}/v1/...`. */
export const RestServiceSchema = z.strictObject({
  /** Path segment of the service, e.g. `curve` in `/curve/v1`. */
  name: z.string().regex(/^[a-z]+(-[a-z]+)?$/),
  title: nonBlank,
  /** What the service holds and what you can do with it. */
  summary: nonBlank,
});
export type RestService = z.output<typeof RestServiceSchema>;
