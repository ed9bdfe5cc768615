import type { RemarkRestReferenceOptions } from '../plugins/remark-rest-reference';
import { loadOpenApiDocument } from '../plugins/openapi/document';
import { entityAnchor, entityNames, operationHeadings } from '../plugins/openapi/slices';

/** Lays out the REST service pages from the OpenAPI document (see plugins/remark-rest-reference). */
export const restReferenceOptions: RemarkRestReferenceOptions = {
  operations: (service) => operationHeadings(loadOpenApiDocument(), service),
  entities: (service) => entityNames(loadOpenApiDocument(), service),
  entityAnchor,
};
