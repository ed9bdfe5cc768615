import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dataSliceLoaders } from '../../../config/dataSlices';
import { sharedQueryParameters } from '../../../data/openapi/sharedQueryParameters';
import {
  apiOperations,
  checkHttpExample,
  extractHttpExamples,
  formatFailure,
} from '../../../lib/content/httpExamples';
import { listScannedFiles } from '../../../lib/content/rejectedForms';
import { checkOdsl } from '../../../lib/odsl-checker';
import { loadOpenApiDocument } from '../../../plugins/openapi/document';
import { brand } from '../../../src/brand';
import type { ProviderReadExampleData } from '../../../src/components/ProviderReadExample';
import { providerReadCode } from '../../../src/components/ProviderReadExample/code';

const root = join(__dirname, '../../..');
const operations = apiOperations(loadOpenApiDocument());
const shared = new Set(sharedQueryParameters.map((p) => p.name));

/** Every page that shows a provider's read example, with the provider code it names. */
const uses = listScannedFiles(root)
  .filter((path) => /^docs\/.*\.mdx$/.test(path))
  .flatMap((path) =>
    [...readFileSync(join(root, path), 'utf8').matchAll(/<ProviderReadExample\s+code="([^"]+)"/g)].map(
      (match) => ({ path, code: match[1] ?? '' }),
    ),
  );

/** What a page shows: the code built from the slice its build gives it. */
function shown(code: string) {
  const data = dataSliceLoaders.ProviderReadExample?.({ code }) as ProviderReadExampleData;
  return providerReadCode(data, brand.apiBaseUrl);
}

/**
 * The read examples provider pages build from data are checked like the examples written in pages: the
 * ODSL by the syntax checker, the request against the OpenAPI document.
 */
describe('provider read examples', () => {
  it('are found on the provider pages', () => {
    expect(uses.length).toBeGreaterThan(30);
  });

  it('pass the ODSL checker and match an operation of the OpenAPI document', () => {
    const problems = uses.flatMap(({ path, code }) => {
      const { odsl, http } = shown(code);
      const odslProblems = checkOdsl(odsl).map(
        (issue) => `${path} (${code}) [${issue.rule}] ${issue.message}`,
      );
      const httpProblems = extractHttpExamples(path, `\`\`\`http\n${http}\n\`\`\``)
        .map((example) => checkHttpExample(example, operations, shared))
        .filter((failure) => failure !== null)
        .map(formatFailure);
      return [...odslProblems, ...httpProblems];
    });
    expect(problems).toEqual([]);
  });

  it('would catch a request the document does not hold', () => {
    const data: ProviderReadExampleData = {
      datasetId: 'ECB_FX',
      datasetName: 'ECB rates',
      space: 'public',
      id: '#ECB_FX.EURUSD',
      hasProperty: false,
    };
    const { http } = providerReadCode(data, brand.apiBaseUrl);
    const planted = http.replace('_objid', '_objectid');
    const failures = extractHttpExamples('docs/planted.mdx', `\`\`\`http\n${planted}\n\`\`\``)
      .map((example) => checkHttpExample(example, operations, shared))
      .filter((failure) => failure !== null);
    expect(failures).toHaveLength(1);
  });
});
