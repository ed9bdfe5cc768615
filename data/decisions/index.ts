/**
 * The decisions list: one entry per point where the platform facts disagree or leave a choice, with the
 * reading every page follows and the forms a page must not use. One YAML file per topic beside this
 * module; each file is validated on load. Node only (build time and tests).
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { loadYaml } from '../loadYaml';
import * as z from 'zod';
import { decisionsFileSchema, type Decision } from './schema';

export type { Decision, Reject } from './schema';

/** A decision with the topic file it came from (repository-relative). */
export interface FiledDecision extends Decision {
  file: string;
}

/** Reads every topic file in `dir`; an id used twice across the folder is an error naming both files. */
export function readDecisions(dir: string, fileLabel: (name: string) => string = (n) => n): FiledDecision[] {
  const out: FiledDecision[] = [];
  const seen = new Map<string, string>();
  const files = readdirSync(dir)
    .filter((name) => name.endsWith('.yaml'))
    .sort();
  for (const name of files) {
    for (const entry of loadYaml(join(dir, name), decisionsFileSchema)) {
      const file = fileLabel(name);
      const earlier = seen.get(entry.id);
      if (earlier) throw new Error(`decision id "${entry.id}" appears in ${earlier} and ${file}`);
      seen.set(entry.id, file);
      out.push({ ...entry, file });
    }
  }
  return out;
}

let cached: FiledDecision[] | undefined;

/** Every decision of data/decisions/, validated. */
export function loadDecisions(): FiledDecision[] {
  cached ??= readDecisions(__dirname, (name) => `data/decisions/${name}`);
  return cached;
}

/** One decision by id; an unknown id is an authoring error. */
export function decision(id: string): FiledDecision {
  const found = loadDecisions().find((entry) => entry.id === id);
  if (!found) throw new Error(`no decision "${id}" in data/decisions/`);
  return found;
}

/** A decided value that a page or component renders; missing values are an authoring error. */
export function decidedValue(id: string, key: string): unknown {
  const value = decision(id).value?.[key];
  if (value === undefined) throw new Error(`decision "${id}" has no value "${key}"`);
  return value;
}

const valueRowsSchema = z
  .array(z.object({ value: z.string().min(1), meaning: z.string().min(1) }).strict())
  .min(1);

/** A decided list of values with their meanings, as `<DecidedValues decision="..." value="..." />` shows it. */
export interface DecidedValuesSlice {
  decision: string;
  rows: Array<{ value: string; meaning: string }>;
}

/** The slice of `<DecidedValues>`: a value of a decision that is a list of `{value, meaning}` records. */
export function decidedValuesSlice(id: string, key: string): DecidedValuesSlice {
  const parsed = valueRowsSchema.safeParse(decidedValue(id, key));
  if (!parsed.success) throw new Error(`decision "${id}" value "${key}" is not a list of {value, meaning}`);
  return { decision: id, rows: parsed.data };
}
