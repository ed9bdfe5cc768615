import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import {
  automationTableSlice,
  automationTargetPages,
  targetIndexSlice,
  targetPageRoute,
  targetSlice,
  targetsFile,
  triggerServices,
} from '../../../data/automation';
import { targetsFileSchema, triggersFileSchema } from '../../../data/automation/schema';

const root = join(__dirname, '../../..');
const rawTargets: unknown = parse(readFileSync(join(root, 'data/automation/targets.yaml'), 'utf8'));

/** The built-in target codes of the platform facts. */
const FACT_CODES = [
  'email',
  'email_attachment',
  'teams',
  'webhook',
  'jira',
  'blob',
  'adls',
  'queue',
  'queue_subject',
  'process',
  'script',
  'report',
  'report_range',
  'curve',
  'ecurve',
  'timeseries',
  'curve_export',
  'curve_export_group',
  'qualitycheck',
  'criticalcheck',
];

function pageSource(page: string): string {
  return readFileSync(join(root, `docs/topics/automations/targets/${page}.mdx`), 'utf8');
}

describe('automation target data', () => {
  it('passes its schema', () => {
    expect(targetsFileSchema.safeParse(rawTargets).success).toBe(true);
    expect(
      triggersFileSchema.safeParse(parse(readFileSync(join(root, 'data/automation/triggers.yaml'), 'utf8')))
        .success,
    ).toBe(true);
  });

  it('holds exactly the built-in targets of the facts', () => {
    expect(targetsFile.targets.map((t) => t.code).sort()).toEqual([...FACT_CODES].sort());
  });

  it('rejects a target without a delivery, an unknown group or a repeated code', () => {
    const file = rawTargets as { targets: Array<Record<string, unknown>> };
    const [first] = file.targets;
    const withoutDelivery = { ...file, targets: [{ ...first, delivers: undefined }] };
    expect(targetsFileSchema.safeParse(withoutDelivery).success).toBe(false);
    const unknownGroup = { ...file, targets: [{ ...first, group: 'nowhere' }] };
    expect(targetsFileSchema.safeParse(unknownGroup).success).toBe(false);
    const repeated = { ...file, targets: [first, first] };
    expect(targetsFileSchema.safeParse(repeated).success).toBe(false);
  });

  it('gives every target at least one required setting with a description', () => {
    for (const target of targetsFile.targets) {
      expect(
        target.inputs.some((i) => i.required),
        target.code,
      ).toBe(true);
    }
  });

  it('renders every target on its own page, so each setting is documented', () => {
    for (const target of targetsFile.targets) {
      expect(pageSource(target.page), target.code).toContain(
        `<AutomationTargetSettings code="${target.code}" />`,
      );
    }
  });

  it('has a page for every target page name, and the overview links to each', () => {
    const hrefs = targetIndexSlice().groups.flatMap((g) => g.targets.map((t) => t.href));
    for (const page of automationTargetPages) {
      expect(() => pageSource(page)).not.toThrow();
      expect(hrefs).toContain(targetPageRoute(page));
    }
  });

  it('serves slices by code and table name, and nothing for unknown ones', () => {
    expect(targetSlice('email_attachment')?.inputs.map((i) => i.name)).toEqual([
      'to',
      'subject',
      'attachmentName',
    ]);
    expect(targetSlice('no_such_target')).toBeUndefined();
    expect(automationTableSlice('custom-target-fields')?.rows.length).toBeGreaterThan(10);
    expect(automationTableSlice('no-such-table')).toBeUndefined();
  });

  it('lists the services of the facts with their own actions', () => {
    const actions = Object.fromEntries(triggerServices.map((s) => [s.service, s.actions]));
    expect(actions.dataset).toEqual(['update', 'late', 'complete', 'missing', 'correction']);
    expect(actions.curve).toContain('build');
    expect(actions.queue).toContain('message');
    expect(triggerServices.length).toBe(37);
  });
});
