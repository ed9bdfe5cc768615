import { describe, expect, it } from 'vitest';
import {
  buildFailures,
  latestOf,
  renameConfigKey,
  renamedConfigKey,
  summarize,
  typeErrors,
  unitFailures,
} from '../report.mjs';

describe('latestOf', () => {
  it('picks the newest stable release of the major, by number not by text', () => {
    const versions = ['2.4.3', '3.9.2', '3.10.0-rc.1', '3.10.2', '3.10.10', '4.0.0', '4.0.0-alpha.1'];
    expect(latestOf(versions, 3)).toBe('3.10.10');
  });

  it('gives undefined when the major has no stable release', () => {
    expect(latestOf(['4.0.0-alpha.1', '2.0.0'], 3)).toBeUndefined();
  });
});

describe('summarize', () => {
  const outcome = (status: string, message?: string) => ({
    tests: [{ status, results: [{ status: 'failed', ...(message && { error: { message } }) }] }],
  });
  const listDiff =
    '\u001b[2mError: /docs/kb/usa\u001b[22m\n\nexpect(received).toEqual(expected) // deep equality\n\n' +
    '- Expected  - 1\n+ Received  + 4\n\n- Array []\n+ Array [\n' +
    '+   "visible breadcrumbs [] do not start at \\"Knowledge Base\\"",\n' +
    '+   "BreadcrumbList [] does not start at \\"Knowledge Base\\"",\n+ ]';

  it('counts what did as it should, expected failures too, and names each unexpected result', () => {
    const report = {
      suites: [
        {
          title: 'contract/reader.spec.ts',
          file: 'contract/reader.spec.ts',
          specs: [
            {
              title: 'Knowledge Base: a leaf page shows its breadcrumbs',
              ...outcome('unexpected', listDiff),
            },
            { title: 'cards', ...outcome('expected') },
            { title: 'over budget at landing', ...outcome('expected', 'Error: first visit over') },
          ],
          suites: [{ title: 'inner', specs: [{ title: 'skipped one', ...outcome('skipped') }] }],
        },
      ],
    };
    const summary = summarize(report);
    expect(summary.passed).toBe(2);
    expect(summary.failed).toBe(1);
    expect(summary.lines).toEqual([
      '2 passed, 1 failed',
      'FAIL contract/reader.spec.ts › Knowledge Base: a leaf page shows its breadcrumbs\n' +
        '     /docs/kb/usa: visible breadcrumbs [] do not start at "Knowledge Base" (and 1 more)',
    ]);
  });

  it('says what a locator did not find', () => {
    const message =
      'Error: breadcrumbs on /docs/x\n\nexpect(locator).toBeVisible() failed\n\nLocator: getByRole(...)\n' +
      'Expected: visible\nTimeout: 10000ms\nError: element(s) not found';
    expect(
      summarize({
        suites: [{ file: 'a.spec.ts', specs: [{ title: 't', ...outcome('unexpected', message) }] }],
      }).lines[1],
    ).toBe('FAIL a.spec.ts › t\n     breadcrumbs on /docs/x: Expected: visible');
  });

  it('reports errors outside any test, such as a spec that does not load', () => {
    expect(summarize({ suites: [], errors: [{ message: 'Error: Cannot find module' }] }).lines).toEqual([
      '0 passed, 1 failed',
      'ERROR Cannot find module',
    ]);
  });
});

describe('renamed config keys', () => {
  const log =
    '[ERROR] Error: The Docusaurus config `future.experimental_faster` has been renamed to `future.faster`. Please update';

  it('reads the rename from the build error, and nothing from another error', () => {
    expect(renamedConfigKey(log)).toEqual({ from: 'future.experimental_faster', to: 'future.faster' });
    expect(renamedConfigKey('[ERROR] Error: something else')).toBeUndefined();
  });

  it('renames the key where it is an object key, not where the name appears in text', () => {
    const source = `future: {\n  experimental_faster: true,\n},\n// experimental_faster.ssgWorkerThreads needs it`;
    expect(renameConfigKey(source, { from: 'future.experimental_faster', to: 'future.faster' })).toBe(
      `future: {\n  faster: true,\n},\n// experimental_faster.ssgWorkerThreads needs it`,
    );
  });
});

describe('buildFailures', () => {
  const page = (path: string, cause: string) =>
    `Error: Can't render static file for pathname "${path}"\n    at generateStaticFile\n  [cause]: Error: ${cause}\n    at x`;

  it('groups pages that cannot be rendered by their error', () => {
    const log = [
      page('/docs/a', 'useTabsContext() must be used within a Tabs component'),
      page('/docs/b', 'useTabsContext() must be used within a Tabs component'),
      page('/docs/c', 'boom'),
    ].join('\n');
    expect(buildFailures(log)).toEqual([
      'BUILD 2 pages fail to render: Error: useTabsContext() must be used within a Tabs component (/docs/a, /docs/b)',
      'BUILD 1 page fails to render: Error: boom (/docs/c)',
    ]);
  });

  it('gives the first error line of any other failure', () => {
    expect(buildFailures('[INFO] building\n[ERROR] Error: Invalid sidebar file\n  at y')).toEqual([
      'BUILD [ERROR] Error: Invalid sidebar file',
    ]);
  });
});

describe('typeErrors', () => {
  it('names the file, line and message of each type error', () => {
    const log =
      "src/theme/Tabs/index.tsx(22,3): error TS2305: Module '\"@docusaurus/theme-common/internal\"' has no exported member 'useTabs'.\n" +
      'Found 1 error.';
    expect(typeErrors(log)).toEqual([
      "TSC src/theme/Tabs/index.tsx:22 TS2305 Module '\"@docusaurus/theme-common/internal\"' has no exported member 'useTabs'.",
    ]);
  });
});

describe('unitFailures', () => {
  const root = '/tmp/copy';
  it('names the test file and the line the failure points at, and a file that failed to load', () => {
    const report = {
      testResults: [
        {
          name: '/tmp/copy/plugins/x/__tests__/x.test.ts',
          status: 'failed',
          assertionResults: [
            { status: 'passed', fullName: 'x works' },
            {
              status: 'failed',
              fullName: 'x keeps its shape',
              failureMessages: [
                'AssertionError: expected 1 to be 2\n    at /tmp/copy/plugins/x/__tests__/x.test.ts:14:7',
              ],
            },
          ],
        },
        {
          name: '/tmp/copy/src/y/__tests__/y.test.ts',
          status: 'failed',
          message: "Failed to resolve import '@theme/Gone'",
          assertionResults: [],
        },
      ],
    };
    expect(unitFailures(report, root)).toEqual([
      'UNIT plugins/x/__tests__/x.test.ts:14 › x keeps its shape: AssertionError: expected 1 to be 2',
      "UNIT src/y/__tests__/y.test.ts: Failed to resolve import '@theme/Gone'",
    ]);
  });
});
