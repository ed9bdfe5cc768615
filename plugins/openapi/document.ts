import { openApiDocumentSchema, type OpenApiDocument } from '../../data/openapi/schema';
import { bundleOpenApi } from './bundle';

/** Where the built site publishes the document; stable URLs that pages link to. */
export const OPENAPI_DOWNLOADS = {
  yaml: '/openapi/openapi.yaml',
  json: '/openapi/openapi.json',
} as const;

let cached: OpenApiDocument | undefined;

/**
 * The bundled, brand-expanded REST API document, validated against the site's schema.
 * Read once per process: the build compiles 36 service pages from it.
 */
export function loadOpenApiDocument(): OpenApiDocument {
  cached ??= openApiDocumentSchema.parse(bundleOpenApi());
  return cached;
}
