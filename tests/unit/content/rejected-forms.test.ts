import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { loadDecisions } from '../../../data/decisions';
import {
  formatHit,
  listScannedFiles,
  scanRepository,
  type RejectedFormHit,
} from '../../../data/decisions/rejectedForms';

const root = join(__dirname, '../../..');

/**
 * Rejected forms in pages another branch of issue 22 owns (the onboarding tracks and the Java pages): that
 * branch rewrites them. Each entry must still match a hit, so the list shrinks as soon as a page is fixed,
 * and it must be empty once the branches are merged.
 */
const FIXED_ELSEWHERE: ReadonlyArray<{ file: string; id: string }> = [
  { file: 'docs/sdk/javadocs.mdx', id: 'javadocs-link' },
  { file: 'docs/tutorials/qs/mongodb/timeseries.mdx', id: 'licensed-provider-ids' },
];

const fixedElsewhere = (hit: RejectedFormHit): boolean =>
  FIXED_ELSEWHERE.some((entry) => entry.file === hit.file && entry.id === hit.id);

/**
 * Every page and data record follows the decisions list (data/decisions/): a form an entry rejects fails
 * here with its file, line, entry id and the reason.
 */
describe('rejected forms of the decisions list', () => {
  const hits = scanRepository(root, loadDecisions());

  it('scans the pages and the data records, not the decisions', () => {
    const files = listScannedFiles(root);
    expect(files.filter((path) => path.startsWith('docs/')).length).toBeGreaterThan(400);
    expect(files.filter((path) => path.startsWith('data/')).length).toBeGreaterThan(50);
    expect(files.some((path) => path.startsWith('data/decisions/'))).toBe(false);
  });

  it('finds none in docs/ or data/', () => {
    expect(hits.filter((hit) => !fixedElsewhere(hit)).map(formatHit)).toEqual([]);
  });

  it('lists as fixed elsewhere only pages that still need the fix', () => {
    const stale = FIXED_ELSEWHERE.filter(
      (entry) => !hits.some((hit) => hit.file === entry.file && hit.id === entry.id),
    );
    expect(stale).toEqual([]);
  });
});
