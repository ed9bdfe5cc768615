/**
 * Writes the expanded, bundled REST API document for `redocly lint` (npm run lint:openapi).
 * The site build publishes the same document through plugins/openapi.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { bundleOpenApi } from '../../plugins/openapi/bundle';
import { serialiseOpenApi } from '../../plugins/openapi/serialise';

const outDir = join(__dirname, '../../node_modules/.cache/openapi');
mkdirSync(outDir, { recursive: true });
const document = bundleOpenApi();
for (const [name, text] of Object.entries(serialiseOpenApi(document)))
  writeFileSync(join(outDir, name), text);
console.log(`wrote ${join(outDir, 'openapi.yaml')} and openapi.json`);
