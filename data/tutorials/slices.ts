import type { Tutorial, TutorialCatalogue, TutorialLevel } from './schema';

/** What a tutorial page says about itself in its front matter. */
export interface TutorialPageInfo {
  title: string;
  /** Short name used in the sidebar and the track map. */
  label: string;
  description: string;
}

export type ReadTutorialPage = (id: string) => TutorialPageInfo;

export const tutorialPath = (id: string): string => `/docs/tutorials/${id}`;

export interface TutorialOverviewData {
  goal: string;
  audience: string;
  level: TutorialLevel;
  minutes: number;
  prerequisites: { text: string; href?: string }[];
}

export interface TrackStep {
  /** 1-based position in the track. */
  n: number;
  path: string;
  label: string;
  description: string;
  minutes: number;
}

export interface TrackMapData {
  title: string;
  path: string;
  /** Position of the page showing the map, or null on the track's landing page. */
  current: number | null;
  levels: { name: string; summary: string; steps: TrackStep[] }[];
}

export interface TutorialCatalogueData {
  tracks: {
    path: string;
    title: string;
    audience: string;
    steps: number;
    minutes: number;
    levels: string[];
    first: { path: string; label: string };
  }[];
  topics: {
    id: string;
    title: string;
    summary: string;
    tutorials: { path: string; title: string; goal: string; level: TutorialLevel; minutes: number }[];
  }[];
}

export interface TrackPrerequisitesData {
  items: { text: string; href?: string }[];
}

/** What a reader brings to a track, shown once on its landing page. */
export function trackPrerequisitesSlice(
  catalogue: TutorialCatalogue,
  trackId: string,
): TrackPrerequisitesData {
  const track = catalogue.tracks.find((t) => t.id === trackId);
  if (!track) throw new Error(`no track "${trackId}" in data/tutorials/tutorials.yaml`);
  return { items: track.prerequisites.map(({ text, href }) => (href ? { text, href } : { text })) };
}

const levelOrder: Record<TutorialLevel, number> = { beginner: 0, intermediate: 1, advanced: 2 };

function tutorialById(catalogue: TutorialCatalogue, id: string): Tutorial {
  const tutorial = catalogue.tutorials.find((t) => t.id === id);
  if (!tutorial) throw new Error(`no tutorial "${id}" in data/tutorials/tutorials.yaml`);
  return tutorial;
}

export function overviewSlice(catalogue: TutorialCatalogue, id: string): TutorialOverviewData {
  const { goal, audience, level, minutes, prerequisites } = tutorialById(catalogue, id);
  return { goal, audience, level, minutes, prerequisites };
}

/** The map of the track named `trackId`, or of the track holding step `stepId`. */
export function trackMapSlice(
  catalogue: TutorialCatalogue,
  readPage: ReadTutorialPage,
  ref: { track?: string; step?: string },
): TrackMapData {
  const track = catalogue.tracks.find((t) =>
    ref.step ? t.levels.some((l) => l.steps.includes(ref.step as string)) : t.id === ref.track,
  );
  if (!track) throw new Error(`no track for ${JSON.stringify(ref)}`);
  let n = 0;
  let current: number | null = null;
  const levels = track.levels.map((level) => ({
    name: level.name,
    summary: level.summary,
    steps: level.steps.map((id) => {
      n += 1;
      if (id === ref.step) current = n;
      const page = readPage(id);
      return {
        n,
        path: tutorialPath(id),
        label: page.label,
        description: page.description,
        minutes: tutorialById(catalogue, id).minutes,
      };
    }),
  }));
  return { title: readPage(track.landing).label, path: tutorialPath(track.landing), current, levels };
}

/** Every track and every other tutorial, grouped by topic and ordered by level, for the landing page. */
export function catalogueSlice(
  catalogue: TutorialCatalogue,
  readPage: ReadTutorialPage,
): TutorialCatalogueData {
  const tracks = catalogue.tracks.map((track) => {
    const steps = track.levels.flatMap((l) => l.steps);
    const first = steps[0] as string;
    return {
      path: tutorialPath(track.landing),
      title: readPage(track.landing).label,
      audience: track.audience,
      steps: steps.length,
      minutes: steps.reduce((sum, id) => sum + tutorialById(catalogue, id).minutes, 0),
      levels: track.levels.map((l) => l.name),
      first: { path: tutorialPath(first), label: readPage(first).label },
    };
  });
  const topics = catalogue.topics
    .map((topic) => ({
      id: topic.id,
      title: topic.title,
      summary: topic.summary,
      tutorials: catalogue.tutorials
        .filter((t) => t.topic === topic.id)
        .sort((a, b) => levelOrder[a.level] - levelOrder[b.level])
        .map((t) => ({
          path: tutorialPath(t.id),
          title: readPage(t.id).title,
          goal: t.goal,
          level: t.level,
          minutes: t.minutes,
        })),
    }))
    .filter((topic) => topic.tutorials.length > 0);
  return { tracks, topics };
}
