import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { odslServices } from '../services';
import { odslCalendarKinds } from '../calendars';
import { schemaProblems } from '../../schema';
import { OdslCalendarKindSchema, OdslServiceSchema } from '../schema';

const root = join(__dirname, '..', '..', '..');

/** `/docs/odsl/service/csv` -> `<root>/docs/odsl/service/csv.mdx`. */
function pageFile(slug: string): string {
  return join(root, `${slug}.mdx`);
}

describe('odslServices data', () => {
  it('has a valid, complete entry for every service', () => {
    expect(schemaProblems(z.array(OdslServiceSchema), odslServices)).toEqual([]);
  });

  it('rejects an entry that misses a required field', () => {
    const { summary: _dropped, ...withoutSummary } = odslServices[0];
    void _dropped;
    expect(schemaProblems(OdslServiceSchema, withoutSummary)).toEqual([expect.stringMatching(/^summary: /)]);
  });

  it('rejects an entry whose slug does not match its name', () => {
    const wrong = { ...odslServices[0], slug: '/docs/odsl/service/other' };
    expect(schemaProblems(OdslServiceSchema, wrong)).toEqual([expect.stringMatching(/^slug: must be/)]);
  });

  it('rejects a REST call without a leading slash', () => {
    const wrong = { ...odslServices[0], rest: [{ method: 'GET', path: 'object/v1', description: 'x' }] };
    expect(schemaProblems(OdslServiceSchema, wrong)).toEqual([expect.stringMatching(/^rest\.0\.path: /)]);
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
  it('matches its schemas', () => {
    expect(schemaProblems(z.array(OdslCalendarKindSchema), odslCalendarKinds)).toEqual([]);
  });

  it('links every calendar kind that has a page to an existing page', () => {
    const missing = odslCalendarKinds
      .filter((k) => k.slug !== '' && !existsSync(pageFile(k.slug)))
      .map((k) => k.slug);
    expect(missing).toEqual([]);
  });
});
