import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { odslExamples } from '../../../lib/example-checks/odslExamples';
import { checkOdslTypes } from '../../../lib/odsl-checker/types';

const ROOT = join(__dirname, '..', '..', '..');

describe('ODSL examples use only the properties, methods and values their types have', () => {
  const all = odslExamples(ROOT);
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
