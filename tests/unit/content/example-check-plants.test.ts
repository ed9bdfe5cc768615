import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadDecisions } from '../../../data/decisions';
import { sharedQueryParameters } from '../../../data/openapi/sharedQueryParameters';
import { providers } from '../../../data/providers/providers';
import { loadSdkReference, type SdkName } from '../../../data/sdk';
import { apiOperations, checkHttpExample, extractHttpExamples } from '../../../lib/content/httpExamples';
import { findRejectedForms } from '../../../lib/content/rejectedForms';
import { findPublicLicensedIds, restrictedPrefixes } from '../../../lib/example-checks/licensedIds';
import { buildSdkModel, checkSdkPage } from '../../../lib/example-checks/sdkCalls';
import { extractFencedBlocks, extractOdslBlocks } from '../../../lib/odsl-checker/extract';
import { checkOdslTypes } from '../../../lib/odsl-checker/types';
import { loadOpenApiDocument } from '../../../plugins/openapi/document';
import { checkOwnHostLinks } from '../../../plugins/own-host-links/links';
import { brand } from '../../../src/brand';

const ROOT = join(__dirname, '..', '..', '..');
const operations = apiOperations(loadOpenApiDocument());
const shared = new Set(sharedQueryParameters.map((p) => p.name));

/** Each check as the site's tests run it on one page: the findings for a file and its text. */
const checks = {
  http: (file: string, text: string): string[] =>
    extractHttpExamples(file, text)
      .map((example) => checkHttpExample(example, operations, shared))
      .flatMap((failure) => (failure ? [`${failure.found}: expected ${failure.expected}`] : [])),
  odslTypes: (_file: string, text: string): string[] =>
    extractOdslBlocks(text).flatMap((block) => checkOdslTypes(block.code).map((issue) => issue.message)),
  sdk: (language: SdkName) => (_file: string, text: string) =>
    checkSdkPage(
      extractFencedBlocks(text, language).map((block) => block.code),
      buildSdkModel(loadSdkReference(language)),
    ).flatMap((result) => result.issues.map((issue) => issue.found)),
  licensedIds: (_file: string, text: string): string[] =>
    findPublicLicensedIds(text, restrictedPrefixes(providers)).map((hit) => hit.found),
  rejectedForms: (file: string, text: string): string[] =>
    findRejectedForms(loadDecisions(), [{ path: file, text }]).map((hit) => `${hit.id}: ${hit.text}`),
};

/** Serves one built page linking to `href`, as the build would, and returns the links that lead nowhere. */
const outDir = mkdtempSync(join(tmpdir(), 'plants-'));
afterAll(() => rmSync(outDir, { recursive: true, force: true }));
function ownHostLinks(_file: string, text: string): string[] {
  mkdirSync(join(outDir, 'docs'), { recursive: true });
  writeFileSync(join(outDir, 'docs', 'page.html'), text);
  return checkOwnHostLinks({
    outDir,
    routes: ['/docs/page', '/docs/sdk/java'],
    redirects: [],
    siteUrl: brand.docsUrl,
  }).broken.map((b) => b.link);
}

interface Plant {
  mistake: string;
  check: string;
  run: (file: string, text: string) => string[];
  /** A real page (or a built page's HTML), and the text to plant in it in place of `from`. */
  file: string;
  text?: string;
  from: string;
  to: string;
  /** What the finding says. */
  caught: string;
}

const plants: Plant[] = [
  {
    mistake: 'unknown path',
    check: 'HTTP examples',
    run: checks.http,
    file: 'docs/tutorials/qs/api/services.mdx',
    from: '%%API_URL%%/object/v1/private/API_QS_TEST',
    // The release left out of the path.
    to: '%%API_URL%%/object/private/API_QS_TEST',
    caught: '/object/private/API_QS_TEST: expected',
  },
  {
    mistake: 'unknown service',
    check: 'HTTP examples',
    run: checks.http,
    file: 'docs/tutorials/qs/api/services.mdx',
    from: '%%API_URL%%/object/v1/private/API_QS_TEST',
    to: '%%API_URL%%/objects/v1/private/API_QS_TEST',
    caught: '/objects/v1/private/API_QS_TEST: expected a service of the OpenAPI document',
  },
  {
    mistake: 'unknown ODSL method on a known type',
    check: 'ODSL types',
    run: checks.odslTypes,
    file: 'docs/odsl/variable/timeseries.mdx',
    text: '```odsl\nts = TimeSeries("DAILY")\nprint ts.values\n```\n',
    from: 'print ts.values',
    to: 'print ts.interpolate()',
    caught: 'TimeSeries has no method `interpolate`',
  },
  {
    mistake: 'unknown SDK method, client in the block',
    check: 'SDK calls',
    run: checks.sdk('python'),
    file: 'docs/sdk/python/getting-started.mdx',
    from: 'odsl.login()',
    to: 'odsl.signIn()',
    caught: '`.signIn(...)` on ODSL',
  },
  {
    mistake: 'unknown SDK method, client made in an earlier block',
    check: 'SDK calls',
    run: checks.sdk('python'),
    file: 'docs/sdk/python/getting-started.mdx',
    from: "odsl.list('",
    to: "odsl.find('",
    caught: '`.find(...)` on ODSL',
  },
  {
    mistake: 'unknown SDK method, no block of the page makes the client',
    check: 'SDK calls',
    run: checks.sdk('java'),
    file: 'docs/sdk/javadocs.mdx',
    from: 'ODSL odsl = new ODSL();\nodsl.login();\n',
    to: '',
    caught: 'on `odsl`, a client no block of this page makes',
  },
  {
    mistake: 'licensed id in the public space',
    check: 'licensed ids',
    run: checks.licensedIds,
    file: 'docs/tutorials/qs/api/services.mdx',
    from: '%23ECB_FX.EURUSD:SPOT',
    to: '%23ICE.IFEU.B:SETTLE',
    caught: '%23ICE.IFEU.B:SETTLE',
  },
  {
    mistake: 'own-host link',
    check: 'own-host links (build)',
    run: ownHostLinks,
    file: 'build/docs/page.html',
    text: `<a href="${brand.docsUrl}/docs/sdk/java">Java SDK</a>`,
    from: '/docs/sdk/java"',
    to: '/docs/sdk/jav"',
    caught: `${brand.docsUrl}/docs/sdk/jav`,
  },
  {
    mistake: 'rejected form',
    check: 'rejected forms',
    run: checks.rejectedForms,
    file: 'docs/tutorials/qs/api/services.mdx',
    from: '%%API_URL%%/data/v1/public/%23ECB_FX.EURUSD:SPOT',
    to: '%%API_URL%%/data/v1/public/ECB_FX.EURUSD:SPOT',
    caught: 'id-formats: ',
  },
];

/**
 * Each kind of mistake the example checks exist for, planted in a page the site has: the page as it is
 * passes its check, and the page with the mistake fails it with a finding that names the mistake.
 */
describe('a planted mistake of each kind is caught by its check', () => {
  it.each(plants.map((plant) => [plant.mistake, plant.check, plant] as const))(
    '%s: %s',
    (_mistake, _check, plant) => {
      const text = plant.text ?? readFileSync(join(ROOT, plant.file), 'utf8');
      expect(text).toContain(plant.from);
      expect(plant.run(plant.file, text)).toEqual([]);
      const planted = text.replace(plant.from, plant.to);
      const findings = plant.run(plant.file, planted);
      expect(findings.length).toBeGreaterThan(0);
      expect(findings.join('\n')).toContain(plant.caught);
    },
  );
});
