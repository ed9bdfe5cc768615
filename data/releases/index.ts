import { join } from 'node:path';
import { loadYaml } from '../loadYaml';
import {
  dataReleasesSchema,
  releasesSchema,
  type DataRelease,
  type DataReleaseMonthSlice,
  type ProviderReleasesSlice,
  type Release,
  type ReleaseNotesSlice,
} from './schema';

let cached: Release[] | undefined;

/** Every platform release, newest first, validated. Node only (build time and tests). */
export function loadReleases(): Release[] {
  if (cached) return cached;
  cached = loadYaml(join(__dirname, 'releases.yaml'), releasesSchema);
  return cached;
}

const yearOf = (release: Release): number => Number(release.period.slice(0, 4));

/**
 * The slice of `<ReleaseNotes year="2026" />` (one year) or `<ReleaseNotes before="2024" />` (every
 * release of the years before). An empty selection is an authoring error.
 */
export function releaseNotesSlice(attributes: Readonly<Record<string, string>>): ReleaseNotesSlice {
  const { year, before } = attributes;
  const releases = loadReleases().filter((release) =>
    year ? yearOf(release) === Number(year) : before ? yearOf(release) < Number(before) : false,
  );
  if (releases.length === 0) throw new Error(`no release matches ${JSON.stringify(attributes)}`);
  return { releases };
}

let cachedData: DataRelease[] | undefined;

/** Every month of the data release notes, newest first, validated. Node only. */
export function loadDataReleases(): DataRelease[] {
  cachedData ??= loadYaml(join(__dirname, 'dataReleases.yaml'), dataReleasesSchema);
  return cachedData;
}

/** The items of one month, for `<DataReleaseMonth period="YYYY-MM" />`; an unknown month is an authoring error. */
export function dataReleaseMonthSlice(period: string): DataReleaseMonthSlice {
  const release = loadDataReleases().find((entry) => entry.period === period);
  if (!release) throw new Error(`no data release for period "${period}"`);
  return { items: release.items.map((item) => item.text) };
}

/** The data release items that name a provider, newest first, with the link to the provider's own page dropped. */
export function dataReleasesOf(code: string): ProviderReleasesSlice['entries'] {
  const ownLink = new RegExp(`\\[([^\\]]+)\\]\\(/docs/company/${code}\\)`, 'g');
  return loadDataReleases().flatMap((release) =>
    release.items
      .filter((item) => item.providers?.includes(code))
      .map((item) => ({ id: release.id, title: release.title, text: item.text.replace(ownLink, '$1') })),
  );
}
