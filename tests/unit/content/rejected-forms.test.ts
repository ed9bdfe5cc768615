import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { loadDecisions } from '../../../data/decisions';
import { formatHit, listScannedFiles, scanRepository } from '../../../lib/content/rejectedForms';

const root = join(__dirname, '../../..');

/**
 * Every page and data record follows the decisions list (data/decisions/): a form an entry rejects fails
 * here with its file, line, entry id and the reason.
 */
describe('rejected forms of the decisions list', () => {
  const hits = scanRepository(root, loadDecisions());

  it('scans the pages, the blog posts and the data records, not the decisions', () => {
    const files = listScannedFiles(root);
    expect(files.filter((path) => path.startsWith('docs/')).length).toBeGreaterThan(400);
    expect(files.some((path) => path.startsWith('blog/'))).toBe(true);
    expect(files.filter((path) => path.startsWith('data/')).length).toBeGreaterThan(50);
    expect(files.some((path) => path.startsWith('data/decisions/'))).toBe(false);
  });

  it('finds none in docs/, blog/ or data/', () => {
    expect(hits.map(formatHit)).toEqual([]);
  });
});
