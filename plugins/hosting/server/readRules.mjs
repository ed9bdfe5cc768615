// Reads the serving rules that the plugin wrote into a build (see ../policy.ts and ../cache.mjs).
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
