import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkOdsl } from '../../../lib/odsl-checker';
import { extractOdslBlocks } from '../../../lib/odsl-checker/extract';

const ROOT = join(__dirname, '..', '..', '..');

function walk(dir: string, accept: (file: string) => boolean): string[] {
  let files: string[] = [];
  let entries: string[];
  try {
    entries = readdirSync(dir);
  } catch {
    return files;
  }
  for (const entry of entries) {
    const full = join(dir, entry);
    if (statSync(full).isDirectory()) files = files.concat(walk(full, accept));
    else if (accept(full)) files.push(full);
  }
  return files;
}

const files = [
  ...walk(join(ROOT, 'docs'), (f) => f.endsWith('.mdx')),
  ...walk(join(ROOT, 'blog'), (f) => /\.mdx?$/.test(f)),
];

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

describe('every ODSL example in docs and blog passes the checker', () => {
  const problems: string[] = [];
  for (const file of files) {
    for (const block of extractOdslBlocks(readFileSync(file, 'utf8'))) {
      for (const issue of checkOdsl(block.code)) {
        problems.push(
          `${relative(ROOT, file)}:${block.line + issue.line - 1} [${issue.rule}] ${issue.message}`,
        );
      }
    }
  }

  it('has no unbalanced blocks, unknown commands or unknown functions', () => {
    expect(problems).toEqual([]);
  });
});
