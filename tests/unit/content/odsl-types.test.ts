import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { odslFunctions } from '../../../data/odsl/functions';
import { listExamplePages } from '../../../lib/example-checks/examplePages';
import { extractOdslBlocks } from '../../../lib/odsl-checker/extract';
import { checkOdslTypes } from '../../../lib/odsl-checker/types';
import { openApiCodeSamples } from '../../../lib/example-checks/codeSamples';

const ROOT = join(__dirname, '..', '..', '..');

/** Every ODSL example: the odsl blocks of docs and blog, the OpenAPI code samples and the function records' examples. */
function examples(): Array<{ where: string; firstLine: number; code: string }> {
  const pages = listExamplePages(ROOT);
  const out = pages.flatMap((file) =>
    extractOdslBlocks(readFileSync(join(ROOT, file), 'utf8')).map((block) => ({
      where: file,
      firstLine: block.line,
      code: block.code,
    })),
  );
  for (const sample of openApiCodeSamples(ROOT).filter((s) => s.lang === 'odsl')) {
    out.push({ where: sample.file, firstLine: sample.line, code: sample.code });
  }
  for (const fn of odslFunctions.filter((f) => f.example.trim() !== '')) {
    const file = `data/odsl/functions/${fn.category}.yaml`;
    const lines = readFileSync(join(ROOT, file), 'utf8').split('\n');
    const nameAt = lines.findIndex((l) => l.trim() === `- name: ${fn.name}`);
    const first = fn.example.split('\n')[0].trim();
    const exampleAt = lines.findIndex((l, i) => i > nameAt && l.trim() === first);
    out.push({ where: file, firstLine: exampleAt + 1, code: fn.example });
  }
  return out;
}

describe('ODSL examples use only the properties, methods and values their types have', () => {
  const all = examples();
  const problems = all.flatMap((example) =>
    checkOdslTypes(example.code).map(
      (issue) => `${example.where}:${example.firstLine + issue.line - 1} [${issue.rule}] ${issue.message}`,
    ),
  );

  it('reads the examples of the pages and of the function records', () => {
    expect(all.length).toBeGreaterThan(800);
    expect(all.some((e) => e.where.startsWith('data/odsl/functions/'))).toBe(true);
    expect(all.some((e) => e.where.startsWith('data/openapi/'))).toBe(true);
  });

  it('finds no unknown property, unknown method or enumerated value in the wrong case', () => {
    expect(problems).toEqual([]);
  });
});
