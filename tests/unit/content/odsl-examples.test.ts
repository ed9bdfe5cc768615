import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkOdsl } from '../../../lib/odsl-checker';
import { extractOdslBlocks } from '../../../lib/odsl-checker/extract';
import { odslExamples } from '../../../lib/example-checks/odslExamples';

const ROOT = join(__dirname, '..', '..', '..');

describe('extractOdslBlocks', () => {
  it('finds odsl fences with their first code line, including indented ones', () => {
    const blocks = extractOdslBlocks(
      'text\n```odsl title="x"\nprint 1\n```\n\n  ```odsl\n  print 2\n  ```\n```json\n{}\n```',
    );
    expect(blocks).toEqual([
      { line: 3, code: 'print 1' },
      { line: 7, code: 'print 2' },
    ]);
  });
});

/** The odsl blocks of docs and blog (Markdown and MDX), the OpenAPI code samples and the function records' examples. */
describe('every ODSL example passes the checker', () => {
  const all = odslExamples(ROOT);
  const problems = all.flatMap((example) =>
    checkOdsl(example.code).map(
      (issue) => `${example.where}:${example.firstLine + issue.line - 1} [${issue.rule}] ${issue.message}`,
    ),
  );

  it('reads the same examples as the type check, records and code samples included', () => {
    expect(all.length).toBeGreaterThan(1100);
    expect(all.some((e) => e.where.startsWith('data/odsl/functions/'))).toBe(true);
    expect(all.some((e) => e.where.startsWith('data/openapi/'))).toBe(true);
  });

  it('has no unbalanced blocks, unknown commands or unknown functions', () => {
    expect(problems).toEqual([]);
  });
});
