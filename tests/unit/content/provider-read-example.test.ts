import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { dataSliceLoaders } from '../../../config/dataSlices';
import { loadDecisions } from '../../../data/decisions';
import { providers } from '../../../data/providers/providers';
import { readableExample } from '../../../data/providers/queries';
import { findRejectedForms } from '../../../lib/content/rejectedForms';
import ProviderReadExample, {
  type ProviderReadExampleData,
} from '../../../src/components/ProviderReadExample';

const pageOf = (code: string): string =>
  readFileSync(join(__dirname, '../../../docs/company', `${code}.mdx`), 'utf8');

/** The "Load the data" section of a provider page, up to the next section. */
function loadSection(page: string): string {
  const start = page.indexOf('\n## Load the data\n');
  if (start < 0) return '';
  const next = page.indexOf('\n## ', start + 1);
  return page.slice(start, next < 0 ? undefined : next);
}

describe('provider pages read one of their ids', () => {
  for (const provider of providers) {
    const readable = readableExample(provider) !== undefined;
    it(`${provider.code} ${readable ? 'reads an example id in' : 'has no example id for'} "Load the data"`, () => {
      const element = `<ProviderReadExample code="${provider.code}" />`;
      if (readable) expect(loadSection(pageOf(provider.code))).toContain(element);
      else expect(pageOf(provider.code)).not.toContain('<ProviderReadExample');
    });
  }
});

// The site's aliases are not set up under vitest: the brand module itself, and a plain block for the theme's code block.
vi.mock('@site/src/brand', () => import('../../../src/brand'));
vi.mock('@docusaurus/Link', () => ({
  default: ({ to, children }: { to: string; children?: ReactNode }) =>
    createElement('a', { href: to }, children),
}));
vi.mock('@theme/CodeBlock', () => ({
  default: ({ children }: { children?: ReactNode }) => createElement('pre', null, children),
}));

/** The text a reader sees in the rendered "read one id" step of a provider page. */
function readStepText(code: string): string {
  const data = dataSliceLoaders.ProviderReadExample!({ code }) as ProviderReadExampleData;
  return renderToStaticMarkup(createElement(ProviderReadExample, { code, data }))
    .replace(/<[^>]+>/g, '')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&');
}

describe('the read step of every provider page follows the decisions', () => {
  const decisions = loadDecisions();
  const readable = providers.filter((provider) => readableExample(provider) !== undefined);

  it('reads values by a data id with a property, and lists an object-only id first (catalogue-data-ids)', () => {
    for (const provider of readable) {
      const text = readStepText(provider.code);
      const hits = findRejectedForms(decisions, [{ path: `docs/company/${provider.code}.mdx`, text }]);
      expect(
        hits.map((hit) => `${hit.id}: ${hit.text}`),
        provider.code,
      ).toEqual([]);
      const { exampleId } = readableExample(provider)!;
      if (exampleId.includes(':')) expect(text, provider.code).toMatch(/\$\{data:"[^"]+:[^"]+"\}/);
      else expect(text, provider.code).toContain(`where _objid = "`);
    }
  });

  it('is caught by the scan when it reads an object id as data', () => {
    const planted = 'values = ${data:"#ENTSO_EL.A65.A01.10YNL_L.PT15M"}';
    const hits = findRejectedForms(decisions, [{ path: 'docs/company/ENTSOE.mdx', text: planted }]);
    expect(hits.map((hit) => hit.id)).toEqual(['catalogue-data-ids']);
  });
});
