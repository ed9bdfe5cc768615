import * as z from 'zod';

/** Kebab-case name of a page under /docs/topics/automations/targets/. */
const targetPage = z.enum([
  'email',
  'blob',
  'curve',
  'curve-export',
  'teams',
  'timeseries',
  'dataset-checks',
  'jira',
  'process',
  'queue',
  'report',
  'script',
  'webhook',
]);
export type AutomationTargetPage = z.infer<typeof targetPage>;
export const automationTargetPages: readonly AutomationTargetPage[] = targetPage.options;

const text = z.string().trim().min(1);

export const targetInputSchema = z.strictObject({
  name: z.string().regex(/^[a-zA-Z]+$/, 'an input name is one word'),
  required: z.boolean(),
  type: text.optional(),
  default: text.optional(),
  description: text,
});
export type TargetInput = z.infer<typeof targetInputSchema>;

export const targetGroupSchema = z.strictObject({
  id: z.string().regex(/^[a-z]+$/),
  label: text,
  summary: text,
});
export type TargetGroup = z.infer<typeof targetGroupSchema>;

export const automationTargetSchema = z.strictObject({
  /** The code an automation puts in its `target` field. */
  code: z.string().regex(/^[a-z_]+$/),
  /** Name of the target in the portal. */
  name: text,
  page: targetPage,
  group: z.string(),
  /** Built-in script behind the target; left out where the facts do not name it. */
  script: z
    .string()
    .regex(/^@[A-Za-z]+$/)
    .optional(),
  icon: text,
  /** Whether `@transformer` may be set; left out where the facts do not say. */
  transformer: z.boolean().optional(),
  /** Whether `@propertyName` change conditions may be used; left out where the facts do not say. */
  propertyChange: z.boolean().optional(),
  /** Services or actions the target is limited to, when it is limited. */
  triggers: text.optional(),
  /** What the platform does or emits once the target has run. */
  after: text.optional(),
  /** What the receiver gets. */
  delivers: text,
  inputs: z.array(targetInputSchema).min(1),
});
export type AutomationTarget = z.infer<typeof automationTargetSchema>;

export const referenceFieldSchema = z.strictObject({
  name: text,
  type: text.optional(),
  description: text,
});
export type ReferenceField = z.infer<typeof referenceFieldSchema>;

export const specialPropertySchema = z.strictObject({
  name: z.string().startsWith('@'),
  appliesTo: text,
  description: text,
});
export type SpecialProperty = z.infer<typeof specialPropertySchema>;

export const targetsFileSchema = z
  .strictObject({
    groups: z.array(targetGroupSchema).min(1),
    targets: z.array(automationTargetSchema).min(1),
    specialProperties: z.array(specialPropertySchema).min(1),
    customTargetFields: z.array(referenceFieldSchema).min(1),
    targetInputFields: z.array(referenceFieldSchema).min(1),
  })
  .superRefine((file, ctx) => {
    const groupIds = new Set(file.groups.map((g) => g.id));
    const codes = new Set<string>();
    file.targets.forEach((target, index) => {
      if (!groupIds.has(target.group)) {
        ctx.addIssue({
          code: 'custom',
          path: ['targets', index, 'group'],
          message: `unknown group ${target.group}`,
        });
      }
      if (codes.has(target.code)) {
        ctx.addIssue({
          code: 'custom',
          path: ['targets', index, 'code'],
          message: `duplicate code ${target.code}`,
        });
      }
      codes.add(target.code);
      const names = target.inputs.map((i) => i.name);
      if (new Set(names).size !== names.length) {
        ctx.addIssue({ code: 'custom', path: ['targets', index, 'inputs'], message: 'duplicate input name' });
      }
    });
  });
export type TargetsFile = z.infer<typeof targetsFileSchema>;

export const triggerServiceSchema = z.strictObject({
  service: z.string().regex(/^[a-z]+$/),
  watches: text,
  actions: z.array(z.string().regex(/^[a-z]+$/)).min(1),
});
export type TriggerService = z.infer<typeof triggerServiceSchema>;

export const triggersFileSchema = z.strictObject({
  services: z.array(triggerServiceSchema).min(1),
});
