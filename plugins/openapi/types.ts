/**
 * What the REST reference components receive: view models cut from the OpenAPI document at
 * compile time (see `slices.ts`), one per element, so a page carries only its own service.
 */

/** A type as shown in a table cell: text runs, some linking to an entity anchor. */
export type TypeText = readonly { text: string; href?: string }[];

export interface ParameterView {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  type: TypeText;
  description: string;
}

export interface SampleView {
  /** Tab value, shared by every operation so the tabs of a page switch together. */
  value: 'curl' | 'odsl' | 'python' | 'java';
  label: string;
  /**
   * Prism language of the code block. Not `language`: RestCode loads its grammar when a reader reaches the
   * block (prism-languages/deferred), so the page does not import it (see prism-languages' remark part).
   */
  deferredLanguage: 'bash' | 'odsl' | 'python' | 'java';
  code: string;
}

/** What RestOperation renders of one operation: the page carries it on a first visit. */
export interface OperationView {
  /** Not shown; names the operation in the page's chunk (rest-reference.spec finds each service's chunk by it). */
  operationId: string;
  method: 'GET' | 'PUT' | 'POST' | 'DELETE';
  path: string;
  summary: string;
  description?: string;
  parameters: ParameterView[];
  body?: { required: boolean; contentTypes: string[]; type: TypeText };
  response: {
    description: string;
    contentTypes: string[];
    headers: { name: string; description: string }[];
    type?: TypeText;
  };
  samples: SampleView[];
}

export interface FieldView {
  name: string;
  type: TypeText;
  description: string;
}

export interface EntityView {
  name: string;
  description: string;
  /** Entities whose fields this one also has. */
  extends: TypeText;
  fields: FieldView[];
  /** Keys beyond the listed fields, when the entity allows them. */
  otherKeys?: { description: string; type: TypeText };
  /** Pretty-printed JSON example; its grammar loads as a sample's does (`SampleView.deferredLanguage`). */
  example?: { deferredLanguage: 'json'; code: string };
}

export interface ServiceFlagsView {
  readWrite: boolean;
  readWriteNote?: string;
  public: boolean;
  private: boolean;
  versioned: boolean;
  versionedNote?: string;
  quota: boolean | null;
  quotaNote?: string;
}

export interface ServiceSummaryView {
  name: string;
  title: string;
  /** Absolute base URL of the service. */
  baseUrl: string;
  flags: ServiceFlagsView;
  operationCount: number;
  downloads: { yaml: string; json: string };
}

export interface ServiceRowView {
  name: string;
  title: string;
  page: string;
  basePath: string;
  summary: string;
  flags: ServiceFlagsView;
  operationCount: number;
}
