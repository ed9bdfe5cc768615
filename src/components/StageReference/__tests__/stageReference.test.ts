import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import * as z from 'zod';
import { describe, expect, it, vi } from 'vitest';
import { dataSliceLoaders } from '../../../../config/dataSlices';
import { odslStages } from '../../../../data/odsl/stages';
import { readPlatformFacts } from '../../../../lib/platform-facts';
import StageIndex, { type StageIndexRow, UNSURE_PURPOSE_NOTE } from '../../StageIndex';
import StageReference, { type StageReferenceData } from '..';

// The site's aliases are not set up under vitest: the same table, and a plain link for Docusaurus's router link.
vi.mock('@site/src/components/DataTable', () => import('../../DataTable'));
vi.mock('@docusaurus/Link', () => ({
  default: ({ to, href, children }: { to?: string; href?: string; children?: ReactNode }) =>
    createElement('a', { href: to ?? href }, children),
}));

const ROOT = join(__dirname, '..', '..', '..', '..');

const StageFactsSchema = z.object({
  stages: z.object({ list: z.array(z.object({ name: z.string(), unsure: z.boolean().optional() })) }),
});
const stageFacts = StageFactsSchema.parse(readPlatformFacts('odsl-core.yaml')).stages.list;

function render(data: StageReferenceData): string {
  return renderToStaticMarkup(createElement(StageReference, { name: data.name, data }));
}

const HEDGE = /<p [^>]*role="note"[^>]*>.*?follows the database&#x27;s <code>\$(\w+)<\/code> stage/;

describe('StageReference', () => {
  it('marks a stage unsure exactly where the platform facts do, and knows every stage they list', () => {
    const records = new Map(odslStages.map((s) => [s.name, s.unsure]));
    const problems = stageFacts.flatMap((fact) => {
      if (!records.has(fact.name)) return [`${fact.name}: no stage record`];
      const unsure = fact.unsure === true;
      return records.get(fact.name) === unsure ? [] : [`${fact.name}: facts say unsure=${unsure}`];
    });
    expect(problems).toEqual([]);
  });

  it('renders the hedge on the page of every unsure stage, and on no other', () => {
    const problems = odslStages.flatMap((stage) => {
      const data = dataSliceLoaders.StageReference!({ name: stage.name }) as StageReferenceData;
      const hedge = HEDGE.exec(render(data));
      if (stage.unsure && hedge?.[1] !== stage.name)
        return [`${stage.name}: unsure but rendered without a hedge`];
      if (!stage.unsure && hedge) return [`${stage.name}: hedged though its facts are sure`];
      return [];
    });
    expect(problems).toEqual([]);
  });

  it('sits on the page of every stage, so no unsure stage page goes without its hedge', () => {
    const missing = odslStages.filter((stage) => {
      const file = join(ROOT, 'docs', `${stage.href.replace(/^\/docs\//, '')}.mdx`);
      return (
        !existsSync(file) || !readFileSync(file, 'utf8').includes(`<StageReference name="${stage.name}" />`)
      );
    });
    expect(missing.map((s) => s.name)).toEqual([]);
  });

  it('says in the stage index which purposes follow the database stage', () => {
    const rows = dataSliceLoaders.StageIndex!({}) as StageIndexRow[];
    const html = renderToStaticMarkup(createElement(StageIndex, { data: rows }));
    const problems = rows.flatMap((stage) => {
      const row = html.slice(html.indexOf(`<code>${stage.name}</code>`)).split('</tr>')[0];
      return row.includes(UNSURE_PURPOSE_NOTE) === stage.unsure
        ? []
        : [`${stage.name}: unsure=${stage.unsure}`];
    });
    expect(problems).toEqual([]);
  });

  it('renders a hedge for a stage data marked unsure (plant)', () => {
    const sure = dataSliceLoaders.StageReference!({ name: 'lookup' }) as StageReferenceData;
    expect(HEDGE.exec(render({ ...sure, unsure: false }))).toBeNull();
    expect(HEDGE.exec(render({ ...sure, unsure: true }))?.[1]).toBe('lookup');
  });
});
