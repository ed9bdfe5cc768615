import * as z from 'zod';

/** Kebab-case anchor: the method's id on its page, e.g. `odsl-get` gives `/docs/sdk/java#odsl-get`. */
const anchor = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'kebab-case anchor');
const text = z.string().trim().min(1);

/** Languages whose SDK reference is rendered from these files; also the code block language. */
export const sdkLanguages = ['java', 'python', 'matlab'] as const;
export type SdkLanguage = (typeof sdkLanguages)[number];

export const sdkParameterSchema = z
  .object({
    name: text,
    /** Declared type where the signature gives one (Java); left out for dynamic languages. */
    type: text.optional(),
    description: text,
  })
  .strict();

/** What an example prints or returns, shown under it. */
export const sdkResultSchema = z
  .object({
    language: z.enum(['text', 'json', 'python', 'java', 'matlab']),
    code: text,
  })
  .strict();

export const sdkMethodSchema = z
  .object({
    id: anchor,
    /** Short label used as the heading, e.g. `ODSL.get`. */
    name: text,
    /** Full signature in the language's own syntax. */
    signature: text,
    /** One or two sentences: what the call does and when you use it. */
    summary: text,
    parameters: z.array(sdkParameterSchema).default([]),
    returns: text.optional(),
    /** Behaviour worth knowing: defaults, errors, side effects. */
    notes: z.array(text).default([]),
    example: text,
    result: sdkResultSchema.optional(),
  })
  .strict();

export const sdkGroupSchema = z
  .object({
    id: anchor,
    /** Caption of the group's summary table. */
    caption: text,
    methods: z.array(sdkMethodSchema).min(1),
  })
  .strict();

export const sdkReferenceSchema = z
  .object({
    language: z.enum(sdkLanguages),
    groups: z.array(sdkGroupSchema).min(1),
  })
  .strict()
  .superRefine((reference, ctx) => {
    const seen = new Set<string>();
    for (const group of reference.groups) {
      for (const method of group.methods) {
        if (seen.has(method.id)) {
          ctx.addIssue({ code: 'custom', message: `method id ${method.id} is used twice` });
        }
        seen.add(method.id);
      }
    }
  });

export type SdkParameter = z.output<typeof sdkParameterSchema>;
export type SdkMethod = z.output<typeof sdkMethodSchema>;
export type SdkGroup = z.output<typeof sdkGroupSchema>;
export type SdkReference = z.output<typeof sdkReferenceSchema>;

/** What one `<SdkMethods sdk="…" group="…" />` element receives. */
export interface SdkMethodsSlice {
  language: SdkLanguage;
  group: SdkGroup;
}
