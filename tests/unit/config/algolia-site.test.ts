import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ALGOLIA_SITE_ENV, inputsDigest } from '../../e2e/support/algolia-site';

// The hosted-search spec reuses build-algolia/ only while this digest is the one stamped into it.
describe('the inputs digest of the hosted-search site', () => {
  const scratch = join(__dirname, 'algolia-site-scratch.txt');
  afterEach(() => rmSync(scratch, { force: true }));

  it('changes when a file is added or changed, and comes back when it is removed', () => {
    const before = inputsDigest();
    writeFileSync(scratch, 'one');
    const added = inputsDigest();
    writeFileSync(scratch, 'two');
    const changed = inputsDigest();
    rmSync(scratch);
    expect(new Set([before, added, changed]).size).toBe(3);
    expect(inputsDigest()).toBe(before);
  });

  it('builds from a subset of the docs, with hosted search on', () => {
    expect(ALGOLIA_SITE_ENV.DOCS_SUBSET.split(',')).toContain('home.mdx');
    expect(ALGOLIA_SITE_ENV.ALGOLIA_APP_ID).toBeTruthy();
  });
});
