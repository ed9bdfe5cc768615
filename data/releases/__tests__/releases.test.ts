import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadReleases, releaseNotesSlice } from '../../../data/releases';
import { releasesSchema } from '../../../data/releases/schema';

const root = join(__dirname, '../../..');
const page = readFileSync(join(root, 'docs/product/Release-Notes.mdx'), 'utf8');

describe('platform release notes data', () => {
  const releases = loadReleases();

  it('holds every release from 2020 to July 2026, the latest first', () => {
    expect(releases).toHaveLength(35);
    expect(releases[0]).toMatchObject({ id: 'july-2026', latest: true });
    expect(releases.at(-1)?.id).toBe('year-2020');
  });

  it('rejects releases out of order and a second latest release', () => {
    const release = (id: string, period: string, latest = false) => ({
      id,
      title: id,
      period,
      latest,
      sections: [{ kind: 'fixes', items: ['A fix.'] }],
    });
    expect(releasesSchema.safeParse([release('b', '2025-01', true), release('a', '2025-02')]).success).toBe(
      false,
    );
    expect(
      releasesSchema.safeParse([release('b', '2025-02', true), release('a', '2025-01', true)]).success,
    ).toBe(false);
    expect(releasesSchema.safeParse([release('b', '2025-02', true), release('a', '2025')]).success).toBe(
      true,
    );
  });
});

describe('the release notes page', () => {
  const elements = [...page.matchAll(/<ReleaseNotes (year|before)="(\d{4})" \/>/g)].map((m) => ({
    [m[1]]: m[2],
  }));

  it('shows every release exactly once, in data order', () => {
    const shown = elements.flatMap((attributes) => releaseNotesSlice(attributes).releases.map((r) => r.id));
    expect(shown).toEqual(loadReleases().map((r) => r.id));
  });

  it('gives a slice only the releases of its year', () => {
    const years = releaseNotesSlice({ year: '2025' }).releases.map((r) => r.period.slice(0, 4));
    expect(new Set(years)).toEqual(new Set(['2025']));
    expect(() => releaseNotesSlice({ year: '1999' })).toThrow(/no release matches/);
  });
});
