import * as z from 'zod';
import type { OptionValidationContext } from '@docusaurus/types';

/** Folder of the build output that receives the Pagefind index, by default. */
export const DEFAULT_INDEX_DIR = 'pagefind';

/**
 * Options of the search plugin. `id` is added by Docusaurus's own validation
 * for every plugin; a zod schema has to supply it itself.
 */
export const searchPluginOptionsSchema = z
  .object({
    id: z.string().default('default'),
    /** `algolia` when hosted DocSearch answers, `pagefind` for the index built with the site. */
    backend: z.enum(['algolia', 'pagefind']),
    /** A single folder name: the index is written to `build/<indexDir>/` and served from `/<indexDir>/`. */
    indexDir: z
      .string()
      .regex(/^[\w-]+$/, 'indexDir must be one folder name (letters, digits, "_" or "-")')
      .default(DEFAULT_INDEX_DIR),
  })
  .strict();

/** Options as written in docusaurus.config.ts. */
export type SearchPluginOptionsInput = z.input<typeof searchPluginOptionsSchema>;
/** Options as the plugin receives them, defaults applied. */
export type SearchPluginOptions = z.output<typeof searchPluginOptionsSchema>;

/** Parses the options or fails the build with every problem listed. */
export function parseSearchPluginOptions(options: unknown): SearchPluginOptions {
  const result = searchPluginOptionsSchema.safeParse(options ?? {});
  if (!result.success) {
    throw new Error(`Invalid options for the search plugin:\n${z.prettifyError(result.error)}`);
  }
  return result.data;
}

/** The plugin module's `validateOptions` hook, called by Docusaurus before the plugin starts. */
export function validateOptions({
  options,
}: OptionValidationContext<SearchPluginOptionsInput | undefined, SearchPluginOptions>): SearchPluginOptions {
  return parseSearchPluginOptions(options);
}
