import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { odslServices } from '../../../data/odsl/services';
import { odslCalendarKinds, periodCodeGroups, periodCodes } from '../../../data/odsl/calendars';
import { checkOdslService } from '../../../data/odsl/servicesSchema';

const root = join(__dirname, '..', '..', '..');

/** `/docs/odsl/service/csv` -> `<root>/docs/odsl/service/csv.mdx`. */
function pageFile(slug: string): string {
  return join(root, `${slug}.mdx`);
}

describe('odslServices data', () => {
  it('has a valid, complete entry for every service', () => {
    const problems = odslServices.flatMap((service) => checkOdslService(service));
    expect(problems).toEqual([]);
  });

  it('rejects an entry that misses a required field', () => {
    const { summary: _dropped, ...withoutSummary } = odslServices[0];
    void _dropped;
    expect(checkOdslService(withoutSummary)).toContain(`${odslServices[0].name}: missing or empty summary`);
  });

  it('rejects an entry whose slug does not match its name', () => {
    const wrong = { ...odslServices[0], slug: '/docs/odsl/service/other' };
    expect(checkOdslService(wrong).length).toBeGreaterThan(0);
  });

  it('rejects a REST call without a leading slash', () => {
    const wrong = { ...odslServices[0], rest: [{ method: 'GET', path: 'object/v1', description: 'x' }] };
    expect(checkOdslService(wrong).length).toBeGreaterThan(0);
  });

  it('names every service once', () => {
    const names = odslServices.map((s) => s.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('has a page for every service', () => {
    const missing = odslServices.filter((s) => !existsSync(pageFile(s.slug))).map((s) => s.slug);
    expect(missing).toEqual([]);
  });

  it('covers the 34 services of the reference', () => {
    expect(odslServices.length).toBe(34);
  });
});

describe('calendar data', () => {
  it('links every calendar kind that has a page to an existing page', () => {
    const missing = odslCalendarKinds
      .filter((k) => k.slug !== '' && !existsSync(pageFile(k.slug)))
      .map((k) => k.slug);
    expect(missing).toEqual([]);
  });

  it('gives every calendar kind at least one constructor', () => {
    expect(odslCalendarKinds.every((k) => k.constructors.length > 0)).toBe(true);
  });

  it('puts every period code in a known group with an example and at least one form', () => {
    const groups = new Set(periodCodeGroups.map((g) => g.id));
    const bad = periodCodes.filter(
      (c) => !groups.has(c.group) || c.example === '' || (c.absolute === '' && c.relative === ''),
    );
    expect(bad).toEqual([]);
  });

  it('has no duplicate period code examples', () => {
    const examples = periodCodes.map((c) => c.group + c.example);
    expect(new Set(examples).size).toBe(examples.length);
  });
});

describe('ServiceReference related labels', () => {
  it('strips the docs and odsl prefixes only', async () => {
    const { pageLabel } = await import('../../../src/components/ServiceReference/labels');
    expect(pageLabel('/docs/odsl/dm/workflow')).toBe('dm/workflow');
    expect(pageLabel('/docs/data/fx')).toBe('data/fx');
  });
});
