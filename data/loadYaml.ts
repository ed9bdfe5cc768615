import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import * as z from 'zod';

/**
 * Reads a YAML data file and validates it against its schema. Node only: plugins, remark loaders,
 * scripts and tests call it at build time, so no YAML parser ever reaches the browser. The error names
 * the file and lists every problem, so a writer sees all of them at once.
 */
export function loadYaml<Schema extends z.ZodType>(path: string, schema: Schema): z.output<Schema> {
  const result = schema.safeParse(parse(readFileSync(path, 'utf8')));
  if (!result.success)
    throw new Error(`${path} does not match its schema:\n${z.prettifyError(result.error)}`);
  return result.data;
}
