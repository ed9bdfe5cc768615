import { readFileSync } from 'node:fs';
import Module, { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { describe, expect, it } from 'vitest';
import pluginLiteralRouteMatch, { REACT_ROUTER_FILE } from '../index';

const require = createRequire(import.meta.url);
const literalRouteMatch = require('../literalRouteMatch.cjs') as (
  this: { resourcePath: string } | void,
  source: string,
) => string;

type MatchPath = (pathname: string, options?: unknown) => unknown;

const routerPackage = require.resolve('react-router/package.json');
const cjsFile = require.resolve('react-router/cjs/react-router.js');

/** react-router's CommonJS build, as published or as the loader rewrites it. */
function loadMatchPath(rewrite: boolean): MatchPath {
  const source = readFileSync(cjsFile, 'utf8');
  const mod = new Module(cjsFile) as Module & {
    _compile(code: string, filename: string): void;
    paths: string[];
  };
  mod.filename = cjsFile;
  mod.paths = (Module as unknown as { _nodeModulePaths(dir: string): string[] })._nodeModulePaths(
    dirname(cjsFile),
  );
  mod._compile(rewrite ? literalRouteMatch(source) : source, cjsFile);
  return (mod.exports as { matchPath: MatchPath }).matchPath;
}

const original = loadMatchPath(false);
const patched = loadMatchPath(true);

const PATHS = [
  '',
  '/',
  '/docs',
  '/docs/',
  '/docs//',
  '/Docs',
  '/docs/odsl/command/print',
  '/docs/company/EEX',
  '/docs/x.md',
  '/blog/tags/:tag',
  '/docs/:id?',
  '/docs/*',
  '*',
  '/docs/(odsl|api)',
  '/docs/a\\:b',
  '/docs/café',
];
const PATHNAMES = [
  '',
  '/',
  '/docs',
  '/docs/',
  '/DOCS',
  '/docs//',
  '/docsx',
  '/docs/odsl/command/print',
  '/docs/odsl/command/print/',
  '/docs/odsl/command/PRINT',
  '/docs/odsl/command/printx',
  '/docs/company/eex',
  '/docs/x.md',
  '/docs/xxmd',
  '/blog/tags/odsl',
  '/docs/odsl',
  '/docs/api',
  '/docs/a:b',
  '/docs/café',
  '/docs/caf%C3%A9',
  '/docs/K',
];

describe('literal route matching', () => {
  it('applies to both react-router builds, in server rendering and in the browser', () => {
    const plugin = pluginLiteralRouteMatch();
    for (const isServer of [true, false]) {
      const config = plugin.configureWebpack?.({} as never, isServer, {} as never, {} as never) as {
        module: { rules: Array<{ test: RegExp; use: Array<{ loader: string }> }> };
      };
      expect(config.module.rules.map((rule) => rule.use[0]!.loader.split(/[\\/]/).pop())).toEqual([
        'literalRouteMatch.cjs',
      ]);
    }
    expect(REACT_ROUTER_FILE.test('/x/node_modules/react-router/cjs/react-router.js')).toBe(true);
    expect(REACT_ROUTER_FILE.test('/x/node_modules/react-router-dom/esm/react-router-dom.js')).toBe(false);
  });

  it('answers as react-router does for every path, option and pathname', () => {
    let compared = 0;
    for (const path of PATHS)
      for (const exact of [true, false])
        for (const strict of [true, false])
          for (const sensitive of [true, false])
            for (const pathname of PATHNAMES) {
              const options = { path, exact, strict, sensitive };
              expect(patched(pathname, options), `${pathname} ~ ${JSON.stringify(options)}`).toEqual(
                original(pathname, options),
              );
              compared += 1;
            }
    for (const pathname of PATHNAMES) {
      expect(patched(pathname, '/docs')).toEqual(original(pathname, '/docs'));
      expect(patched(pathname, ['/blog', '/docs'])).toEqual(original(pathname, ['/blog', '/docs']));
      expect(patched(pathname, { path: ['/blog', '/docs'], exact: true })).toEqual(
        original(pathname, { path: ['/blog', '/docs'], exact: true }),
      );
      expect(patched(pathname)).toEqual(original(pathname));
    }
    expect(compared).toBe(PATHS.length * 8 * PATHNAMES.length);
  });

  it('rewrites the build the bundler takes, and fails loudly when matchPath changes shape', () => {
    const { module: esmEntry } = JSON.parse(readFileSync(routerPackage, 'utf8')) as { module: string };
    expect(REACT_ROUTER_FILE.test(`/x/node_modules/react-router/${esmEntry}`)).toBe(true);
    const esm = readFileSync(require.resolve(`react-router/${esmEntry}`), 'utf8');
    expect(literalRouteMatch(esm)).toContain('if (cannotMatchLiteral(pathname, options)) return null;');
    const changed = '/x/node_modules/react-router/esm/react-router.js';
    expect(() => literalRouteMatch.call({ resourcePath: changed }, 'function matchPath(a, b) {}')).toThrow(
      `literal-route-match: the opening of react-router's matchPath was not found in ${changed}`,
    );
  });
});
