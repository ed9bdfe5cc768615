import { join } from 'node:path';
import { loadYaml } from '../loadYaml';
import { releasesSchema, type Release, type ReleaseNotesSlice } from './schema';

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
