import { readFileSync } from 'node:fs';
import { parse as parseYaml } from 'yaml';

export interface TagDefinition {
  label: string;
  description: string;
  permalink: string;
}

/** Reads `docs/tags.yml`, the one list of tags a doc may use. */
export function readTagDefinitions(path: string): Record<string, TagDefinition> {
  const parsed: unknown = parseYaml(readFileSync(path, 'utf8'));
  if (!parsed || typeof parsed !== 'object') throw new Error(`${path} does not define any tag`);
  return parsed as Record<string, TagDefinition>;
}
