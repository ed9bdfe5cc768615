import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { Prism } from 'prism-react-renderer';
import { describe, expect, it } from 'vitest';
import { grammarReady, loadGrammar } from '../deferred';
import pluginPrismLanguages, { DEFERRED_MODULE } from '../index';
import { PAGE_LANGUAGES } from '../languages';

const require = createRequire(import.meta.url);
const grammars = [...new Set(Object.values(PAGE_LANGUAGES))];
const source = (file: string): string => readFileSync(join(__dirname, '..', 'deferred', file), 'utf8');

describe('deferred grammars', () => {
  it('has a browser loader and a server import for every grammar', () => {
    for (const grammar of grammars) {
      expect(source('index.ts')).toContain(`${grammar}: () => import('../client/${grammar}')`);
      expect(source('server.ts')).toContain(`import '../client/${grammar}';`);
    }
  });

  it('registers a grammar when it is loaded, and is ready at once for a language without one', async () => {
    expect(grammarReady('text')).toBe(true);
    expect(grammarReady('yml')).toBe(false);
    await loadGrammar('yml');
    expect(grammarReady('yaml')).toBe(true);
    expect(Prism.languages.yaml).toBeDefined();
  });

  it('is replaced by the server module in the server build only', () => {
    const rules = (isServer: boolean) =>
      (
        pluginPrismLanguages().configureWebpack!({}, isServer, {} as never, undefined) as {
          module: { rules: { test: RegExp; use: { loader: string }[] }[] };
        }
      ).module.rules;
    expect(rules(false).some((rule) => rule.test === DEFERRED_MODULE)).toBe(false);
    const server = rules(true).find((rule) => rule.test === DEFERRED_MODULE)!;
    expect(DEFERRED_MODULE.test(join(__dirname, '..', 'deferred', 'index.ts'))).toBe(true);
    const loader = require(server.use[0]!.loader) as () => string;
    expect(loader()).toBe("export * from './server';\n");
  });
});
