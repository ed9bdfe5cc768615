/**
 * Writes the table of shared query parameters on the REST standards page from
 * data/openapi/sharedQueryParameters.ts, the one list the page and the HTTP example check read.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sharedQueryParameters } from '../../data/openapi/sharedQueryParameters';
import { replaceBetween, type GeneratedFile } from './files';

export const SHARED_PARAMETERS_BEGIN =
  '{/* BEGIN GENERATED shared query parameters: edit data/openapi/sharedQueryParameters.ts, then run `npm run generate` */}';
export const SHARED_PARAMETERS_END = '{/* END GENERATED shared query parameters */}';

export function renderSharedParameterTable(): string {
  const rows = sharedQueryParameters.map((p) => `| \`${p.name}\` | \`${p.example}\` | ${p.description} |`);
  return ['| Parameter | Example | What it does |', '| --- | --- | --- |', ...rows].join('\n');
}

export function sharedParameterFiles(root: string): GeneratedFile[] {
  const path = join(root, 'docs', 'api', 'rest', 'standards.mdx');
  const table = renderSharedParameterTable();
  return [
    {
      path,
      content: replaceBetween(
        readFileSync(path, 'utf8'),
        SHARED_PARAMETERS_BEGIN,
        SHARED_PARAMETERS_END,
        `\n\n${table}\n\n`,
      ),
    },
  ];
}
