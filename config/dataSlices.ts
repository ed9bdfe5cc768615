import type { SliceLoader } from '../plugins/remark-data-slice';
import { loadOpenApiDocument } from '../plugins/openapi/document';
import { entityView, operationView, serviceRows, serviceSummary } from '../plugins/openapi/slices';

/**
 * Which JSX elements get a data slice at compile time, and where it comes from
 * (see `plugins/remark-data-slice/README.md`). Loaders run in Node at build time only.
 */
export const dataSliceLoaders: Readonly<Record<string, SliceLoader>> = {
  // REST reference, from the OpenAPI document (data/openapi): one service, operation or entity each.
  RestServiceSummary: ({ service }) => serviceSummary(loadOpenApiDocument(), required(service, 'service')),
  RestOperation: ({ service, operation }) =>
    operationView(loadOpenApiDocument(), required(service, 'service'), required(operation, 'operation')),
  RestEntity: ({ service, entity }) =>
    entityView(loadOpenApiDocument(), required(service, 'service'), required(entity, 'entity')),
  RestServiceTable: () => serviceRows(loadOpenApiDocument()),
};

function required(value: string | undefined, name: string): string {
  if (!value) throw new Error(`the ${name} attribute is required`);
  return value;
}
