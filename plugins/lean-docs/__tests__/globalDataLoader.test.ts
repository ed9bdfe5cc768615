import { createRequire } from 'node:module';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GLOBAL_DATA_FILE } from '../index';
import { DOCS_PLUGIN, globalDataFile, runFixture, type FixtureOutput } from './fixtureSite';

const require = createRequire(import.meta.url);
const loader = require('../globalDataLoader.cjs') as ((
  this: { resourcePath: string },
  source: string,
) => string) & {
  compactGlobalData: (data: unknown, file?: string) => unknown;
  expandGlobalDocs: (data: unknown) => unknown;
};

interface GlobalDoc {
  id: string;
  path: string;
  sidebar?: string;
  unlisted?: boolean;
}

type GlobalData = Record<string, Record<string, { versions: { path: string; docs?: GlobalDoc[] }[] }>>;

// `.docusaurus/globalData.json` as Docusaurus writes it for the docs plugin alone (`plain`) and wrapped
// by lean-docs (`lean`), on fixture/.
let plain: string;
let lean: string;
let leanOutput: FixtureOutput;

let runError: unknown;

beforeAll(async () => {
  try {
    const [plainOutput, leanRun] = await Promise.all([
      runFixture({ lean: false }),
      runFixture({ lean: true }),
    ]);
    leanOutput = leanRun;
    plain = globalDataFile(plainOutput);
    lean = globalDataFile(leanRun);
  } catch (error) {
    runError = error;
  }
});

// A guard that fires on the fixture fails every test by name, with its message.
beforeEach(() => {
  if (runError) throw runError;
});

const FILE = '/site/.docusaurus/globalData.json';

/** The module the loader writes, run as the browser would run it. */
function load(source: string): GlobalData {
  const js = loader.call({ resourcePath: FILE }, source).replace('export default ', 'return ');
  return new Function(js)() as GlobalData;
}

const docsOf = (data: GlobalData): GlobalDoc[] => data[DOCS_PLUGIN]!.default!.versions[0]!.docs!;

describe('the compact global data, on the docs plugin’s real global data (fixture/)', () => {
  it('gives the browser exactly the global data the docs plugin alone writes', () => {
    expect(load(lean)).toEqual(JSON.parse(plain));
  });

  it('keeps what the docs plugin writes of each doc: id, path, sidebar, and `unlisted`', () => {
    const docs = docsOf(load(lean));
    expect(docs.find((doc) => doc.id === 'manual/guides/preview')).toEqual({
      id: 'manual/guides/preview',
      path: '/docs/manual/guides/preview',
      sidebar: 'manual',
      unlisted: true,
    });
    expect(docs.find((doc) => doc.id === 'manual/guides/configure')?.path).toBe('/docs/configure-it');
    expect(docs.find((doc) => doc.id === 'orphan')).toEqual({ id: 'orphan', path: '/docs/orphan' });
    expect(docs.find((doc) => doc.id === '/category/kb')?.sidebar).toBe('kb');
  });

  it('gives back the global data of a site without an unlisted doc too', () => {
    const listed = JSON.stringify(
      JSON.parse(lean, (key, value: unknown) => (key === 'unlisted' ? undefined : value)),
    );
    expect(listed).not.toContain('unlisted');
    expect(load(listed)).toEqual(JSON.parse(listed));
  });

  it('is smaller: no doc’s path when it is the version path and its id, nor its sidebar when the common one', () => {
    const compact = JSON.stringify(loader.compactGlobalData(JSON.parse(lean)));
    expect(compact.length).toBeLessThan(lean.length);
    expect(lean).toContain('"/docs/kb/cron"');
    expect(compact).not.toContain('"/docs/kb/cron"');
    expect(compact.match(/"manual"/g)?.length).toBeLessThan(lean.match(/"manual"/g)!.length);
  });

  it('fails naming the plugin and the file when the docs global data changes shape', () => {
    const renamed = lean.replace(/"docs":/g, '"docList":');
    expect(renamed).not.toBe(lean);
    expect(() => load(renamed)).toThrow(
      /^lean-docs: no docs versions with a path and docs \(id, path\) under "docusaurus-plugin-content-docs" in \/site\/\.docusaurus\/globalData\.json/,
    );
    const withoutPaths = JSON.stringify(
      JSON.parse(lean, (key, value: unknown) => (key === 'path' ? undefined : value)),
    );
    expect(() => load(withoutPaths)).toThrow(/^lean-docs: no docs versions with a path and docs/);
    expect(() => loader.compactGlobalData({ other: {} })).toThrow(/^lean-docs: no docs versions/);
  });

  it('applies to the generated global data only', () => {
    expect(leanOutput.globalData).toBeDefined();
    expect(GLOBAL_DATA_FILE.test('/site/.docusaurus/globalData.json')).toBe(true);
    expect(GLOBAL_DATA_FILE.test('/site/.docusaurus/registry.js')).toBe(false);
  });
});
