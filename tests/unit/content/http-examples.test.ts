import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadOpenApiDocument } from '../../../plugins/openapi/document';
import { sharedQueryParameters } from '../../../data/openapi/sharedQueryParameters';
import { listScannedFiles } from '../../../lib/content/rejectedForms';
import {
  apiOperations,
  checkHttpExample,
  extractHttpExamples,
  formatFailure,
  httpTarget,
  serviceRecordExamples,
} from '../../../lib/content/httpExamples';
import { odslServices } from '../../../data/odsl/services';

const root = join(__dirname, '../../..');

/** Pages, blog posts and the YAML records that hold examples (the OpenAPI code samples, SDK records, tutorials). */
const files = listScannedFiles(root).filter((path) => /^(docs|blog)\/.*\.mdx?$|^data\/.*\.ya?ml$/.test(path));
const servicesFile = 'data/odsl/services.ts';
const examples = [
  ...files.flatMap((path) => extractHttpExamples(path, readFileSync(join(root, path), 'utf8'))),
  // The REST calls each ODSL service page lists.
  ...serviceRecordExamples(servicesFile, readFileSync(join(root, servicesFile), 'utf8'), odslServices),
];
const operations = apiOperations(loadOpenApiDocument());
const shared = new Set(sharedQueryParameters.map((p) => p.name));

/**
 * Every request a page shows matches an operation of the OpenAPI document (data/openapi): method, path
 * template and query parameters (declared, shared, or field filters on a list).
 */
describe('HTTP examples against the OpenAPI document', () => {
  it('reads the requests of every kind', () => {
    const kinds = new Set(examples.map((e) => e.kind));
    expect([...kinds].sort()).toEqual(['curl', 'http', 'inline', 'record', 'sdk']);
    expect(examples.length).toBeGreaterThan(500);
  });

  it('checks every request on the API and leaves only other hosts out', () => {
    const skipped = examples.flatMap((example) => {
      const target = httpTarget(example.url);
      return target.on === 'api' ? [] : [`${example.file}:${example.line} ${target.reason}: ${example.url}`];
    });
    // The sign-in service of the identity provider and the reader's own webhook receiver.
    expect(skipped).toEqual([
      'docs/tutorials/qs/api/security.mdx:54 another host: https://login.microsoftonline.com/$ODSL_TID/oauth2/v2.0/token',
      'docs/tutorials/qs/api/security.mdx:79 another host: https://login.microsoftonline.com/$ODSL_TID/oauth2/v2.0/token',
      'docs/tutorials/subscribing/subscribe-webhook.mdx:46 another host: http://localhost:8080/market-data',
      'docs/tutorials/unattended-sign-in.mdx:60 another host: https://login.microsoftonline.com/$ODSL_TID/oauth2/v2.0/token',
    ]);
  });

  it('finds every request on an operation', () => {
    const failures = examples
      .map((example) => checkHttpExample(example, operations, shared))
      .filter((failure) => failure !== null)
      .map(formatFailure);
    expect(failures).toEqual([]);
  });
});
