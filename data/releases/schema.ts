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

/** One item of a data release: what it added or changed, and the catalogue providers it names. */
export const dataReleaseItemSchema = z
  .object({
    /** One sentence; inline code and links only. */
    text,
    /** Codes of data/providers/providers.ts whose page lists this item. */
    providers: z
      .array(z.string().regex(/^[A-Za-z0-9]+$/))
      .min(1)
      .optional(),
  })
  .strict();

/** One month of the data release notes (/docs/data/Release-Notes). */
export const dataReleaseSchema = z
  .object({
    /** Anchor of the month's heading on the release notes page, e.g. `may-2026`. */
    id: z.string().regex(/^[a-z]+-\d{4}$/, 'month-year anchor'),
    title: text,
    period: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'YYYY-MM'),
    items: z.array(dataReleaseItemSchema).min(1),
  })
  .strict();
export type DataRelease = z.output<typeof dataReleaseSchema>;

export const dataReleasesSchema = z
  .array(dataReleaseSchema)
  .min(1)
  .superRefine((releases, ctx) => {
    releases.forEach((release, index) => {
      const previous = releases[index - 1];
      if (previous && previous.period <= release.period)
        ctx.addIssue({
          code: 'custom',
          message: `${release.id} is not older than ${previous.id}: keep newest first`,
        });
    });
  });

/** What one `<DataReleaseMonth period="YYYY-MM" />` element receives. */
export interface DataReleaseMonthSlice {
  items: string[];
}

/** What one `<ProviderReleases code="…" />` element receives: the items that name the provider. */
export interface ProviderReleasesSlice {
  name: string;
  entries: Array<{ id: string; title: string; text: string }>;
  /** How to list the provider's objects by id, when an example id gives the prefix. */
  find?: { space: 'public' | 'private'; prefix: string };
}
