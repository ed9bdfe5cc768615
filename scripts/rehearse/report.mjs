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

/** Text without its terminal colour codes. */
function withoutColours(text) {
  // eslint-disable-next-line no-control-regex
  return text.replace(/\u001b\[[0-9;]*m/g, '');
}

/**
 * One line for a test error: its custom message if any, then the first problem it lists (the first
 * item of a received list, as the contract's checks return them) or what was not found.
 */
export function errorSummary(message = '') {
  const lines = withoutColours(message)
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  const heading = lines[0] ?? '';
  const custom = /^Error: expect\(/.test(heading) ? '' : heading.replace(/^Error: /, '');
  const items = lines.filter((line) => /^\+\s+"/.test(line)).map((line) => line.replace(/^\+\s+|,$/g, ''));
  let detail = '';
  if (items.length > 0) {
    let first = items[0];
    try {
      first = JSON.parse(first);
    } catch {
      // Not a JSON string: keep it as printed.
    }
    detail = items.length > 1 ? `${first} (and ${items.length - 1} more)` : first;
  } else {
    detail = lines.slice(1).find((line) => /^Error: |^Received:|^Expected:/.test(line)) ?? '';
  }
  return [custom, detail].filter(Boolean).join(': ') || heading;
}

/** Failed tests of a Playwright JSON report: file and title, then what went wrong in one line. */
export function summarize(report) {
  const failures = [];
  let passed = 0;
  const visit = (suite, file) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        // A test's status says whether it did what it should: `expected` covers an expected failure.
        if (test.status === 'skipped') continue;
        if (test.status !== 'unexpected') {
          passed++;
          continue;
        }
        const last = test.results?.at(-1);
        failures.push(
          `FAIL ${file} › ${spec.title}\n     ${errorSummary(last?.error?.message ?? last?.status)}`,
        );
      }
    }
    for (const child of suite.suites ?? []) visit(child, child.file ?? file);
  };
  for (const suite of report.suites ?? []) visit(suite, suite.file ?? suite.title);
  for (const error of report.errors ?? []) failures.push(`ERROR ${errorSummary(error.message)}`);
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

/** Type errors of `tsc --pretty false` output, one line each: file, line and message. */
export function typeErrors(tscLog) {
  const pattern = /^(.+?)\((\d+),\d+\): error (TS\d+): (.+)$/gm;
  return [...tscLog.matchAll(pattern)].map(
    ([, file, line, code, message]) => `TSC ${file}:${line} ${code} ${message.trim()}`,
  );
}

/**
 * Failed unit tests of a vitest JSON report, one line each: the test file and the line the failure points
 * at in it (from the error's stack), the test's name and the error's first line. A file that failed
 * before any test ran (an import that no longer resolves) is named with its error.
 */
export function unitFailures(report, root) {
  const relative = (file) => (file.startsWith(`${root}/`) ? file.slice(root.length + 1) : file);
  const lineIn = (file, message) => {
    const escaped = file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return new RegExp(`${escaped}:(\\d+):\\d+`).exec(message)?.[1];
  };
  const firstLine = (message = '') =>
    withoutColours(message)
      .split('\n')
      .map((line) => line.trim())
      .find(Boolean) ?? '';
  const failures = [];
  for (const result of report.testResults ?? []) {
    const file = result.name;
    const failed = (result.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failed) {
      const message = test.failureMessages?.join('\n') ?? '';
      const line = lineIn(file, message) ?? test.location?.line;
      failures.push(
        `UNIT ${relative(file)}${line ? `:${line}` : ''} › ${test.fullName ?? test.title}: ${firstLine(message)}`,
      );
    }
    if (failed.length === 0 && result.status === 'failed') {
      const line = lineIn(file, result.message ?? '');
      failures.push(`UNIT ${relative(file)}${line ? `:${line}` : ''}: ${firstLine(result.message)}`);
    }
  }
  return failures;
}
