import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { httpMethods } from '../../../data/openapi/schema';
import { checkOdsl, formatIssues } from '../../../lib/odsl-checker';
import { bundleOpenApi } from '../../../plugins/openapi/bundle';
import { loadOpenApiDocument } from '../../../plugins/openapi/document';
import { operationsOf } from '../../../plugins/openapi/slices';
import { brand } from '../../../src/brand';

const root = join(__dirname, '../../..');
const document = loadOpenApiDocument();

interface FactsInventory {
  services: Record<string, { base: string; operations: string[] }>;
  total: number;
}
const facts = parse(readFileSync(join(__dirname, 'facts-operations.yaml'), 'utf8')) as FactsInventory;

/** A path with every templated segment blanked, so `{key}`, `{ondate}` and `{key}:{ondate}` compare equal. */
const shape = (path: string): string =>
  path
    .split('/')
    .map((segment) => (segment.includes('{') ? '{}' : segment))
    .join('/');

function factShapes(service: string): string[] {
  const { base, operations } = facts.services[service];
  return operations.map((entry) => {
    const [method, path = ''] = entry.split(' ');
    const full = path ? `${base}/${path.replace('{release}', 'v1')}` : base;
    return `${method} ${shape(full)}`;
  });
}

function documentShapes(service: string): string[] {
  return operationsOf(document, service).map(({ method, path }) => `${method.toUpperCase()} ${shape(path)}`);
}

/**
 * Calls the document describes beyond the facts' operation lists, each backed by another fact of the
 * same service: notes, special calls or `_function` calls.
 */
const FROM_OTHER_FACTS: Record<string, string[]> = {
  automationtarget: ['POST /automationtarget/v1/{}'], // publish: POST {release}/{publisher.code}?_publish=true
  curve: ['GET /curve/v1/{}', 'GET /curve/v1/{}/{}'], // curve functions, GET {release}/...?_function=NAME
  dataset: ['GET /dataset/v1/{}'], // dataset functions, /dataset/v1/{id|prefix|ondate}?_function=NAME
  event: ['GET /event/v1/{}/{}/{}'], // versions and tags: GET .../{id}/*, /{n}, /{tag}
  extension: ['POST /extension/v1/public', 'POST /extension/v1/private'], // publish, install or upgrade
};

describe('the REST API document', () => {
  it('passes the site schema after bundling (zod, in loadOpenApiDocument)', () => {
    expect(document.openapi).toBe('3.1.0');
  });

  it('has every service of the facts as a tag, and no other', () => {
    expect(document.tags.map((t) => t.name).sort()).toEqual(Object.keys(facts.services).sort());
    expect(document.tags).toHaveLength(36);
  });

  it('covers the 284 operations of the facts', () => {
    expect(Object.values(facts.services).flatMap((s) => s.operations)).toHaveLength(facts.total);
    expect(facts.total).toBe(284);
    const missing = Object.keys(facts.services).flatMap((service) => {
      const have = new Set(documentShapes(service));
      return factShapes(service).filter((s) => !have.has(s));
    });
    expect(missing).toEqual([]);
  });

  it('describes no call that no fact supports', () => {
    const extra = Object.keys(facts.services).flatMap((service) => {
      const known = new Set([...factShapes(service), ...(FROM_OTHER_FACTS[service] ?? [])]);
      return documentShapes(service)
        .filter((s) => !known.has(s))
        .map((s) => `${service}: ${s}`);
    });
    expect(extra).toEqual([]);
  });

  it('gives each service its base path and every path the release segment', () => {
    for (const tag of document.tags) {
      const base = tag['x-odsl-service'].basePath;
      expect(base).toBe(facts.services[tag.name].base);
      for (const { path } of operationsOf(document, tag.name)) {
        expect(path === base || path.startsWith(`${base}/v1`), path).toBe(true);
      }
    }
  });

  it('has unique operation ids that start with their service', () => {
    const ids = Object.values(document.paths).flatMap((item) =>
      httpMethods.flatMap((m) => (item[m] ? [item[m].operationId] : [])),
    );
    expect(new Set(ids).size).toBe(ids.length);
    for (const tag of document.tags) {
      for (const { operation } of operationsOf(document, tag.name)) {
        expect(operation.operationId.startsWith(`${tag.name}-`), operation.operationId).toBe(true);
      }
    }
  });

  it('lists as entities only schemas it defines', () => {
    for (const tag of document.tags) {
      for (const name of tag['x-odsl-service'].entities)
        expect(document.components.schemas, name).toHaveProperty(name);
    }
  });

  it('expands the brand tokens from src/brand.ts', () => {
    expect(document.servers[0].url).toBe(brand.apiBaseUrl);
    expect(JSON.stringify(document)).not.toMatch(/%%[A-Z_]+%%/);
  });
});

describe('the code samples of each operation', () => {
  const all = document.tags.flatMap((tag) => operationsOf(document, tag.name));

  it('request the operation they document, with curl', () => {
    const wrong = all.flatMap(({ method, path, operation }) => {
      const curl = operation['x-codeSamples'][0].source;
      const url = /"([^"]+)"/.exec(curl)?.[1] ?? '';
      const requested = new URL(url).pathname.replace(new URL(brand.apiBaseUrl).pathname, '');
      const pattern = new RegExp(
        `^${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}$`,
      );
      const verb = /-X (\w+)/.exec(curl)?.[1] ?? 'GET';
      return pattern.test(requested) && verb === method.toUpperCase()
        ? []
        : [`${operation.operationId}: ${verb} ${requested}`];
    });
    expect(wrong).toEqual([]);
  });

  it('send JSON bodies that parse', () => {
    for (const { operation } of all) {
      const body = /-d '([\s\S]*)'$/.exec(operation['x-codeSamples'][0].source)?.[1];
      if (body !== undefined) expect(() => JSON.parse(body), operation.operationId).not.toThrow();
    }
  });

  it('write ODSL that passes the example checker', () => {
    const bad = all.flatMap(({ operation }) =>
      operation['x-codeSamples']
        .filter((s) => s.label === 'ODSL')
        .map((s) => ({ id: operation.operationId, issues: checkOdsl(s.source) }))
        .filter((r) => r.issues.length > 0)
        .map((r) => `${r.id}: ${formatIssues(r.issues)}`),
    );
    expect(bad).toEqual([]);
  });

  it('call the SDKs only through the calls they have', () => {
    for (const { operation } of all) {
      for (const sample of operation['x-codeSamples']) {
        if (sample.label === 'Python') expect(sample.source).toMatch(/odsl\.(list|get|update)\(/);
        if (sample.label === 'Java') expect(sample.source).toMatch(/odsl\.(get|update)\(/);
      }
    }
  });
});

describe('the source files', () => {
  const dir = join(root, 'data/openapi');
  const files = ['openapi.yaml', ...readdirSync(join(dir, 'services')).map((f) => `services/${f}`)];

  it('spell no brand value, only tokens', () => {
    const literal = [brand.apiBaseUrl, brand.docsUrl, brand.supportUrl, brand.productName];
    for (const file of files) {
      const text = readFileSync(join(dir, file), 'utf8');
      for (const value of literal) expect(text.includes(value), `${file} spells ${value}`).toBe(false);
    }
  });

  it('are all reached from the root document', () => {
    const bundled = bundleOpenApi();
    const servicePaths = readdirSync(join(dir, 'services')).flatMap((file) =>
      Object.keys((parse(readFileSync(join(dir, 'services', file), 'utf8')) as { paths: object }).paths),
    );
    expect(Object.keys(bundled.paths as object).sort()).toEqual(servicePaths.sort());
  });
});
