/**
 * Every ODSL example the site shows: the `odsl` blocks of docs/ and blog/ (Markdown and MDX, partials
 * included), the ODSL code samples of the OpenAPI document and the examples of the function records.
 * The syntax check and the type check both read this one list, so neither leaves a kind out.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { odslFunctions } from '../../data/odsl/functions';
import { extractOdslBlocks } from '../odsl-checker/extract';
import { openApiCodeSamples } from './codeSamples';
import { listExamplePages } from './examplePages';

export interface OdslExample {
  /** Repository-relative file. */
  where: string;
  /** 1-based line of the example's first code line in the file. */
  firstLine: number;
  code: string;
}

export function odslExamples(root: string): OdslExample[] {
  const out = listExamplePages(root).flatMap((file) =>
    extractOdslBlocks(readFileSync(join(root, file), 'utf8')).map((block) => ({
      where: file,
      firstLine: block.line,
      code: block.code,
    })),
  );
  for (const sample of openApiCodeSamples(root).filter((s) => s.lang === 'odsl')) {
    out.push({ where: sample.file, firstLine: sample.line, code: sample.code });
  }
  for (const fn of odslFunctions.filter((f) => f.example.trim() !== '')) {
    const file = `data/odsl/functions/${fn.category}.yaml`;
    const lines = readFileSync(join(root, file), 'utf8').split('\n');
    const nameAt = lines.findIndex((l) => l.trim() === `- name: ${fn.name}`);
    const first = fn.example.split('\n')[0]?.trim();
    const exampleAt = lines.findIndex((l, i) => i > nameAt && l.trim() === first);
    out.push({ where: file, firstLine: exampleAt + 1, code: fn.example });
  }
  return out;
}
