// Pure helpers of the upgrade rehearsal (upgrade.mjs), apart so that they are unit-tested.

/** The newest stable release of a major version in an npm version list, or undefined. */
export function latestOf(versions, major) {
  const stable = versions
    .map((version) => /^(\d+)\.(\d+)\.(\d+)$/.exec(version))
    .filter((match) => match && Number(match[1]) === major)
    .map((match) => [Number(match[2]), Number(match[3]), match[0]]);
  stable.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  return stable.at(-1)?.[2];
}

/** The first line of a test error that says what went wrong, without terminal colours. */
function firstLine(message = '') {
  // eslint-disable-next-line no-control-regex
  const plain = message.replace(/\u001b\[[0-9;]*m/g, '');
  return (
    plain
      .split('\n')
      .map((line) => line.trim())
      .find((line) => line && !line.startsWith('expect(')) ?? ''
  );
}

/** Failed tests of a Playwright JSON report, one line each (file, title, first line of the error). */
export function summarize(report) {
  const failures = [];
  let passed = 0;
  const visit = (suite, file) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const last = test.results?.at(-1);
        if (!last || last.status === 'skipped') continue;
        if (last.status === 'passed') passed++;
        else
          failures.push(
            `FAIL ${file} › ${spec.title}\n     ${firstLine(last.error?.message ?? last.status)}`,
          );
      }
    }
    for (const child of suite.suites ?? []) visit(child, child.file ?? file);
  };
  for (const suite of report.suites ?? []) visit(suite, suite.file ?? suite.title);
  for (const error of report.errors ?? []) failures.push(`ERROR ${firstLine(error.message)}`);
  return {
    passed,
    failed: failures.length,
    lines: [`${passed} passed, ${failures.length} failed`, ...failures],
  };
}

/** A config key the new version renamed, from its build error: `{ from, to }` (dotted paths), or undefined. */
export function renamedConfigKey(buildLog) {
  const match = /Docusaurus config `([\w.]+)` has been renamed to `([\w.]+)`/.exec(buildLog);
  return match ? { from: match[1], to: match[2] } : undefined;
}

/** The config source with a renamed key's last segment renamed where it is an object key. */
export function renameConfigKey(source, { from, to }) {
  const oldKey = from.split('.').at(-1);
  const newKey = to.split('.').at(-1);
  return source.replace(new RegExp(`\\b${oldKey}(?=\\s*:)`, 'g'), newKey);
}

/**
 * Why a build failed, one line per cause: pages that cannot be rendered grouped by their error (with a
 * few of their paths), else the build's first error line.
 */
export function buildFailures(buildLog) {
  const byCause = new Map();
  const pattern = /Can't render static file for pathname "([^"]+)"[\s\S]*?\[cause\]: (.+)/g;
  for (const [, path, cause] of buildLog.matchAll(pattern)) {
    byCause.set(cause.trim(), [...(byCause.get(cause.trim()) ?? []), path]);
  }
  if (byCause.size > 0) {
    return [...byCause].map(([cause, paths]) => {
      const pages = paths.length === 1 ? '1 page fails' : `${paths.length} pages fail`;
      const some = `${paths.slice(0, 3).join(', ')}${paths.length > 3 ? ', …' : ''}`;
      return `BUILD ${pages} to render: ${cause} (${some})`;
    });
  }
  const error = buildLog.split('\n').find((line) => /\[ERROR\]|^Error:/.test(line));
  return [`BUILD ${error?.trim() ?? 'failed; no error line found'}`];
}
