import { describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'yaml';
import {
  decidedValue,
  decidedValuesSlice,
  decision,
  loadDecisions,
  readDecisions,
} from '../../../data/decisions';
import { decisionsFileSchema } from '../../../data/decisions/schema';
import { findRejectedForms, globToRegExp } from '../../../lib/content/rejectedForms';
import { providers } from '../../../data/providers/providers';

const entry = (id: string, extra: Record<string, unknown> = {}): Record<string, unknown> => ({
  id,
  question: 'Which form?',
  reading: 'This one.',
  facts: [{ file: 'api-sdk-tools.yaml', key: 'rest.id_encoding' }],
  ...extra,
});

describe('the decisions list', () => {
  const decisions = loadDecisions();

  it('holds every point issue 22 names, each with facts and at least one rejected form', () => {
    const ids = decisions.map((d) => d.id);
    for (const id of [
      'saving-objects',
      'automation-target-ids',
      'report-config-create',
      'writing-events',
      'id-formats',
      'coordinate-order',
      'execution-status-case',
      'licensed-provider-ids',
      'javadocs-link',
      'rest-access-text',
    ])
      expect(ids).toContain(id);
    for (const d of decisions.filter((d) => ids.includes(d.id)))
      expect(d.rejects.length, d.id).toBeGreaterThan(0);
  });

  it('holds every contested point issue 31 names, each with facts and at least one rejected form', () => {
    for (const id of [
      'java-sign-in',
      'matlab-sign-in',
      'javadocs-link',
      'saving-objects',
      'execution-status-case',
      'dataset-attribute',
      'catalogue-data-ids',
      'report-addresses',
      'regression-predict',
      'excel-object-type-option',
      'release-notes-and-catalogue',
    ]) {
      const entry = decision(id);
      expect(entry.facts.length, id).toBeGreaterThan(0);
      expect(entry.rejects.length, id).toBeGreaterThan(0);
    }
  });

  it('gives each execution status a meaning, and the OpenAPI document names every one of them', () => {
    const { rows } = decidedValuesSlice('execution-status-case', 'statuses');
    expect(rows.map((row) => row.value)).toEqual(
      expect.arrayContaining(['triggered', 'running', 'failed', 'success', 'warning']),
    );
    for (const row of rows) expect(row.value).toBe(row.value.toLowerCase());
    const openapi = readFileSync(join(__dirname, '../../openapi/services/process-execution.yaml'), 'utf8');
    for (const row of rows) expect(openapi, row.value).toContain(`\`${row.value}\``);
    expect(() => decidedValuesSlice('automation-target-ids', 'builtInPublisher')).toThrow(/not a list/);
  });

  it('agrees with the OpenAPI document on creating report configurations and writing events', () => {
    const paths = (service: string): Record<string, Record<string, unknown>> =>
      (
        parse(readFileSync(join(__dirname, `../../openapi/services/${service}.yaml`), 'utf8')) as {
          paths: Record<string, Record<string, unknown>>;
        }
      ).paths;
    const create = decision('report-config-create').value as { method: string; path: string };
    const reportconfig = paths('reportconfig');
    expect(reportconfig[create.path]?.[create.method.toLowerCase()]).toBeDefined();
    const postPaths = (all: Record<string, Record<string, unknown>>): string[] =>
      Object.entries(all)
        .filter(([, item]) => item.post)
        .map(([path]) => path);
    expect(postPaths(reportconfig)).toEqual([create.path]);
    expect(postPaths(paths('event'))).toEqual([]);
  });

  it('names the topic file of each entry', () => {
    expect(decision('automation-target-ids').file).toBe('data/decisions/automation.yaml');
  });

  it('serves decided values and refuses unknown ones', () => {
    expect(decidedValue('automation-target-ids', 'builtInPublisher')).toBe('odsl');
    expect(() => decidedValue('automation-target-ids', 'nothing')).toThrow(/has no value "nothing"/);
    expect(() => decision('no-such-decision')).toThrow(/no decision "no-such-decision"/);
  });

  it('rejects an id used in two topic files, naming both', () => {
    const dir = mkdtempSync(join(tmpdir(), 'decisions-'));
    writeFileSync(join(dir, 'a.yaml'), JSON.stringify([entry('same-id')]));
    writeFileSync(join(dir, 'b.yaml'), JSON.stringify([entry('same-id')]));
    expect(() => readDecisions(dir)).toThrow(/"same-id" appears in a\.yaml and b\.yaml/);
  });

  it('refuses an invalid pattern, an unknown facts file and a g flag', () => {
    const bad = (extra: Record<string, unknown>): boolean =>
      decisionsFileSchema.safeParse([entry('x', extra)]).success;
    expect(bad({ rejects: [{ pattern: '(unclosed', why: 'w' }] })).toBe(false);
    expect(bad({ facts: [{ file: 'elsewhere.yaml', key: 'k' }] })).toBe(false);
    expect(bad({ rejects: [{ pattern: 'x', flags: 'g', why: 'w' }] })).toBe(false);
    expect(bad({ rejects: [{ pattern: 'x', why: 'w' }] })).toBe(true);
  });

  it('covers every licensed provider of the catalogue (BYOL and through the platform), and nothing else', () => {
    const codes = (distribution: string): string[] =>
      providers.filter((p) => p.distribution === distribution).map((p) => p.code);
    const byol = decidedValue('licensed-provider-ids', 'byolProviders') as string[];
    const licensed = decidedValue('licensed-provider-ids', 'licensedProviders') as string[];
    expect([...byol].sort()).toEqual(codes('BYOL').sort());
    expect([...licensed].sort()).toEqual(codes('LICENSED').sort());
    const [reject] = decision('licensed-provider-ids').rejects;
    const regex = new RegExp(reject?.pattern ?? '$^');
    for (const code of [...byol, ...licensed])
      expect(regex.test(`\${data:"#${code}.X:CLOSE"}`), code).toBe(true);
    for (const code of codes('FREE')) expect(regex.test(`\${data:"#${code}.X:CLOSE"}`), code).toBe(false);
    expect(regex.test('"#ICE_NL_PEAK_CALENDAR"')).toBe(false);
  });

  it('rejects a dataset query by every catalogue id whose Dataset attribute differs, and by no other', () => {
    const differ = providers.flatMap((p) => p.datasets.filter((d) => d.datasetAttribute).map((d) => d.id));
    expect(differ).toHaveLength(26);
    const listed = decidedValue('dataset-attribute', 'catalogueIdsThatDiffer') as string[];
    expect([...listed].sort()).toEqual([...differ].sort());
    const [reject] = decision('dataset-attribute').rejects;
    const regex = new RegExp(reject?.pattern ?? '$^');
    for (const provider of providers)
      for (const d of provider.datasets) {
        const query = `found = find \${object:public} where dataset = "${d.id}"`;
        expect(regex.test(query), d.id).toBe(d.datasetAttribute !== undefined);
        if (d.datasetAttribute)
          expect(regex.test(`GET /object/v1/public?dataset=${d.datasetAttribute}`), d.id).toBe(
            differ.includes(d.datasetAttribute),
          );
      }
  });

  it('covers every free provider of the catalogue when read from the private space', () => {
    const free = providers.filter((p) => p.distribution === 'FREE').map((p) => p.code);
    expect([...(decidedValue('free-provider-ids', 'freeProviders') as string[])].sort()).toEqual(free.sort());
    const [reject] = decision('free-provider-ids').rejects;
    const regex = new RegExp(reject?.pattern ?? '$^');
    for (const code of free)
      expect(regex.test(`odsl.get('data', 'private', '${code}.X:SPOT')`), code).toBe(true);
    expect(regex.test('AutomationBuilder("data", "public", "#ECB_FX.EURGBP:SPOT")')).toBe(false);
    expect(regex.test('AutomationBuilder("data", "private", "ECB_FX.EURGBP")')).toBe(true);
  });
});

describe('the rejected-forms scan', () => {
  const decisions = loadDecisions();
  const scan = (path: string, text: string) => findRejectedForms(decisions, [{ path, text }]);

  it('names file, line, entry and reason for each rejected form', () => {
    const hits = scan('docs/x.mdx', 'intro\n  "target": "email",\nab.setTarget("odsl.email")\n');
    expect(hits).toEqual([
      expect.objectContaining({
        file: 'docs/x.mdx',
        line: 2,
        id: 'automation-target-ids',
        text: '"target": "email",',
      }),
    ]);
    expect(hits[0]?.why).toMatch(/odsl\.email/);
  });

  it('catches each class the issue names, and passes the decided forms', () => {
    const rejected: Array<[string, string]> = [
      ['automation-target-ids', 'ab.setTarget("email")'],
      ['report-config-create', 'POST %%API_URL%%/report/v1'],
      ['report-config-create', '| `POST %%API_URL%%/reportconfig/v1/private` |'],
      ['writing-events', 'POST %%API_URL%%/event/v1/private'],
      ['coordinate-order', 'centre = Sphere([51.5, -0.12], 25 / 3963.2)'],
      ['coordinate-order', 'points are [lat, lon]'],
      ['execution-status-case', 'find ${exec} where status = "FAILED"'],
      ['licensed-provider-ids', '=ODSL.REFID("#ICE.TTF:SETTLE")'],
      ['id-formats', "odsl.get('data', 'private', '#ECB_FX.EURUSD:SPOT')"],
      ['id-formats', "odsl.get('data', 'public', 'ECB_FX.EURUSD:SPOT')"],
      ['javadocs-link', '[Open](%%DOCS_URL%%/apidocs/index.html)'],
      ['rest-access-text', '      readWriteNote: read only; a POST starts a run'],
      ['saving-objects', '`update` replaces the whole object with what you send.'],
      ['cron-fields', 'de.INTRADAY.cacheOptions.schedule = "0 18 * * MON-FRI"'],
      ['delete-reason', 'delete ${object:"PLANT_A"} "revert bad edit"'],
      ['report-addresses', '| Run and save | `POST %%API_URL%%/report/v1/private/{id}` |'],
      ['report-addresses', '| Tag | `PUT %%API_URL%%/report/v1/private/{id}/{version}/{tag}` |'],
      ['report-addresses', 'GET %%API_URL%%/report/v1/private/FX_SUMMARY:2024-06-07?_run=true'],
      ['java-sign-in', '`login()` is the only sign-in of the Java SDK.'],
      ['java-sign-in', 'The Java SDK signs in only interactively.'],
      ['matlab-sign-in', 'the MATLAB SDK has no API-key sign-in.'],
      [
        'sdk-recommendations',
        'choose a client with an unattended sign-in: Python. The Java SDK is for desktops.',
      ],
      ['javadocs-link', 'let the IDE download the sources and documentation of the artifact'],
      ['saving-objects', "The SDKs' `update` calls, on the other hand, store the item as you send it"],
      ['execution-status-case', 'match status = "FAILED"'],
      ['regression-predict', 'print fit.predict(target) > 33'],
      ['regression-predict', 'result methods: predict(Date)'],
      ['excel-object-type-option', '=ODSL.SERIES("MY.ID", "$type=#MarketData")'],
      ['dataset-attribute', 'found = find ${object:public} where dataset = "ENTSOE_EL_TL_ACTCF"'],
      ['dataset-attribute', 'GET %%API_URL%%/object/v1/public?dataset=TERNA_LOAD_TOTALLOAD'],
      ['catalogue-data-ids', 'values = ${data:"#ENTSO_EL.A65.A01.10YNL_L.PT15M"}'],
      [
        'sign-in-environment-variables',
        "odsl.loginWithSecret(getenv('AZ_TENANT_ID'), getenv('AZ_CLIENT_ID'), getenv('AZ_CLIENT_SECRET'));",
      ],
      ['sign-in-environment-variables', 'const tenant = process.env.AZURE_TENANT_ID;'],
      ['sign-in-environment-variables', 'export ODSL_TENANT_ID="3f2a9c1e"'],
    ];
    for (const [id, line] of rejected)
      expect(
        scan('docs/a.mdx', line).map((h) => h.id),
        line,
      ).toContain(id);
    const accepted = [
      'ab.setTarget("odsl.email")',
      '"target": "mycompany.blob-market-data",',
      'POST %%API_URL%%/reportconfig/v1',
      'POST %%API_URL%%/object/v1',
      'centre = Sphere([-0.12, 51.5], 25 / 3963.2)',
      'find ${exec} where status = "failed"',
      'quality: [UNCHECKED, VALID, FAILED]',
      "odsl.get('data', 'public', '#ECB_FX.EURUSD:SPOT')",
      "['public', 'Selects shared public items, e.g. ${calendar:public}.']",
      'GET %%API_URL%%/data/v1/public/%23ECB_FX.EURUSD:SPOT',
      'de.INTRADAY.cacheOptions.schedule = "0/15 7-17 ? * MON-FRI *"',
      "report.set_cron('0 6 * * MON-FRI * EU1')",
      'delete ${object:"PLANT_A"} log "revert bad edit"',
      'curl -X POST "%%API_URL%%/report/v1/private/DAILY_POSITIONS:2024-06-12" \\',
      '| Tag | `PUT %%API_URL%%/report/v1/private/{id}:{date}/{version}/{tag}` |',
      'GET %%API_URL%%/report/v1/private/FX_SUMMARY?_run=true&_range=between(2024-06-03,2024-06-07)',
      'odsl.loginWithSecret(System.getenv("ODSL_TID"), System.getenv("ODSL_AID"), System.getenv("ODSL_SID"));',
      "odsl.loginWithAPIKey(os.environ['ODSL_USER'], os.environ['ODSL_API_KEY'])",
      'POST /api/tenant/v1 with {"settings": {"DENY_API_KEYS": true}}',
      'print fit.predict(target.getMillis()) > 33',
      '=ODSL.SERIES("MY.ID", "$objtype=#ForeignExchange")',
      'found = find ${object:public} where dataset = "ENTSOE_EL_TL_ACTFC"',
      'values = ${data:"#ENTSO_EL.A65.A01.10YNL_L.PT15M:LOAD"}',
      'items = find ${data:public} where _objid = "#ENTSO_EL.A65.A01.10YNL_L.PT15M"',
    ];
    for (const line of accepted) expect(scan('docs/a.mdx', line), line).toEqual([]);
  });

  it('applies a reject with paths only inside them', () => {
    const decisionsWithPaths = [
      { ...decisions[0]!, id: 'only-docs', rejects: [{ pattern: 'X', why: 'w', paths: ['docs/**/*.mdx'] }] },
    ];
    expect(findRejectedForms(decisionsWithPaths, [{ path: 'docs/a/b.mdx', text: 'X' }])).toHaveLength(1);
    expect(findRejectedForms(decisionsWithPaths, [{ path: 'data/a.yaml', text: 'X' }])).toHaveLength(0);
  });

  it('reads path globs with ** across folders and * within one', () => {
    expect(globToRegExp('docs/**/*.mdx').test('docs/a/b/c.mdx')).toBe(true);
    expect(globToRegExp('docs/**/*.mdx').test('docs/c.mdx')).toBe(true);
    expect(globToRegExp('docs/*.mdx').test('docs/a/c.mdx')).toBe(false);
  });

  it('reads the topic files the same way as the loader', () => {
    const raw: unknown = parse(readFileSync(join(__dirname, '../automation.yaml'), 'utf8'));
    expect(decisionsFileSchema.safeParse(raw).success).toBe(true);
  });
});
