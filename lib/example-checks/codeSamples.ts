/**
 * The code samples of the OpenAPI document (`x-codeSamples` entries: `lang` and `source`), with the file
 * and line each starts on, so the example checks read them as they read the pages' code blocks.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';

export interface CodeSample {
  /** Repository-relative file. */
  file: string;
  /** 1-based line of the sample's first code line in the file. */
  line: number;
  /** Lower-case language: `python`, `java`, `odsl`, `shell`... */
  lang: string;
  code: string;
}

function collect(node: unknown, out: Array<{ lang: string; source: string }>): void {
  if (Array.isArray(node)) {
    for (const item of node) collect(item, out);
  } else if (node && typeof node === 'object') {
    const record = node as Record<string, unknown>;
    if (typeof record.lang === 'string' && typeof record.source === 'string') {
      out.push({ lang: record.lang.toLowerCase(), source: record.source });
      return;
    }
    for (const value of Object.values(record)) collect(value, out);
  }
}

/** Every code sample of the service files under `dir` (repository-relative `data/openapi/services`). */
export function openApiCodeSamples(root: string, dir = 'data/openapi/services'): CodeSample[] {
  return readdirSync(join(root, dir))
    .filter((name) => name.endsWith('.yaml'))
    .sort()
    .flatMap((name) => {
      const file = `${dir}/${name}`;
      const text = readFileSync(join(root, file), 'utf8');
      const samples: Array<{ lang: string; source: string }> = [];
      collect(parse(text), samples);
      const lines = text.split('\n');
      let cursor = 0;
      return samples.map(({ lang, source }) => {
        const first = source.split('\n')[0].trim();
        const at = lines.findIndex((l, i) => i >= cursor && l.trim() === first);
        if (at >= 0) cursor = at + 1;
        return { file, line: at + 1, lang, code: source };
      });
    });
}
