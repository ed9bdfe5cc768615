import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { providers } from '../../../data/providers/providers';
import { listScannedFiles } from '../../../lib/content/rejectedForms';
import { findPublicLicensedIds, restrictedPrefixes } from '../../../lib/example-checks/licensedIds';

const ROOT = join(__dirname, '..', '..', '..');

/** Licensed data (BYOL or LICENSED in data/providers) appears only in the private space in examples. */
describe('licensed provider ids in docs/, blog/ and data/', () => {
  const prefixes = restrictedPrefixes(providers);
  // The catalogue itself lists the ids; every other page and record is an example.
  const files = listScannedFiles(ROOT).filter((path) => !path.startsWith('data/providers/'));
  const problems: string[] = [];
  for (const path of files) {
    for (const hit of findPublicLicensedIds(readFileSync(join(ROOT, path), 'utf8'), prefixes)) {
      problems.push(`${path}:${hit.line} found \`${hit.found}\`, expected ${hit.expected}`);
    }
  }

  it('reads every page, blog post and data record', () => {
    expect(files.filter((path) => path.startsWith('docs/')).length).toBeGreaterThan(400);
    expect(files.some((path) => path.startsWith('blog/'))).toBe(true);
  });

  it('reads the restricted prefixes from the catalogue', () => {
    expect(prefixes).toEqual(expect.arrayContaining(['ICE', 'MATBAROFEX', 'PLATTS', 'IPEX']));
    expect(prefixes).not.toContain('ECB_FX');
  });

  it('shows no licensed id as public', () => {
    expect(problems).toEqual([]);
  });
});
