import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSdkReference, sdkNames } from '../../../data/sdk';
import { listExamplePages } from '../../../lib/example-checks/examplePages';
import { extractFencedBlocks } from '../../../lib/odsl-checker/extract';
import { buildSdkModel, checkSdkCalls } from '../../../lib/example-checks/sdkCalls';
import { openApiCodeSamples } from '../../../lib/example-checks/codeSamples';

const ROOT = join(__dirname, '..', '..', '..');

/** Calls on the SDK clients and builders, in the pages' code blocks and the SDK records' examples. */
describe('SDK calls in examples use the methods and argument names the SDK records hold', () => {
  const pages = listExamplePages(ROOT);
  const samples = openApiCodeSamples(ROOT);
  let read = 0;
  const problems: string[] = [];
  for (const language of sdkNames) {
    const reference = loadSdkReference(language);
    const model = buildSdkModel(reference);
    for (const file of pages) {
      for (const block of extractFencedBlocks(readFileSync(join(ROOT, file), 'utf8'), language)) {
        read++;
        for (const issue of checkSdkCalls(block.code, model)) {
          problems.push(
            `${file}:${block.line + issue.line - 1} found ${issue.found}; expected ${issue.expected}`,
          );
        }
      }
    }
    for (const sample of samples.filter((s) => s.lang === language)) {
      read++;
      for (const issue of checkSdkCalls(sample.code, model)) {
        problems.push(
          `${sample.file}:${sample.line + issue.line - 1} found ${issue.found}; expected ${issue.expected}`,
        );
      }
    }
    const recordFile = `data/sdk/${language}.yaml`;
    const recordLines = readFileSync(join(ROOT, recordFile), 'utf8').split('\n');
    for (const method of reference.groups.flatMap((g) => g.methods)) {
      read++;
      const idAt = recordLines.findIndex((l) => l.trim() === `- id: ${method.id}`);
      const first = method.example.split('\n')[0].trim();
      const exampleAt = recordLines.findIndex((l, i) => i > idAt && l.trim() === first);
      for (const issue of checkSdkCalls(method.example, model)) {
        problems.push(
          `${recordFile}:${exampleAt + issue.line} (${method.id}) found ${issue.found}; expected ${issue.expected}`,
        );
      }
    }
  }

  it('reads the code blocks of every SDK language and every record example', () => {
    expect(read).toBeGreaterThan(100);
  });

  it('finds no call the records do not hold', () => {
    expect(problems).toEqual([]);
  });
});
