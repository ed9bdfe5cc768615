import * as z from 'zod';

/**
 * The shape the site relies on in the bundled REST API document (`openapi.yaml` with its service files,
 * brand tokens expanded). OpenAPI itself is checked by `redocly lint`; this schema adds the site's own
 * rules: one tag per service with its flags, a summary and code samples on every operation, responses
 * documented as `default` because the platform names no per-operation status codes.
 */

const reference = z.object({ $ref: z.string().startsWith('#/components/') }).strict();

/** JSON Schema objects are open-ended; the renderer reads only these keys. */
export const jsonSchemaSchema: z.ZodType<JsonSchema> = z.lazy(() =>
  z
    .object({
      $ref: z.string().optional(),
      type: z.union([z.string(), z.array(z.string())]).optional(),
      format: z.string().optional(),
      const: z.string().optional(),
      enum: z.array(z.union([z.string(), z.number(), z.boolean()])).optional(),
      description: z.string().optional(),
      default: z.unknown().optional(),
      items: jsonSchemaSchema.optional(),
      properties: z.record(z.string(), jsonSchemaSchema).optional(),
      required: z.array(z.string()).optional(),
      additionalProperties: z.union([z.boolean(), jsonSchemaSchema]).optional(),
      anyOf: z.array(jsonSchemaSchema).optional(),
      allOf: z.array(jsonSchemaSchema).optional(),
      examples: z.array(z.unknown()).optional(),
    })
    .strict(),
);

export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  format?: string;
  const?: string;
  enum?: (string | number | boolean)[];
  description?: string;
  default?: unknown;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  anyOf?: JsonSchema[];
  allOf?: JsonSchema[];
  examples?: unknown[];
}

export const parameterSchema = z
  .object({
    name: z.string().min(1),
    in: z.enum(['path', 'query', 'header']),
    required: z.boolean().optional(),
    description: z.string().min(1),
    schema: jsonSchemaSchema,
    example: z.unknown().optional(),
    style: z.literal('form').optional(),
    explode: z.boolean().optional(),
  })
  .strict();

const mediaTypes = z.record(
  z.string().regex(/^[a-z]+\/[a-z+-]+$/),
  z.object({ schema: jsonSchemaSchema }).strict(),
);

export const codeSampleSchema = z
  .object({
    lang: z.enum(['Shell', 'ODSL', 'Python', 'Java']),
    label: z.enum(['curl', 'ODSL', 'Python', 'Java']),
    source: z.string().min(1),
  })
  .strict();

export const operationSchema = z
  .object({
    tags: z.array(z.string()).length(1),
    operationId: z.string().regex(/^[a-z-]+$/),
    summary: z.string().min(1),
    description: z.string().min(1).optional(),
    parameters: z.array(z.union([reference, parameterSchema])).optional(),
    requestBody: z.object({ required: z.boolean(), content: mediaTypes }).strict().optional(),
    responses: z
      .object({
        default: z
          .object({
            description: z.string().min(1),
            headers: z.record(z.string(), reference).optional(),
            content: mediaTypes.optional(),
          })
          .strict(),
      })
      .strict(),
    'x-codeSamples': z
      .array(codeSampleSchema)
      .min(1)
      .refine((samples) => samples[0]?.label === 'curl', 'the first sample is curl')
      .refine(
        (samples) => new Set(samples.map((s) => s.label)).size === samples.length,
        'one sample per language',
      ),
  })
  .strict();

const methods = ['get', 'put', 'post', 'delete'] as const;
export type HttpMethod = (typeof methods)[number];
export const httpMethods: readonly HttpMethod[] = methods;

export const pathItemSchema = z
  .object({
    parameters: z.array(z.union([reference, parameterSchema])),
    get: operationSchema.optional(),
    put: operationSchema.optional(),
    post: operationSchema.optional(),
    delete: operationSchema.optional(),
  })
  .strict();

export const serviceFlagsSchema = z
  .object({
    basePath: z.string().regex(/^\/[a-z-]+$/),
    readWrite: z.boolean(),
    /** Qualifies the access word the page prints before it, so it must not repeat that word. */
    readWriteNote: z
      .string()
      .refine((note) => !/^(read only|read and write)\b/i.test(note), {
        message: 'the page prints "read only" or "read and write" before the note; do not repeat it',
      })
      .optional(),
    public: z.boolean(),
    private: z.boolean(),
    versioned: z.boolean(),
    versionedNote: z.string().optional(),
    /** `null`: the service has no quota setting. */
    quota: z.boolean().nullable(),
    quotaNote: z.string().optional(),
    /** Component schemas shown as the entities of the service page, in order. */
    entities: z.array(z.string()).min(1),
  })
  .strict();

export const serviceTagSchema = z
  .object({
    name: z.string().regex(/^[a-z-]+$/),
    'x-displayName': z.string().endsWith(' Service'),
    description: z.string().min(1),
    externalDocs: z.object({ description: z.string(), url: z.string().url() }).strict(),
    'x-odsl-service': serviceFlagsSchema,
  })
  .strict();

export const openApiDocumentSchema = z
  .object({
    openapi: z.literal('3.1.0'),
    info: z.object({ title: z.string(), version: z.literal('v1') }).passthrough(),
    externalDocs: z.object({ description: z.string(), url: z.string().url() }).strict(),
    servers: z.array(z.object({ url: z.string().url(), description: z.string() }).strict()).length(1),
    security: z.array(z.record(z.string(), z.array(z.string()))),
    tags: z.array(serviceTagSchema).min(1),
    paths: z.record(z.string().startsWith('/'), pathItemSchema),
    components: z
      .object({
        securitySchemes: z.record(z.string(), z.unknown()),
        parameters: z.record(z.string(), parameterSchema),
        headers: z.record(
          z.string(),
          z.object({ description: z.string(), schema: jsonSchemaSchema }).strict(),
        ),
        schemas: z.record(z.string(), jsonSchemaSchema),
      })
      .strict(),
  })
  .strict();

export type OpenApiDocument = z.infer<typeof openApiDocumentSchema>;
export type ServiceTag = z.infer<typeof serviceTagSchema>;
export type Operation = z.infer<typeof operationSchema>;
export type Parameter = z.infer<typeof parameterSchema>;
export type PathItem = z.infer<typeof pathItemSchema>;
