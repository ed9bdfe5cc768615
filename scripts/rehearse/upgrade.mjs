// Rehearses a Docusaurus upgrade without touching this checkout: copies the repository (no node_modules,
// no build) to a scratch folder, sets every @docusaurus/* package to the newest 3.x release on the npm
// registry, installs, type-checks and runs the unit tests, builds and runs the contract spec (tests/e2e/contract) against that build on a port
// of its own, then prints what breaks. Not part of `npm test`: it answers "what would an upgrade cost?".
//
//   npm run rehearse:upgrade                  newest 3.x
//   REHEARSE_VERSION=3.10.0 npm run ...       a given version
//   REHEARSE_DIR=/path REHEARSE_PORT=3290     where the copy lives (kept for a look afterwards) and its port
//   REHEARSE_DROP=src/theme/Navbar,...        files left out of the copy (see below)
import { execFileSync, spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import {
  buildFailures,
  latestOf,
  renameConfigKey,
  renamedConfigKey,
  summarize,
  typeErrors,
  unitFailures,
} from './report.mjs';

const ROOT = resolve(import.meta.dirname, '..', '..');
// The copy sits in a folder of its own by default, so that the platform facts can be linked beside it.
const DIR = resolve(process.env.REHEARSE_DIR ?? join(tmpdir(), `${basename(ROOT)}-rehearse`, basename(ROOT)));
const PORT = Number(process.env.REHEARSE_PORT ?? 3290);
const CONTRACT = 'tests/e2e/contract';

function step(message) {
  console.log(`\n== ${message}`);
}

/**
 * Runs a command in the copy, its output in a log file there (and its last lines printed if it fails,
 * unless the caller sums the log up itself); returns whether it succeeded.
 */
function run(label, command, args, env = {}, { showTail = true } = {}) {
  const log = join(DIR, `rehearse-${label}.log`);
  const result = spawnSync(command, args, {
    cwd: DIR,
    env: { ...process.env, ...env },
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  writeFileSync(log, `${result.stdout ?? ''}\n${result.stderr ?? ''}`);
  if (result.status !== 0 && showTail) {
    const tail = `${result.stdout ?? ''}\n${result.stderr ?? ''}`.trim().split('\n').slice(-25).join('\n');
    console.log(`${label} failed (exit ${result.status}); last lines, whole log in ${log}:\n${tail}`);
  }
  return result.status === 0;
}

async function portIsFree(port) {
  return fetch(`http://127.0.0.1:${port}/`).then(
    () => false,
    () => true,
  );
}

if (!(await portIsFree(PORT))) {
  console.error(
    `port ${PORT} already answers; the spec would test that server. Stop it or set REHEARSE_PORT.`,
  );
  process.exit(2);
}

step('newest Docusaurus 3.x on the registry');
const versions = JSON.parse(
  execFileSync('npm', ['view', '@docusaurus/core', 'versions', '--json'], { encoding: 'utf8' }),
);
const target = process.env.REHEARSE_VERSION ?? latestOf(versions, 3);
if (!target) throw new Error('the registry lists no stable 3.x release of @docusaurus/core');
const current = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).dependencies['@docusaurus/core'];
console.log(`this checkout: ${current}; rehearsing: ${target}`);

step(`copy to ${DIR}`);
// Top-level entries never copied: installed packages, builds and caches. The copy's own node_modules is
// kept between rehearsals, so a second install is quick.
const SKIPPED = /^(node_modules|build(-.*)?|\.docusaurus|\.git|test-results|rehearse-.*\.(log|json))$/;
mkdirSync(DIR, { recursive: true });
for (const entry of readdirSync(DIR)) {
  if (entry !== 'node_modules') rmSync(join(DIR, entry), { recursive: true, force: true });
}
for (const entry of readdirSync(ROOT)) {
  if (!SKIPPED.test(entry)) cpSync(join(ROOT, entry), join(DIR, entry), { recursive: true });
}
// Tests that hold data to the platform facts read ../shared beside the repository: the copy needs it too.
const facts = join(ROOT, '..', 'shared');
const factsBesideCopy = join(DIR, '..', 'shared');
if (existsSync(facts) && !existsSync(factsBesideCopy)) symlinkSync(facts, factsBesideCopy);

// Files to leave out of the copy, e.g. a swizzled component the new release no longer renders, so that
// the rehearsal gets past it to the contract: REHEARSE_DROP=src/theme/Navbar.
const dropped = (process.env.REHEARSE_DROP ?? '').split(',').filter(Boolean);
for (const path of dropped) {
  const target = resolve(DIR, path);
  if (!target.startsWith(`${DIR}/`) || !existsSync(target))
    throw new Error(`REHEARSE_DROP: no ${path} in the copy`);
  rmSync(target, { recursive: true });
}
const droppedLines = dropped.map((path) => `DROPPED ${path} from the copy (REHEARSE_DROP)`);

step(`set every @docusaurus/* package to ${target}`);
const pkgFile = join(DIR, 'package.json');
const pkg = JSON.parse(readFileSync(pkgFile, 'utf8'));
const changed = [];
for (const field of ['dependencies', 'devDependencies']) {
  for (const name of Object.keys(pkg[field] ?? {})) {
    if (!name.startsWith('@docusaurus/')) continue;
    pkg[field][name] = target;
    changed.push(name);
  }
}
writeFileSync(pkgFile, `${JSON.stringify(pkg, null, 2)}\n`);
console.log(changed.join(', '));

step('install (npm install in the copy; this checkout and its lockfile are untouched)');
if (!run('install', 'npm', ['install', '--no-audit', '--no-fund'])) process.exit(1);

// Type errors and unit tests name the file and line that broke, which a failed build seldom does: both
// run before the build, and what they find is summed up with the rest whatever the build does.
/** Type check and unit tests in the copy: the summary's lines for them, and whether either failed. */
function checkCopy(when) {
  step(`type check (tsc) in the copy${when}`);
  const typesPassed = run(
    'typecheck',
    'npx',
    ['tsc', '-p', '.', '--pretty', 'false'],
    {},
    { showTail: false },
  );
  const typeLog = readFileSync(join(DIR, 'rehearse-typecheck.log'), 'utf8');
  const typeLines = typesPassed
    ? []
    : typeErrors(typeLog).length > 0
      ? typeErrors(typeLog)
      : [`TSC failed without a type error line; see ${join(DIR, 'rehearse-typecheck.log')}`];
  console.log(typesPassed ? 'no type errors' : `${typeLines.length} type errors`);

  step(`unit tests (vitest) in the copy${when}`);
  const unitReport = join(DIR, 'rehearse-unit.json');
  rmSync(unitReport, { force: true });
  run(
    'unit',
    'npx',
    ['vitest', 'run', '--reporter=json', `--outputFile=${unitReport}`],
    {},
    { showTail: false },
  );
  const unitResults = existsSync(unitReport) ? JSON.parse(readFileSync(unitReport, 'utf8')) : undefined;
  const unitLines = unitResults
    ? unitFailures(unitResults, DIR)
    : [`UNIT the unit tests did not run; see ${join(DIR, 'rehearse-unit.log')}`];
  const unitCount = unitResults
    ? `unit tests: ${unitResults.numPassedTests} passed, ${unitResults.numFailedTests} failed`
    : 'unit tests: did not run';
  console.log(unitCount);
  return {
    lines: [
      `${typesPassed ? 'type check: no errors' : `type check: ${typeLines.length} errors`}${when}`,
      ...typeLines,
      `${unitCount}${when}`,
      ...unitLines,
    ],
    failed: !typesPassed || !unitResults || unitLines.length > 0,
  };
}

let checks = checkCopy('');

step('build');
// A key the new version renamed stops the build before anything else shows: rename it in the copy (as
// the upgrade would) and build again, and report it with the rest.
const migrations = [];
let built = run('build', 'npm', ['run', 'build'], {}, { showTail: false });
for (
  let renamed;
  !built && (renamed = renamedConfigKey(readFileSync(join(DIR, 'rehearse-build.log'), 'utf8')));
) {
  const configFile = join(DIR, 'docusaurus.config.ts');
  const source = readFileSync(configFile, 'utf8');
  const migrated = renameConfigKey(source, renamed);
  if (migrated === source || migrations.length >= 5) break;
  writeFileSync(configFile, migrated);
  migrations.push(`config key ${renamed.from} renamed to ${renamed.to}`);
  console.log(`renamed ${renamed.from} to ${renamed.to} in the copy's config; building again`);
  built = run('build', 'npm', ['run', 'build'], {}, { showTail: false });
}
// The checks ran on the config as it was; once renamed, they run again on the config the upgrade keeps.
if (migrations.length > 0) checks = checkCopy(' (after the migration)');
const { lines: checkLines, failed: checksFailed } = checks;
const migrationLines = migrations.map(
  (line) => `MIGRATED ${line} (the build failed until then; the upgrade must do the same)`,
);
if (!built || !existsSync(join(DIR, 'build', 'index.html'))) {
  const log = readFileSync(join(DIR, 'rehearse-build.log'), 'utf8');
  console.log(
    `\nSUMMARY: Docusaurus ${target} does not build; whole log in ${join(DIR, 'rehearse-build.log')}.`,
  );
  console.log([...droppedLines, ...migrationLines, ...checkLines, ...buildFailures(log)].join('\n'));
  process.exit(1);
}

step(`contract spec on port ${PORT}`);
const reportFile = join(DIR, 'rehearse-contract.json');
run(
  'contract',
  'npx',
  ['playwright', 'test', '-c', 'tests/e2e/playwright.config.ts', CONTRACT, '--reporter=json'],
  { E2E_PORT: String(PORT), PLAYWRIGHT_JSON_OUTPUT_NAME: reportFile, CI: '1' },
);
if (!existsSync(reportFile)) {
  console.log(`\nSUMMARY: the contract spec did not run; see ${join(DIR, 'rehearse-contract.log')}.`);
  console.log([...droppedLines, ...migrationLines, ...checkLines].join('\n'));
  process.exit(1);
}
const summary = summarize(JSON.parse(readFileSync(reportFile, 'utf8')));
console.log(`\nSUMMARY for Docusaurus ${target} (copy in ${DIR}):`);
console.log([...droppedLines, ...migrationLines, ...checkLines, ...summary.lines].join('\n'));
// A renamed key is part of the upgrade's cost, reported above, not a failure: the copy built once renamed.
process.exit(summary.failed > 0 || checksFailed ? 1 : 0);
