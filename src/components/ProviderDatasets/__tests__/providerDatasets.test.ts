import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { dataSliceLoaders } from '../../../../config/dataSlices';
import { providers } from '../../../../data/providers/providers';
import { distributionLabels } from '../../../../data/providers/queries';
import { type Dataset, DatasetSchema } from '../../../../data/providers/schema';
import ProviderDatasets, { type ProviderDatasetsData } from '..';

// The site's aliases are not set up under vitest: the same table, and a plain link for Docusaurus's router link.
vi.mock('@site/src/components/DataTable', () => import('../../DataTable'));
vi.mock('@docusaurus/Link', () => ({
  default: ({ to, href, children }: { to?: string; href?: string; children?: ReactNode }) =>
    createElement('a', { href: to ?? href }, children),
}));

function render(code: string, data: ProviderDatasetsData): string {
  return renderToStaticMarkup(createElement(ProviderDatasets, { code, data }));
}

/** The text a reader sees in one dataset's section of the rendered list. */
function sectionText(html: string, id: string): string {
  const opening = html.indexOf(`aria-labelledby="dataset-${id}"`);
  if (opening < 0) return '';
  const start = html.indexOf('>', opening) + 1;
  const end = html.indexOf('</section>', start);
  return html
    .slice(start, end)
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'");
}

