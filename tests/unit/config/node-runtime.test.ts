import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

interface PackageJson {
  engines: { node: string };
  devDependencies: Record<string, string>;
}

const pkg = JSON.parse(readFileSync(join(__dirname, '../../../package.json'), 'utf8')) as PackageJson;

// The npm package `node` (an exact devDependency) puts its binary first on every npm script's PATH,
// so the site builds and tests on that Node whatever Node the machine has.
describe('the Node that runs the site', () => {
  it('is the devDependency `node`, pinned exactly', () => {
    expect(pkg.devDependencies.node).toMatch(/^\d+\.\d+\.\d+$/);
  });

  // `engines` says which Node may run npm (the README's "20 or later"), not the site's: pinned to the
  // site's version, npm warned EBADENGINE on every machine the README calls fine. It must admit the
  // site's own Node.
  it('is admitted by `engines`, a lower bound for the Node that runs npm', () => {
    const floor = /^>=(\d+)$/.exec(pkg.engines.node);
    expect(floor, `engines.node ${pkg.engines.node} is not ">=<major>"`).not.toBeNull();
    expect(Number(pkg.devDependencies.node.split('.')[0])).toBeGreaterThanOrEqual(Number(floor![1]));
  });

  it('is a supported LTS line (22 or 24), with type definitions of the same major', () => {
    const major = pkg.devDependencies.node.split('.')[0];
    expect(['22', '24']).toContain(major);
    expect(pkg.devDependencies['@types/node'].split('.')[0]).toBe(major);
  });

  // npm scripts and npx both put node_modules/.bin first on PATH, and vitest starts with `env node`.
  it('runs these tests', () => {
    expect(process.version).toBe(`v${pkg.devDependencies.node}`);
  });
});
