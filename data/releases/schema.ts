import * as z from 'zod';

const text = z.string().trim().min(1);

/** Kinds of change a release lists, in the order the notes show them. */
export const changeKinds = [
  'new',
  'improvements',
  'enhancements',
  'dataset-monitoring',
  'insight-areas',
  'changes',
  'fixes',
  'hotfixes',
] as const;
export type ChangeKind = (typeof changeKinds)[number];

export const releaseSchema = z
  .object({
    /** Anchor of the release on the page, e.g. `july-2026`. */
    id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'kebab-case anchor'),
    title: text,
    /** `YYYY-MM` of a monthly release, `YYYY` of a yearly summary. */
    period: z.string().regex(/^\d{4}(-(0[1-9]|1[0-2]))?$/, 'YYYY or YYYY-MM'),
    latest: z.boolean().default(false),
    summary: text.optional(),
    versions: z.object({ server: text, client: text, excel: text, vscode: text }).strict().optional(),
    upcoming: text.optional(),
    sections: z.array(z.object({ kind: z.enum(changeKinds), items: z.array(text).min(1) }).strict()).min(1),
  })
  .strict();

/** Sort key of a period: a yearly summary sorts before every month of its year. */
export const periodKey = (period: string): string => (period.length === 4 ? `${period}-00` : period);

export const releasesSchema = z
  .array(releaseSchema)
  .min(1)
  .superRefine((releases, ctx) => {
    const ids = new Set<string>();
    releases.forEach((release, index) => {
      if (ids.has(release.id)) ctx.addIssue({ code: 'custom', message: `id ${release.id} is used twice` });
      ids.add(release.id);
      const previous = releases[index - 1];
      if (previous && periodKey(previous.period) < periodKey(release.period)) {
        ctx.addIssue({
          code: 'custom',
          message: `${release.id} is newer than ${previous.id}: keep newest first`,
        });
      }
    });
    if (releases.filter((r) => r.latest).length !== 1 || !releases[0]?.latest) {
      ctx.addIssue({ code: 'custom', message: 'exactly one release, the first, is marked latest' });
    }
  });

export type Release = z.output<typeof releaseSchema>;

/** What one `<ReleaseNotes … />` element receives. */
export interface ReleaseNotesSlice {
  releases: Release[];
}
