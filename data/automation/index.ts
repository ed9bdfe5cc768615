/**
 * The automation reference data: every built-in target with its settings, the `@` properties,
 * the fields of a custom target, and the services and actions a condition can watch. Read from
 * the YAML files beside this module and validated on load, so a bad edit fails the build.
 * Pages get only their slice through remark-data-slice (see config/dataSlices.ts).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { decidedValue } from '../decisions';
import {
  targetsFileSchema,
  triggersFileSchema,
  type AutomationTarget,
  type AutomationTargetPage,
  type ReferenceField,
  type SpecialProperty,
  type TargetsFile,
  type TriggerService,
} from './schema';

export type {
  AutomationTarget,
  AutomationTargetPage,
  ReferenceField,
  SpecialProperty,
  TargetInput,
  TriggerService,
} from './schema';
export { automationTargetPages } from './schema';

function readYaml(file: string): unknown {
  return parse(readFileSync(join(__dirname, file), 'utf8'));
}

export const targetsFile: TargetsFile = targetsFileSchema.parse(readYaml('targets.yaml'));
export const triggerServices: readonly TriggerService[] = triggersFileSchema.parse(
  readYaml('triggers.yaml'),
).services;

/** Route of the page that documents a target. */
export function targetPageRoute(page: AutomationTargetPage): string {
  return `/docs/topics/automations/targets/${page}`;
}

/**
 * The id an automation names a built-in target by, `{publisher}.{code}` (`odsl.email`): the publisher
 * comes from the decision `automation-target-ids` in data/decisions/.
 */
export function builtInTargetId(code: string): string {
  const publisher = decidedValue('automation-target-ids', 'builtInPublisher');
  if (typeof publisher !== 'string') throw new Error('automation-target-ids: builtInPublisher is not text');
  return `${publisher}.${code}`;
}

/** One target with its id and the label of its group: what a target page renders. */
export interface TargetSlice extends AutomationTarget {
  id: string;
  groupLabel: string;
}

export function targetSlice(code: string): TargetSlice | undefined {
  const target = targetsFile.targets.find((t) => t.code === code);
  if (!target) return undefined;
  const group = targetsFile.groups.find((g) => g.id === target.group);
  return { ...target, id: builtInTargetId(target.code), groupLabel: group?.label ?? target.group };
}

/** The targets overview: each group with the code, name, page and delivery of its targets. */
export interface TargetIndexSlice {
  groups: Array<{
    id: string;
    label: string;
    summary: string;
    targets: Array<{ code: string; id: string; name: string; href: string; delivers: string }>;
  }>;
}

export function targetIndexSlice(): TargetIndexSlice {
  return {
    groups: targetsFile.groups.map((group) => ({
      ...group,
      targets: targetsFile.targets
        .filter((t) => t.group === group.id)
        .map((t) => ({
          code: t.code,
          id: builtInTargetId(t.code),
          name: t.name,
          href: targetPageRoute(t.page),
          delivers: t.delivers,
        })),
    })),
  };
}

/** The smaller reference tables of the automation pages, by name. */
export type AutomationTableSlice =
  | { table: 'triggers'; rows: readonly TriggerService[] }
  | { table: 'special-properties'; rows: readonly SpecialProperty[] }
  | { table: 'custom-target-fields' | 'target-input-fields'; rows: readonly ReferenceField[] };

export function automationTableSlice(table: string): AutomationTableSlice | undefined {
  switch (table) {
    case 'triggers':
      return { table, rows: triggerServices };
    case 'special-properties':
      return { table, rows: targetsFile.specialProperties };
    case 'custom-target-fields':
      return { table, rows: targetsFile.customTargetFields };
    case 'target-input-fields':
      return { table, rows: targetsFile.targetInputFields };
    default:
      return undefined;
  }
}
