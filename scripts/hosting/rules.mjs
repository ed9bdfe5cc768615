// Reads the serving rules that plugins/hosting wrote into a build (see config/hosting.ts).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export function readHostingRules(dir) {
  const file = join(dir, '.hosting', 'headers.json');
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`${file} is missing or unreadable: build the site first (npm run build)`, {
      cause: error,
    });
  }
}

export function cacheControlFor(rules, pathname) {
  const hashed = rules.cache.immutablePaths.some((pattern) => new RegExp(pattern).test(pathname));
  return hashed ? rules.cache.immutable : rules.cache.revalidate;
}
