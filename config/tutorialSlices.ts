import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadTutorialCatalogue } from '../data/tutorials';
import type { TutorialCatalogue } from '../data/tutorials/schema';
import {
  catalogueSlice,
  overviewSlice,
  trackMapSlice,
  trackPrerequisitesSlice,
  type TutorialPageInfo,
} from '../data/tutorials/slices';
import { splitFrontMatter } from '../lib/content/docFiles';
import { expandBrandTokens } from '../src/brand';

const docsDir = join(__dirname, '..', 'docs', 'tutorials');

/** Title, sidebar label and description of a tutorial page, from its front matter (their one home). */
export function readTutorialPage(id: string): TutorialPageInfo {
  const file = [join(docsDir, `${id}.mdx`), join(docsDir, id, 'index.mdx')].find(existsSync);
  if (!file) throw new Error(`no page docs/tutorials/${id}.mdx`);
  const { frontMatter } = splitFrontMatter(readFileSync(file, 'utf8'));
  const text = (key: string): string | undefined =>
    typeof frontMatter[key] === 'string' ? expandBrandTokens(frontMatter[key]) : undefined;
  const title = text('title');
  if (!title) throw new Error(`docs/tutorials/${id}: no title`);
  return { title, label: text('sidebar_label') ?? title, description: text('description') ?? '' };
}

/** Expands brand tokens in every string of a JSON-like value. */
function expandDeep<T>(value: T): T {
  if (typeof value === 'string') return expandBrandTokens(value) as T;
  if (Array.isArray(value)) return value.map(expandDeep) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, expandDeep(v)])) as T;
  }
  return value;
}

let cached: TutorialCatalogue | undefined;

/** The catalogue with brand tokens expanded, read once per build. */
function catalogue(): TutorialCatalogue {
  cached ??= expandDeep(loadTutorialCatalogue());
  return cached;
}

/**
 * `<TutorialOverview id="..." />`, `<TrackMap track="..." />` or `step="..."`, `<TrackPrerequisites track="..." />`,
 * `<TutorialCatalogue />`.
 */
export const tutorialSliceLoaders = {
  TutorialOverview: ({ id }: Readonly<Record<string, string>>) => overviewSlice(catalogue(), id ?? ''),
  TrackMap: ({ track, step }: Readonly<Record<string, string>>) =>
    trackMapSlice(catalogue(), readTutorialPage, { track, step }),
  TrackPrerequisites: ({ track }: Readonly<Record<string, string>>) =>
    trackPrerequisitesSlice(catalogue(), track ?? ''),
  TutorialCatalogue: ({ show }: Readonly<Record<string, string>>) => {
    const all = catalogueSlice(catalogue(), readTutorialPage);
    if (show === 'tracks') return { tracks: all.tracks, topics: [] };
    if (show === 'topics') return { tracks: [], topics: all.topics };
    throw new Error('show must be "tracks" or "topics"');
  },
};
