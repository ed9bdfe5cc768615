import * as z from 'zod';

const text = z.string().trim().min(1);

/** The files of the platform facts (../shared/platform/) a decision may rest on. */
export const factFiles = [
  'api-sdk-tools.yaml',
  'data-catalogue.yaml',
  'guides.yaml',
  'odsl-core.yaml',
  'odsl-services-guides.yaml',
  'odsl-variables-functions.yaml',
  'tags.yaml',
] as const;

/** A JavaScript regular expression source that compiles. */
const pattern = text.refine(
  (source) => {
    try {
      new RegExp(source);
      return true;
    } catch {
      return false;
    }
  },
  { message: 'not a valid JavaScript regular expression' },
);

/** A form a page or data record must not use, and why. */
export const rejectSchema = z
  .object({
    /** Regular expression source, matched against each line of a file. */
    pattern,
    /** Regular expression flags (default none: matching is case-sensitive). */
    flags: z
      .string()
      .regex(/^[imsu]*$/, 'only i, m, s and u flags')
      .optional(),
    why: text,
    /** Globs (repository-relative, `*` within a segment, `**` across segments) the reject applies to. */
    paths: z.array(text).min(1).optional(),
  })
  .strict();
export type Reject = z.infer<typeof rejectSchema>;

export const decisionSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'kebab-case id'),
    question: text,
    /** The decided answer, in words a reader could be shown. */
    reading: text,
    /** Machine-readable decided values that pages and components render. */
    value: z.record(z.string(), z.unknown()).optional(),
    facts: z.array(z.object({ file: z.enum(factFiles), key: text }).strict()).min(1),
    rejects: z.array(rejectSchema).default([]),
  })
  .strict();
export type Decision = z.infer<typeof decisionSchema>;

/** One topic file of data/decisions/. */
export const decisionsFileSchema = z.array(decisionSchema).min(1);
