import { describe, expect, it } from 'vitest';
import { importedPath, importsOf, readSource, sourceFiles } from '../support/sourceImports';

/*
 * A plugin owns one concern and takes what it needs from the site as options, which docusaurus.config.ts
 * sets from config/: no file under plugins/ (code, scripts, servers, tests) imports config/.
 */
describe('plugins', () => {
  it('import nothing from config/: the site passes what they need as options', () => {
    const upward = sourceFiles('plugins').flatMap((file) =>
      importsOf(readSource(file))
        .filter((specifier) => {
          const path = importedPath(file, specifier);
          return path !== undefined && (path === 'config' || path.startsWith('config/'));
        })
        .map((specifier) => `${file} imports ${specifier}`),
    );
    expect(upward).toEqual([]);
  });

  it('are all read by the scan, with their imports', () => {
    const files = sourceFiles('plugins');
    expect(files).toContain('plugins/hosting/server/siteHandler.mjs');
    expect(files).toContain('plugins/llms/convertWorker.cjs');
    expect(importedPath('plugins/hosting/rules.ts', '../../config/redirects')).toBe('config/redirects');
    expect(importedPath('plugins/x/y.ts', '@site/config/env')).toBe('config/env');
    expect(importsOf('import type { A } from \'../../config/a\';\nconst b = require("./b");')).toEqual([
      '../../config/a',
      './b',
    ]);
  });
});
