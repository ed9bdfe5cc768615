import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { loadOpenApiDocument, OPENAPI_DOWNLOADS } from './document';
import { serialiseOpenApi } from './serialise';

/**
 * Publishes the REST API document: the bundled, brand-expanded OpenAPI file that the service pages
 * are rendered from, as YAML and JSON at stable URLs of the built site (`/openapi/openapi.yaml`,
 * `/openapi/openapi.json`), for Postman, SDK generators and editors.
 */
export default function openApiPlugin(context: LoadContext): Plugin {
  return {
    name: 'openapi-document',
    getPathsToWatch() {
      return [join(context.siteDir, 'data/openapi/**/*.yaml')];
    },
    async loadContent() {
      // Validates the document before any page compiles against it.
      loadOpenApiDocument();
    },
    async postBuild({ outDir }) {
      const files = serialiseOpenApi(loadOpenApiDocument());
      const targets = {
        [OPENAPI_DOWNLOADS.yaml]: files['openapi.yaml'],
        [OPENAPI_DOWNLOADS.json]: files['openapi.json'],
      };
      for (const [route, text] of Object.entries(targets)) {
        const file = join(outDir, route);
        await mkdir(dirname(file), { recursive: true });
        await writeFile(file, text);
      }
    },
  };
}
