import * as z from 'zod';

/** Path of a tutorial page under `docs/tutorials`, without extension: `searching`, `qs/developer/basics`. */
const tutorialId = z.string().regex(/^[a-z0-9_-]+(\/[a-z0-9_-]+)*$/, 'lower-case path under docs/tutorials');
const sentence = z.string().trim().min(20).endsWith('.');

export const tutorialLevels = ['beginner', 'intermediate', 'advanced'] as const;
export const levelSchema = z.enum(tutorialLevels);

export const prerequisiteSchema = z
  .object({
    text: z.string().trim().min(3),
    /** A page that helps the reader meet it, absolute (`/docs/...`). */
    href: z.string().startsWith('/docs/').optional(),
  })
  .strict();

/**
 * Something a track step needs or leaves behind: a kind, or a kind and a name. `account`, `vscode`,
 * `connection:m101`, `object:QS01`, `public:#ECB_FX.EURUSD:SPOT` (a public id, needed but never provided).
 */
export const trackResourceSchema = z
  .string()
  .regex(/^[a-z][a-z0-9-]*(:\S+)?$/, 'a resource: kind or kind:name, e.g. account or object:QS01');

/** What a reader brings to a whole track, listed once on its landing page. */
export const trackPrerequisiteSchema = z
  .object({
    /** The resource it provides to the steps, e.g. `account`. */
    id: trackResourceSchema,
    text: z.string().trim().min(3),
    href: z.string().startsWith('/docs/').optional(),
  })
  .strict();

export const tutorialSchema = z
  .object({
    id: tutorialId,
    /** What the reader has built or can do at the end. */
    goal: sentence,
    /** Who the tutorial is written for. */
    audience: sentence,
    level: levelSchema,
    minutes: z.number().int().min(5).max(180),
    prerequisites: z.array(prerequisiteSchema).min(1),
    /** Topic on the tutorials landing page; track steps are listed with their track instead. */
    topic: z.string().optional(),
    /** Track steps only: what the step reads or uses, met by the track's prerequisites or an earlier step. */
    needs: z.array(trackResourceSchema).optional(),
    /** Track steps only: what the step creates that later steps may read. */
    provides: z.array(trackResourceSchema).optional(),
  })
  .strict();

export const trackLevelSchema = z
  .object({
    name: z.string().trim().min(3),
    /** What the steps of this level have in common. */
    summary: z.string().trim().min(10),
    steps: z.array(tutorialId).min(1),
  })
  .strict();

export const trackSchema = z
  .object({
    id: z.enum(['api', 'developer', 'mongodb']),
    /** Landing page of the track: `qs/<id>`. */
    landing: tutorialId,
    audience: sentence,
    /** What the reader needs before step 1, shown once on the landing page. */
    prerequisites: z.array(trackPrerequisiteSchema).min(1),
    levels: z.array(trackLevelSchema).min(1),
  })
  .strict();

export const topicSchema = z
  .object({
    id: z.string().regex(/^[a-z-]+$/),
    title: z.string().trim().min(3),
    summary: sentence,
  })
  .strict();

export const tutorialCatalogueSchema = z
  .object({
    topics: z.array(topicSchema).min(1),
    tracks: z.array(trackSchema).min(1),
    tutorials: z.array(tutorialSchema).min(1),
  })
  .strict()
  .superRefine((catalogue, ctx) => {
    const topics = new Set(catalogue.topics.map((t) => t.id));
    const ids = new Set<string>();
    for (const t of catalogue.tutorials) {
      if (ids.has(t.id)) ctx.addIssue({ code: 'custom', message: `duplicate tutorial ${t.id}` });
      ids.add(t.id);
    }
    const inTracks = new Set<string>();
    for (const track of catalogue.tracks) {
      if (track.landing !== `qs/${track.id}`)
        ctx.addIssue({ code: 'custom', message: `track ${track.id}: landing must be qs/${track.id}` });
      for (const step of track.levels.flatMap((l) => l.steps)) {
        if (!ids.has(step))
          ctx.addIssue({ code: 'custom', message: `track ${track.id}: no tutorial ${step}` });
        if (!step.startsWith(`${track.landing}/`))
          ctx.addIssue({ code: 'custom', message: `track ${track.id}: step ${step} outside its folder` });
        if (inTracks.has(step)) ctx.addIssue({ code: 'custom', message: `step ${step} is in two tracks` });
        inTracks.add(step);
      }
    }
    for (const t of catalogue.tutorials) {
      const inTrack = inTracks.has(t.id);
      if (inTrack && t.topic)
        ctx.addIssue({ code: 'custom', message: `${t.id}: a track step takes its topic from the track` });
      if (!inTrack && !(t.topic && topics.has(t.topic)))
        ctx.addIssue({ code: 'custom', message: `${t.id}: needs a known topic` });
      if (t.id.startsWith('qs/') && !inTrack)
        ctx.addIssue({ code: 'custom', message: `${t.id}: under qs/ but in no track` });
      if (inTrack && !t.needs)
        ctx.addIssue({ code: 'custom', message: `${t.id}: a track step declares what it needs` });
      if (!inTrack && (t.needs || t.provides))
        ctx.addIssue({ code: 'custom', message: `${t.id}: only track steps declare needs and provides` });
    }
  });

export type TutorialLevel = z.infer<typeof levelSchema>;
export type Tutorial = z.infer<typeof tutorialSchema>;
export type Track = z.infer<typeof trackSchema>;
export type TrackPrerequisite = z.infer<typeof trackPrerequisiteSchema>;
export type TutorialTopic = z.infer<typeof topicSchema>;
export type TutorialCatalogue = z.infer<typeof tutorialCatalogueSchema>;