/** The texts a field's value must show on the page: every element of a list, every key and value of a map. */
function expectedTexts(field: keyof Dataset, value: unknown, space?: string): string[] {
  if (field === 'exampleIds') return (value as string[]).map((id) => (space === 'public' ? `#${id}` : id));
  if (field === 'subdatasets') {
    return (value as NonNullable<Dataset['subdatasets']>).flatMap((part) =>
      [
        part.id,
        part.name,
        part.exampleId && (space === 'public' ? `#${part.exampleId}` : part.exampleId),
      ].filter((text): text is string => Boolean(text)),
    );
  }
  if (field === 'clearingCodes') {
    return (value as NonNullable<Dataset['clearingCodes']>).flatMap((entry) => Object.values(entry));
  }
  if (field === 'distribution') return [distributionLabels[value as NonNullable<Dataset['distribution']>]];
  if (field === 'form') return value === 'curve' ? ['forward curves'] : [String(value)];
  if (field === 'sourceUrl' || field === 'licenceUrls') {
    return ([] as string[])
      .concat(value as string)
      .map((url) => url.replace(/^https?:\/\//, '').replace(/\/$/, ''));
  }
  if (Array.isArray(value)) return value.map(String);
  if (value !== null && typeof value === 'object') return Object.entries(value).flat();
  return [String(value)];
}

/** Fields of a record the page leaves out, as `DATASET field: "text"`; the kind shows in the table row. */
function missingFields(
  html: string,
  datasets: readonly Dataset[],
  spaceOf: (id: string) => string | undefined,
) {
  const missing: string[] = [];
  for (const dataset of datasets) {
    const text = sectionText(html, dataset.id);
    for (const [field, value] of Object.entries(dataset) as [keyof Dataset, unknown][]) {
      if (value === null || value === undefined) continue;
      // The kind shows in the table row; the form reads "as forward curves", or starts the value.
      const where = (field === 'kind' ? html : text).toLowerCase();
      for (const expected of expectedTexts(field, value, spaceOf(dataset.id))) {
        if (!where.includes(expected.toLowerCase())) missing.push(`${dataset.id} ${field}: "${expected}"`);
      }
    }
  }
  return missing;
}

const everyField: Dataset = {
  id: 'ACME_EL_DA',
  name: 'Acme day-ahead power',
  datasetAttribute: 'ACME_EL_DAYAHEAD',
  kind: 'Day-ahead',
  frequency: 'Hourly',
  exampleIds: ['ACME.EL.NL.DA', 'ACME.EL.BE.DA'],
  schedule: '12:45 CET daily',
  distribution: 'BYOL',
  section: 'Day-ahead market',
  storedType: 'Electricity',
  form: 'curve',
  market: 'Day Ahead',
  category: 'Prices',
  datasetType: 'Power Day Ahead',
  product: 'Base load',
  location: 'Netherlands',
  unit: 'MWH',
  currency: 'EUR',
  timezone: 'CET',
  publication: 'by 12:00 CET',
  daylightSaving: '23- and 25-hour days stored in UTC',
  profile: 'VOL',
  quoteCalendar: 'HNL',
  holidayCalendar: 'HTR',
  expiryCalendar: 'REOD',
  expiryCalendars: { Weekend: 'RWKD' },
  validation: 'missing hours checked against HNL',
  idPattern: 'ACME.EL.<country>.DA',
  reserveTypes: ['FCR', 'aFRR'],
  subdatasets: [{ id: 'ACME_EL_DA_NL', name: 'Dutch day-ahead', exampleId: 'ACME.EL.NL.DA.H' }],
  contractCodes: { NLB: 'Dutch base load futures' },
  clearingCodes: [{ issuer: 'ACME NL BL', code: 'F7B', location: 'Netherlands' }],
  productNames: { BASIS: 'Base load' },
  elementCodes: { P: 'price' },
  attributes: { Zone: 'bidding zone code' },
  sourceFiles: ['day-ahead results'],
  sourceUrl: 'https://www.acme.example/day-ahead',
  licenceUrls: ['https://www.acme.example/licence'],
};

describe('ProviderDatasets', () => {
  it('is given a record with every field the schema defines', () => {
    expect(Object.keys(everyField).sort()).toEqual(Object.keys(DatasetSchema.shape).sort());
  });

  it('renders every field of a record that sets them all', () => {
    const { distribution, ...rest } = everyField;
    const html = render('ACME', {
      name: 'Acme',
      datasets: [
        {
          ...rest,
          space: 'private',
          licence: { label: distributionLabels[distribution!], anchor: 'bring-your-own-licence' },
        },
      ],
    });
    expect(missingFields(html, [everyField], () => 'private')).toEqual([]);
  });

  it('shows example ids of licensed data without the public `#`, and free ones with it', () => {
    const { distribution: _licence, ...fields } = everyField;
    const base = { ...fields, exampleIds: ['ACME.EL.NL.DA'] };
    const privateHtml = render('ACME', { name: 'Acme', datasets: [{ ...base, space: 'private' }] });
    expect(sectionText(privateHtml, base.id)).not.toContain('#ACME.EL.NL.DA');
    const publicHtml = render('ACME', { name: 'Acme', datasets: [{ ...base, space: 'public' }] });
    expect(sectionText(publicHtml, base.id)).toContain('#ACME.EL.NL.DA');
  });

  it('leaves out the rows of fields a record does not hold', () => {
    const html = render('ACME', {
      name: 'Acme',
      datasets: [{ id: 'ACME_X', name: 'X', kind: 'Spot', frequency: null, exampleIds: [], schedule: null }],
    });
    expect(sectionText(html, 'ACME_X').replace(/\s+/g, ' ').trim()).toBe('ACME_X X');
    expect(html).not.toContain('<dd></dd>');
  });

  it('catches a field the page leaves out', () => {
    const { distribution: _licence, ...fields } = everyField;
    const html = render('ACME', {
      name: 'Acme',
      datasets: [{ ...fields, unit: 'MW' }],
    });
    expect(missingFields(html, [everyField], () => 'private')).toEqual([
      'ACME_EL_DA distribution: "Bring your own licence"',
      'ACME_EL_DA unit: "MWH"',
    ]);
  });
});

describe('every provider page', () => {
  const pages = join(process.cwd(), 'docs/company');

  it('places its provider datasets', () => {
    const placed = readdirSync(pages)
      .filter((file) => file !== 'index.mdx' && file.endsWith('.mdx'))
      .map(
        (file) =>
          /<ProviderDatasets code="([A-Za-z0-9]+)"/.exec(readFileSync(join(pages, file), 'utf8'))?.[1],
      );
    expect(placed.sort()).toEqual(providers.map((provider) => provider.code).sort());
  });

  it('shows every field each dataset record holds', () => {
    const missing = providers.flatMap((provider) => {
      const data = dataSliceLoaders.ProviderDatasets!({ code: provider.code }) as ProviderDatasetsData;
      const spaces = new Map(data.datasets.map((dataset) => [dataset.id, dataset.space]));
      return missingFields(render(provider.code, data), provider.datasets, (id) => spaces.get(id)).map(
        (entry) => `${provider.code} ${entry}`,
      );
    });
    expect(missing).toEqual([]);
  });
});
