import {
  httpMethods,
  type JsonSchema,
  type OpenApiDocument,
  type Operation,
  type Parameter,
  type ServiceTag,
} from '../../data/openapi/schema';
import { OPENAPI_DOWNLOADS } from './document';
import type {
  EntityView,
  OperationView,
  ParameterView,
  SampleView,
  ServiceFlagsView,
  ServiceRowView,
  ServiceSummaryView,
  TypeText,
} from './types';

/** The route of a service's reference page. */
export const servicePage = (service: string): string => `/docs/api/rest/service/${service}`;

/** Heading id of an entity on its service page, e.g. `Curve` → `curve-entity`. */
export function entityAnchor(name: string): string {
  return `${name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase()}-entity`;
}

/** Heading id of an operation on its service page: the operationId without the service prefix. */
export function operationAnchor(operation: Operation): string {
  const prefix = `${operation.tags[0]}-`;
  return operation.operationId.startsWith(prefix)
    ? operation.operationId.slice(prefix.length)
    : operation.operationId;
}

/** The header every call accepts; the service summary shows it once instead of in every table. */
const ENVIRONMENT_HEADER = 'x-odsl-environment';

export function serviceTag(document: OpenApiDocument, service: string): ServiceTag {
  const tag = document.tags.find((t) => t.name === service);
  if (!tag) throw new Error(`no REST service \`${service}\` in the OpenAPI document`);
  return tag;
}

/** Every operation of a service, in document order. */
export function operationsOf(
  document: OpenApiDocument,
  service: string,
): {
  path: string;
  method: (typeof httpMethods)[number];
  operation: Operation;
  pathParameters: Parameter[];
}[] {
  serviceTag(document, service);
  return Object.entries(document.paths).flatMap(([path, item]) =>
    httpMethods.flatMap((method) => {
      const operation = item[method];
      if (!operation || operation.tags[0] !== service) return [];
      return [
        {
          path,
          method,
          operation,
          pathParameters: item.parameters.map((p) => resolveParameter(document, p)),
        },
      ];
    }),
  );
}

function resolveParameter(document: OpenApiDocument, entry: Parameter | { $ref: string }): Parameter {
  if (!('$ref' in entry)) return entry;
  const name = entry.$ref.replace('#/components/parameters/', '');
  const parameter = document.components.parameters[name];
  if (!parameter) throw new Error(`unknown parameter ${entry.$ref}`);
  return parameter;
}

function schemaName(ref: string): string {
  return ref.replace('#/components/schemas/', '');
}

/** Links an entity name to where it is documented: this page if it lists it, else the page that does. */
function entityLinker(document: OpenApiDocument, service: string): (name: string) => string | undefined {
  return (name) => {
    const here = serviceTag(document, service)['x-odsl-service'].entities.includes(name);
    if (here) return `#${entityAnchor(name)}`;
    const owner = document.tags.find((t) => t['x-odsl-service'].entities.includes(name));
    return owner ? `${servicePage(owner.name)}#${entityAnchor(name)}` : undefined;
  };
}

const SCALARS: Record<string, string> = {
  string: 'String',
  integer: 'Integer',
  number: 'Number',
  boolean: 'Boolean',
  object: 'Object',
  array: 'Array',
  null: 'Null',
};
const FORMATS: Record<string, string> = {
  'date-time': 'DateTime',
  date: 'Date',
  objectid: 'ObjectId',
  int64: 'Long',
};

/** How a schema reads in a table: `Curve`, `Action[]`, `DateTime`, `TimeSeries or Curve`. */
export function typeText(schema: JsonSchema, link: (name: string) => string | undefined): TypeText {
  if (schema.$ref) {
    const name = schemaName(schema.$ref);
    return [{ text: name, href: link(name) }];
  }
  if (schema.anyOf) {
    return schema.anyOf.flatMap((part, index) => [
      ...(index > 0 ? [{ text: ' or ' }] : []),
      ...typeText(part, link),
    ]);
  }
  const type = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (type.length === 1 && type[0] === 'array' && schema.items) {
    const item = typeText(schema.items, link);
    return item.length === 1 ? [{ ...item[0], text: `${item[0].text}[]` }] : [...item, { text: ' list' }];
  }
  if (
    type.length === 1 &&
    type[0] === 'object' &&
    typeof schema.additionalProperties === 'object' &&
    schema.additionalProperties.$ref
  ) {
    return [{ text: 'Map of ' }, ...typeText(schema.additionalProperties, link)];
  }
  if (type.length === 0) return [{ text: 'Any' }];
  if (type.length > 2) return [{ text: 'Any' }];
  const format = schema.format ? FORMATS[schema.format] : undefined;
  if (format) return [{ text: format }];
  return [{ text: type.map((t) => SCALARS[t] ?? t).join(' or ') }];
}

const SAMPLE_KINDS: Record<string, Omit<SampleView, 'code' | 'label'>> = {
  curl: { value: 'curl', deferredLanguage: 'bash' },
  ODSL: { value: 'odsl', deferredLanguage: 'odsl' },
  Python: { value: 'python', deferredLanguage: 'python' },
  Java: { value: 'java', deferredLanguage: 'java' },
};

