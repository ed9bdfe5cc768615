/**
 * The decisions list: one entry per point where the platform facts disagree or leave a choice, with the
 * reading every page follows and the forms a page must not use. One YAML file per topic beside this
 * module; each file is validated on load. Node only (build time and tests).
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { loadYaml } from '../loadYaml';
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
