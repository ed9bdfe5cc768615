import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadTutorialCatalogue } from '../../../data/tutorials';
import { tutorialCatalogueSchema, type TutorialCatalogue } from '../../../data/tutorials/schema';
import { catalogueSlice, overviewSlice, trackMapSlice } from '../../../data/tutorials/slices';
import { readTutorialPage } from '../../../config/tutorialSlices';
import { readDocFiles } from '../../../lib/content/docFiles';
import { tutorialShapeProblems } from '../../../lib/content/tutorialShape';
import { formatMinutes } from '../../../src/components/TutorialOverview/levels';

const root = join(__dirname, '../../..');
const catalogue = loadTutorialCatalogue();
const pages = readDocFiles(root, 'docs/tutorials');
const idOf = (path: string): string =>
  path.replace(/^docs\/tutorials\//, '').replace(/(\/index)?\.mdx?$/, '');
const trackSteps = new Map(
  catalogue.tracks.flatMap((t) =>
    t.levels.flatMap((l) => l.steps).map((id, i) => [id, { track: t, n: i + 1 }]),
  ),
);
const landingIds = new Set(['index', ...catalogue.tracks.map((t) => t.landing)]);

describe('data/tutorials/tutorials.yaml', () => {
  it('passes its schema', () => {
    expect(() => tutorialCatalogueSchema.parse(catalogue)).not.toThrow();
  });

  it('rejects a track step that is not a tutorial, and a tutorial without a topic', () => {
    const broken: TutorialCatalogue = structuredClone(catalogue);
    broken.tracks[0]?.levels[0]?.steps.push('qs/mongodb/missing');
    const general = broken.tutorials.find((t) => !t.id.startsWith('qs/'));
    if (general) delete general.topic;
    const messages = tutorialCatalogueSchema.safeParse(broken).error?.issues.map((i) => i.message) ?? [];
    expect(messages).toContain('track mongodb: no tutorial qs/mongodb/missing');
    expect(messages).toContain(`${general?.id}: needs a known topic`);
  });

  it('has a page for every tutorial, and every tutorial page is in it', () => {
    const missing = catalogue.tutorials.filter(
      (t) => !existsSync(join(root, 'docs/tutorials', `${t.id}.mdx`)),
    );
    expect(missing.map((t) => t.id)).toEqual([]);
    const known = new Set(catalogue.tutorials.map((t) => t.id));
    const unlisted = pages.map((p) => idOf(p.path)).filter((id) => !known.has(id) && !landingIds.has(id));
    expect(unlisted).toEqual([]);
  });
});

describe('every tutorial page', () => {
  const tutorials = pages.filter((p) => !landingIds.has(idOf(p.path)));

  it('shows its own overview', () => {
    const bad = tutorials
      .filter((p) => !p.body.includes(`<TutorialOverview id="${idOf(p.path)}" />`))
      .map((p) => p.path);
    expect(bad).toEqual([]);
  });

  it('has numbered steps with code and results, then check your work, troubleshooting and next steps', () => {
    const bad = tutorials.flatMap((p) => tutorialShapeProblems(p.body).map((m) => `${p.path}: ${m}`));
    expect(bad).toEqual([]);
  });

  it('in a track shows the track map and sits at its track position in the sidebar', () => {
    const bad = tutorials.flatMap((p) => {
      const id = idOf(p.path);
      const step = trackSteps.get(id);
      if (!step) return [];
      const problems: string[] = [];
      if (!p.body.includes(`<TrackMap step="${id}" />`))
        problems.push(`${p.path}: no <TrackMap step="${id}" />`);
      if (p.frontMatter.sidebar_position !== step.n)
        problems.push(
          `${p.path}: sidebar_position ${String(p.frontMatter.sidebar_position)}, expected ${step.n}`,
        );
      return problems;
    });
    expect(bad).toEqual([]);
  });
});

describe('each track landing page', () => {
  it('shows the whole track map', () => {
    const bad = catalogue.tracks
      .filter(
        (t) => !pages.find((p) => idOf(p.path) === t.landing)?.body.includes(`<TrackMap track="${t.id}" />`),
      )
      .map((t) => t.id);
    expect(bad).toEqual([]);
  });
});

describe('tutorial slices', () => {
  it('number a step within its track and mark it current', () => {
    const map = trackMapSlice(catalogue, readTutorialPage, { step: 'qs/developer/services' });
    const steps = map.levels.flatMap((l) => l.steps);
    expect(map.current).toBe(4);
    expect(steps.map((s) => s.n)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(steps[3]?.path).toBe('/docs/tutorials/qs/developer/services');
    expect(map.path).toBe('/docs/tutorials/qs/developer');
  });

  it('give a landing page the map with no current step', () => {
    expect(trackMapSlice(catalogue, readTutorialPage, { track: 'api' }).current).toBeNull();
    expect(() => trackMapSlice(catalogue, readTutorialPage, { track: 'nope' })).toThrow();
  });

  it('list the other tutorials by topic, beginner first, and leave track steps to their tracks', () => {
    const { topics, tracks } = catalogueSlice(catalogue, readTutorialPage);
    expect(tracks.map((t) => t.path)).toEqual(catalogue.tracks.map((t) => `/docs/tutorials/${t.landing}`));
    const listed = topics.flatMap((t) => t.tutorials.map((x) => x.path));
    expect(listed.some((p) => p.includes('/qs/'))).toBe(false);
    for (const topic of topics) {
      const order = topic.tutorials.map((t) => ['beginner', 'intermediate', 'advanced'].indexOf(t.level));
      expect(order).toEqual([...order].sort((a, b) => a - b));
    }
  });

  it('fail for an unknown tutorial id, so a typo breaks the build', () => {
    expect(() => overviewSlice(catalogue, 'qs/developer/nope')).toThrow(/no tutorial/);
  });

  it('word the time for a reader', () => {
    expect(formatMinutes(20)).toBe('About 20 minutes');
    expect(formatMinutes(60)).toBe('About 1 hour');
    expect(formatMinutes(75)).toBe('About 1 hour 15 minutes');
  });
});
