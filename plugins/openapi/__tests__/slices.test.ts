import { describe, expect, it } from 'vitest';
import { loadOpenApiDocument, OPENAPI_DOWNLOADS } from '../../../plugins/openapi/document';
import {
  entityAnchor,
  entityView,
  operationHeadings,
  operationView,
  serviceRows,
  serviceSummary,
  typeText,
} from '../../../plugins/openapi/slices';

const document = loadOpenApiDocument();
const link = (name: string) => `#${entityAnchor(name)}`;

describe('entityAnchor', () => {
  it('keeps the anchors other pages link to', () => {
    expect(entityAnchor('Curve')).toBe('curve-entity');
    expect(entityAnchor('TimeSeries')).toBe('time-series-entity');
  });
});

describe('typeText', () => {
  it('names entities with links, arrays with [] and formats by their type', () => {
    expect(typeText({ $ref: '#/components/schemas/Curve' }, link)).toEqual([
      { text: 'Curve', href: '#curve-entity' },
    ]);
    expect(typeText({ type: 'array', items: { $ref: '#/components/schemas/VarArg' } }, link)).toEqual([
      { text: 'VarArg[]', href: '#var-arg-entity' },
    ]);
    expect(typeText({ type: 'string', format: 'date-time' }, link)).toEqual([{ text: 'DateTime' }]);
    expect(typeText({ type: ['string', 'number'] }, link)).toEqual([{ text: 'String or Number' }]);
    expect(typeText({}, link)).toEqual([{ text: 'Any' }]);
  });
});

describe('operation views', () => {
  it('merge path and operation parameters, leaving the environment header to the summary', () => {
    const view = operationView(document, 'curve', 'get-build');
    expect(view).toMatchObject({ method: 'GET', path: '/curve/v1/build/{build}' });
    expect(view.parameters.map((p) => p.name)).toEqual(['build']);
    expect(view.response.type?.map((t) => t.text).join('')).toBe(
      'CurveBuildInformation or CurveBuildInformation[]',
    );
  });

  it('give lists their paging header and samples in tab order', () => {
    const view = operationView(document, 'calendar', 'list');
    expect(view.response.headers.map((h) => h.name)).toEqual(['x-total-count']);
    expect(view.samples.map((s) => s.value)).toEqual(['curl', 'odsl', 'python']);
  });

  it('fail loudly on an unknown anchor', () => {
    expect(() => operationView(document, 'curve', 'nope')).toThrow(/no operation `nope`/);
  });

  it('have one heading per operation, with unique anchors', () => {
    for (const tag of document.tags) {
      const anchors = operationHeadings(document, tag.name).map((h) => h.anchor);
      expect(new Set(anchors).size, tag.name).toBe(anchors.length);
    }
  });
});

describe('entity views', () => {
  it('list the fields with types and link entities documented on other pages', () => {
    const view = entityView(document, 'object', 'MasterDataObject');
    expect(view.fields.map((f) => f.name)).toContain('geolocation');
    expect(
      view.otherKeys?.type.some((t) => t.href === '/docs/api/rest/service/data#time-series-entity'),
    ).toBe(true);
    expect(view.example?.deferredLanguage).toBe('json');
    expect(view.example?.code).toContain('PLANT_ROTTERDAM');
  });

  it('show the fields a variant adds and the entity it extends', () => {
    const view = entityView(document, 'calendar', 'HolidayRuleOrdinal');
    expect(view.extends).toEqual([{ text: 'HolidayRule', href: '#holiday-rule-entity' }]);
    expect(view.fields.map((f) => f.name)).toEqual(['ordinal', 'day', 'month', 'options']);
  });
});

describe('service summaries and rows', () => {
  it('give the full base URL, the flags and the download links', () => {
    const summary = serviceSummary(document, 'process-execution');
    expect(summary.baseUrl).toMatch(/\/process-exec$/);
    expect(summary.flags.readWrite).toBe(false);
    expect(summary.downloads).toEqual(OPENAPI_DOWNLOADS);
  });

  it('list all 36 services for the overview table, each linking to its page', () => {
    const rows = serviceRows(document);
    expect(rows).toHaveLength(36);
    expect(rows.find((r) => r.name === 'curve')?.page).toBe('/docs/api/rest/service/curve');
  });
});
