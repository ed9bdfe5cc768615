import { stringify } from 'yaml';

/** The published files of the REST API document, by file name. */
export function serialiseOpenApi(document: object): Record<'openapi.yaml' | 'openapi.json', string> {
  return {
    'openapi.yaml': stringify(document, { lineWidth: 0, aliasDuplicateObjects: false }),
    'openapi.json': `${JSON.stringify(document, null, 2)}\n`,
  };
}
