import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { providers } from '../../providers/providers';
import { dataReleasesOf, loadDataReleases } from '..';

const root = join(__dirname, '../../..');
const read = (path: string): string => readFileSync(join(root, path), 'utf8');
const providerPage = (code: string): string => read(`docs/company/${code}.mdx`);

describe('the data release notes', () => {
  const releases = loadDataReleases();

  it('name only providers of the catalogue', () => {
    const codes = new Set(providers.map((provider) => provider.code));
    for (const release of releases)
      for (const item of release.items)
        for (const code of item.providers ?? []) expect(codes.has(code), `${release.id}: ${code}`).toBe(true);
  });

  it('render every month, under its own heading, on the release notes page', () => {
    const page = read('docs/data/Release-Notes.mdx');
    const months = [...page.matchAll(/^## (.+)\n\n<DataReleaseMonth period="([\d-]+)" \/>$/gm)].map((m) => [
      m[1],
      m[2],
    ]);
    expect(months).toEqual(releases.map((release) => [release.title, release.period]));
  });

  it('are listed on the page of every provider they name, and only there', () => {
    for (const provider of providers) {
      const named = dataReleasesOf(provider.code).length > 0;
      const element = `## In the release notes\n\n<ProviderReleases code="${provider.code}" />`;
      if (named) expect(providerPage(provider.code), provider.code).toContain(element);
      else expect(providerPage(provider.code), provider.code).not.toContain('<ProviderReleases');
    }
  });

  it('send a reader of the May 2026 notes to the ENTSO-E day-ahead prices, which the dataset list lacks', () => {
    const entsoe = providers.find((provider) => provider.code === 'ENTSOE')!;
    expect(entsoe.datasets.some((dataset) => /day-ahead price/i.test(dataset.name))).toBe(false);
    expect(dataReleasesOf('ENTSOE')).toContainEqual({
      id: 'may-2026',
      title: 'May 2026',
      text: 'ENTSO-E day-ahead prices and actual generation per production type.',
    });
    expect(read('blog/2026-05-29-data-release-may-2026.mdx')).toContain(
      '/docs/company/ENTSOE#in-the-release-notes',
    );
  });
});
