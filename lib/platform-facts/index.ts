/**
 * Reads the platform facts (`../shared/platform/*.yaml`, beside the repository here and in CI) for tests that
 * hold the site's data to them. Node only. A missing file throws, so a check never passes for want of its facts.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';

/** Folder of the platform facts, beside the repository root. */
export const PLATFORM_FACTS_DIR = join(__dirname, '..', '..', '..', 'shared', 'platform');

/** One facts file, parsed, e.g. `odsl-core.yaml`. */
export function readPlatformFacts(file: string): unknown {
  return parse(readFileSync(join(PLATFORM_FACTS_DIR, file), 'utf8'));
}