/** The view of one operation, found by its anchor on the service page. */
export function operationView(document: OpenApiDocument, service: string, anchor: string): OperationView {
  const entry = operationsOf(document, service).find((o) => operationAnchor(o.operation) === anchor);
  if (!entry) throw new Error(`no operation \`${anchor}\` in service \`${service}\``);
  const { path, method, operation, pathParameters } = entry;
  const link = entityLinker(document, service);
  const parameters: ParameterView[] = [
    ...pathParameters.filter((p) => p.name !== ENVIRONMENT_HEADER),
    ...(operation.parameters ?? []).map((p) => resolveParameter(document, p)),
  ].map((p) => ({
    name: p.name,
    in: p.in,
    required: p.required ?? false,
    type: typeText(p.schema, link),
    description: p.description,
  }));
  const bodyContent = operation.requestBody?.content ?? {};
  const bodySchema = Object.values(bodyContent)[0]?.schema;
  const response = operation.responses.default;
  const responseContent = response.content ?? {};
  const responseSchema = Object.values(responseContent)[0]?.schema;
  return {
    operationId: operation.operationId,
    method: method.toUpperCase() as OperationView['method'],
    path,
    summary: operation.summary,
    ...(operation.description ? { description: operation.description } : {}),
    parameters,
    ...(operation.requestBody && bodySchema
      ? {
          body: {
            required: operation.requestBody.required,
            contentTypes: Object.keys(bodyContent),
            type: typeText(bodySchema, link),
          },
        }
      : {}),
    response: {
      description: response.description,
      contentTypes: Object.keys(responseContent),
      headers: Object.entries(response.headers ?? {}).map(([name, ref]) => ({
        name,
        description:
          document.components.headers[ref.$ref.replace('#/components/headers/', '')]?.description ?? '',
      })),
      ...(responseSchema && Object.keys(responseContent)[0] !== 'text/html'
        ? { type: typeText(responseSchema, link) }
        : {}),
    },
    samples: operation['x-codeSamples'].map((sample) => ({
      ...SAMPLE_KINDS[sample.label],
      label: sample.label,
      code: sample.source.trimEnd(),
    })),
  };
}

/** Anchors and headings of a service's operations, for the remark plugin that lays out the page. */
export function operationHeadings(
  document: OpenApiDocument,
  service: string,
): { anchor: string; heading: string }[] {
  return operationsOf(document, service).map(({ operation }) => ({
    anchor: operationAnchor(operation),
    heading: operation.summary,
  }));
}

/** Entity names of a service page, in the order the document lists them. */
export function entityNames(document: OpenApiDocument, service: string): string[] {
  return serviceTag(document, service)['x-odsl-service'].entities;
}

export function entityView(document: OpenApiDocument, service: string, name: string): EntityView {
  if (!entityNames(document, service).includes(name)) {
    throw new Error(`service \`${service}\` does not list the entity \`${name}\``);
  }
  const schema = document.components.schemas[name];
  if (!schema) throw new Error(`no schema \`${name}\``);
  const link = entityLinker(document, service);
  const parts = schema.allOf ?? [schema];
  const bases = parts.filter((part) => part.$ref);
  const own = parts.filter((part) => !part.$ref);
  const fields = own.flatMap((part) =>
    Object.entries(part.properties ?? {}).map(([field, fieldSchema]) => ({
      name: field,
      type: typeText(fieldSchema, link),
      description: fieldSchema.description ?? '',
    })),
  );
  const other = schema.additionalProperties;
  const example = schema.examples?.[0];
  return {
    name,
    description: schema.description ?? '',
    extends: bases.flatMap((base, index) => [
      ...(index > 0 ? [{ text: ', ' }] : []),
      ...typeText(base, link),
    ]),
    fields,
    ...(other === true
      ? { otherKeys: { description: 'Other keys are kept as sent.', type: [{ text: 'Any' }] } }
      : typeof other === 'object'
        ? { otherKeys: { description: other.description ?? '', type: typeText(other, link) } }
        : {}),
    ...(example === undefined
      ? {}
      : { example: { deferredLanguage: 'json', code: JSON.stringify(example, null, 2) } }),
  };
}

function flagsOf(tag: ServiceTag): ServiceFlagsView {
  const service = tag['x-odsl-service'];
  return {
    readWrite: service.readWrite,
    public: service.public,
    private: service.private,
    versioned: service.versioned,
    quota: service.quota,
    ...(service.readWriteNote ? { readWriteNote: service.readWriteNote } : {}),
    ...(service.versionedNote ? { versionedNote: service.versionedNote } : {}),
    ...(service.quotaNote ? { quotaNote: service.quotaNote } : {}),
  };
}

export function serviceSummary(document: OpenApiDocument, service: string): ServiceSummaryView {
  const tag = serviceTag(document, service);
  return {
    name: tag.name,
    title: tag['x-displayName'],
    baseUrl: `${document.servers[0].url}${tag['x-odsl-service'].basePath}`,
    flags: flagsOf(tag),
    operationCount: operationsOf(document, service).length,
    downloads: { ...OPENAPI_DOWNLOADS },
  };
}

/** One row per service, for the table of the REST overview page. */
export function serviceRows(document: OpenApiDocument): ServiceRowView[] {
  return document.tags.map((tag) => ({
    name: tag.name,
    title: tag['x-displayName'],
    page: servicePage(tag.name),
    basePath: tag['x-odsl-service'].basePath,
    summary: tag.description,
    flags: flagsOf(tag),
    operationCount: operationsOf(document, tag.name).length,
  }));
}
