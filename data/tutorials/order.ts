import type { TutorialCatalogue } from './schema';

/** Whether a public id belongs to data that only licensed accounts can read, such as an exchange's settlement prices. */
export type IsLicensedId = (id: string) => boolean;

/**
 * Problems with the order of each track: a step that needs something no prerequisite of the track and no
 * earlier step provides, or that reads a public id of licensed data. Public ids (`public:#...`) are met by the
 * public repository, so no step has to provide them.
 */
export function trackOrderProblems(catalogue: TutorialCatalogue, isLicensed: IsLicensedId): string[] {
  const byId = new Map(catalogue.tutorials.map((t) => [t.id, t]));
  const problems: string[] = [];
  for (const track of catalogue.tracks) {
    const met = new Map<string, string>(track.prerequisites.map((p) => [p.id, 'the track prerequisites']));
    for (const stepId of track.levels.flatMap((l) => l.steps)) {
      const step = byId.get(stepId);
      for (const need of step?.needs ?? []) {
        if (need.startsWith('public:')) {
          const id = need.slice('public:'.length);
          if (!id.startsWith('#'))
            problems.push(`track ${track.id}, step ${stepId}: public id ${id} must start with #`);
          else if (isLicensed(id))
            problems.push(
              `track ${track.id}, step ${stepId}: ${id} is licensed data, not public to every account`,
            );
        } else if (!met.has(need)) {
          problems.push(
            `track ${track.id}, step ${stepId}: needs ${need}, which no prerequisite or earlier step provides`,
          );
        }
      }
      for (const given of step?.provides ?? []) if (!met.has(given)) met.set(given, stepId);
    }
  }
  return problems;
}
