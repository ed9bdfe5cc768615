/**
 * Every generator of the repository. Each returns the files it owns with the content they should have;
 * `npm run generate` writes the ones that differ, and a unit test fails while any is stale.
 */
import { existsSync, readFileSync } from 'node:fs';
import { functionPageFiles } from './functionPages';
import { providerTagFiles } from './providerTags';
import { sharedParameterFiles } from './sharedQueryParameters';
import type { GeneratedFile } from './files';

export type { GeneratedFile } from './files';

export const generators: Readonly<Record<string, (root: string) => GeneratedFile[]>> = {
  'function pages': functionPageFiles,
  'provider tags': providerTagFiles,
  'shared query parameters': sharedParameterFiles,
};

/** Files whose content on disk differs from what their generator makes. */
export function staleFiles(root: string): GeneratedFile[] {
  return Object.values(generators)
    .flatMap((generate) => generate(root))
    .filter((file) => !existsSync(file.path) || readFileSync(file.path, 'utf8') !== file.content);
}
