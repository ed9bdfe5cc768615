/**
 * Reads the HTTP requests that pages and data records show (`http` blocks, curl commands, inline
 * "METHOD path" code such as table cells, API URLs in SDK snippets) and matches each against the
 * operations of the OpenAPI document: method, path template and query parameters.
 */
import { httpMethods, type OpenApiDocument, type Parameter } from '../../data/openapi/schema';
import { brand } from '../../src/brand';

export interface HttpExample {
  /** Repository-relative path, forward slashes. */
  file: string;
  line: number;
  /** Upper case; null when the snippet does not say (an SDK string), which then matches any method. */
  method: string | null;
  /** The URL or path as written, brand tokens and API base included. */
  url: string;
  kind: 'http' | 'curl' | 'inline' | 'sdk' | 'record';
}

export interface ApiOperation {
  method: string;
  path: string;
  segments: string[];
  /** Query parameters the operation declares. */
  query: Set<string>;
  /** Allowed values of a path parameter that has an enum, by parameter name. */
  enums: Map<string, string[]>;
  /** A list operation (it pages): it also takes field filters. */
  list: boolean;
  /** Fields of the items a list returns whose names start with `_` (`_objid`): field filters too. */
  itemFields: Set<string>;
}

export interface HttpExampleFailure {
  example: HttpExample;
  found: string;
  expected: string;
}

const METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'HEAD'];
const API_BASES = ['%%API_URL%%', brand.apiBaseUrl];
const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The `_`-prefixed properties of the component schemas a response names (through `$ref`, at any depth):
 * the system fields of the items a list returns, which a field filter may name like any other field.
 */
function underscoreFields(document: OpenApiDocument, responses: unknown): Set<string> {
  const fields = new Set<string>();
  const seen = new Set<string>();
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (!node || typeof node !== 'object') return;
    const ref = (node as { $ref?: unknown }).$ref;
    const name = typeof ref === 'string' ? /^#\/components\/schemas\/(.+)$/.exec(ref)?.[1] : undefined;
    if (name && !seen.has(name)) {
      seen.add(name);
      const schema = (document.components.schemas as Record<string, { properties?: object }>)[name];
      for (const field of Object.keys(schema?.properties ?? {})) if (field.startsWith('_')) fields.add(field);
      walk(schema);
    }
    Object.values(node).forEach(walk);
  };
  walk(responses);
  return fields;
}

/** Every operation of the document, with what a request to it may carry. */
export function apiOperations(document: OpenApiDocument): ApiOperation[] {
  const resolve = (entry: Parameter | { $ref: string }): Parameter => {
    if (!('$ref' in entry)) return entry;
    const parameter =
      document.components.parameters[entry.$ref.replace(/^.*#\/components\/parameters\//, '')];
    if (!parameter) throw new Error(`unknown parameter ${entry.$ref}`);
    return parameter;
  };
  return Object.entries(document.paths).flatMap(([path, item]) =>
    httpMethods.flatMap((method) => {
      const operation = item[method];
      if (!operation) return [];
      const parameters = [...item.parameters, ...(operation.parameters ?? [])].map(resolve);
      const enums = new Map<string, string[]>();
      for (const p of parameters) {
        if (p.in === 'path' && Array.isArray(p.schema.enum)) enums.set(p.name, p.schema.enum.map(String));
      }
      const query = new Set(parameters.filter((p) => p.in === 'query').map((p) => p.name));
      const list = method === 'get' && query.has('_limit');
      return [
        {
          method: method.toUpperCase(),
          path,
          segments: path.split('/').filter(Boolean),
          query,
          enums,
          list,
          itemFields: list ? underscoreFields(document, operation.responses) : new Set<string>(),
        },
      ];
    }),
  );
}

/** Service base paths (`object`, `process-exec`...): the first segment of every API path. */
export function serviceNames(operations: readonly ApiOperation[]): Set<string> {
  return new Set(operations.map((o) => o.segments[0] ?? ''));
}

/**
 * Where a URL points. `api`: a path on the API (the base as a brand token or spelled out, a root path,
 * a table cell's `automation/v1/...`, or `.../{key}` that continues a path the text gave before it).
 * `elsewhere`: another host or a URL the example builds at run time, which no operation describes.
 */
export type HttpTarget =
  | { on: 'api'; path: string; query: string; elided: boolean }
  | { on: 'elsewhere'; reason: 'another host' | 'a URL built at run time' };

export function httpTarget(url: string): HttpTarget {
  let rest: string | null = null;
  let elided = false;
  for (const base of API_BASES) if (url.startsWith(base)) rest = url.slice(base.length);
  if (rest === null && url.startsWith('/')) rest = url.replace(/^\/api(?=\/)/, '');
  // A table cell may leave out the leading slash: `automation/v1/{id}`.
  if (rest === null && /^[a-z-]+\/v1\b/.test(url)) rest = `/${url}`;
  if (rest === null && url.startsWith('.../')) {
    rest = url.slice(3);
    elided = true;
  }
  if (rest === null || !rest.startsWith('/')) {
    return {
      on: 'elsewhere',
      reason: /^[a-z]+:\/\//i.test(url) ? 'another host' : 'a URL built at run time',
    };
  }
  const q = rest.indexOf('?');
  const path = q < 0 ? rest : rest.slice(0, q);
  return { on: 'api', path, query: q < 0 ? '' : rest.slice(q + 1), elided };
}

const PLACEHOLDER = /^(\{[^}]*\}|<[^>]*>|:[a-z]\w*|\$\{[^}]*\}|\.\.\.)$/;

/**
 * Whether an example's path segments fit an operation's template. An elided path (`.../{key}`) fits the
 * end of a template after its service and release.
 */
function pathFits(segments: readonly string[], operation: ApiOperation, elided = false): boolean {
  const templates = elided ? operation.segments.slice(-segments.length) : operation.segments;
  // The elided part stands for at least the service and its release.
  if (segments.length !== templates.length || (elided && operation.segments.length < segments.length + 2))
    return false;
  return templates.every((template, i) => {
    const segment = segments[i] ?? '';
    const param = /^\{(.+)\}$/.exec(template)?.[1];
    if (!param) return segment === template;
    if (segment === '') return false;
    if (PLACEHOLDER.test(segment)) return true;
    const allowed = operation.enums.get(param);
    return !allowed || allowed.includes(segment);
  });
}

function queryNames(query: string): string[] {
  if (!query) return [];
  return query
    .split('&')
    .filter(Boolean)
    .map((pair) => {
      const name = pair.split('=')[0] ?? '';
      try {
        return decodeURIComponent(name);
      } catch {
        return name;
      }
    });
}

/** Query parameter names the operation does not take. */
function undeclared(
  names: readonly string[],
  operation: ApiOperation,
  shared: ReadonlySet<string>,
): string[] {
  return names.filter(
    (name) =>
      !operation.query.has(name) &&
      !shared.has(name) &&
      // Field filters (`status=failed`, `timestamp=gte(...)`, `_objid=...`) on list operations.
      !(operation.list && (/^[A-Za-z][\w.-]*$/.test(name) || operation.itemFields.has(name))),
  );
}

/** The operation nearest to a path that matches none: same service, most segments in common. */
function closest(
  segments: readonly string[],
  method: string | null,
  operations: readonly ApiOperation[],
): string {
  let best: ApiOperation | undefined;
  let bestScore = -Infinity;
  for (const operation of operations) {
    let score = operation.segments[0] === segments[0] ? 10 : 0;
    score -= Math.abs(operation.segments.length - segments.length) * 2;
    operation.segments.forEach((template, i) => {
      if (template === segments[i]) score += 3;
      else if (template.startsWith('{')) score += 1;
    });
    if (method && operation.method === method) score += 1;
    if (score > bestScore) {
      bestScore = score;
      best = operation;
    }
  }
  return best ? `${best.method} ${best.path}` : 'an operation of the OpenAPI document';
}

/**
 * Checks one example; null when it matches an operation or is not on the API (`httpTarget` says why).
 * A path on the API whose first segment is no service of the document fails.
 */
export function checkHttpExample(
  example: HttpExample,
  operations: readonly ApiOperation[],
  shared: ReadonlySet<string>,
): HttpExampleFailure | null {
  const target = httpTarget(example.url);
  if (target.on !== 'api') return null;
  const method = example.method;
  const shown =
    `${method ?? ''} ${target.elided ? '...' : ''}${target.path}${target.query ? `?${target.query}` : ''}`.trim();
  const fail = (expected: string): HttpExampleFailure => ({ example, found: shown, expected });
  if (target.path.includes('#')) return fail(`the # of a public id URL-encoded as %23 (decision id-formats)`);
  const segments = target.path.split('/').filter(Boolean);
  const services = serviceNames(operations);
  if (!target.elided && !services.has(segments[0] ?? '')) {
    return fail(`a service of the OpenAPI document (${[...services].join(', ')})`);
  }
  const byPath = operations.filter((o) => pathFits(segments, o, target.elided));
  if (byPath.length === 0) return fail(closest(segments, method, operations));
  const byMethod = method ? byPath.filter((o) => o.method === method) : byPath;
  if (byMethod.length === 0) {
    const methods = [...new Set(byPath.map((o) => o.method))].join(', ');
    return fail(
      `${methods} on ${byPath[0]?.path ?? target.path} (no ${method ?? ''} operation on this path)`,
    );
  }
  const names = queryNames(target.query);
  const fits = byMethod.map((o) => ({ operation: o, extra: undeclared(names, o, shared) }));
  if (fits.some((f) => f.extra.length === 0)) return null;
  const nearest = fits.reduce((a, b) => (b.extra.length < a.extra.length ? b : a));
  const declared = [...nearest.operation.query].join(', ') || 'none';
  return fail(
    `${nearest.operation.method} ${nearest.operation.path} takes no ${nearest.extra.join(', ')} ` +
      `(declared: ${declared}; shared: see the standards page${nearest.operation.list ? '; field filters' : ''})`,
  );
}

export function formatFailure(failure: HttpExampleFailure): string {
  const { example } = failure;
  return `${example.file}:${example.line} (${example.kind}) found ${failure.found}; expected ${failure.expected}`;
}

// ---------------------------------------------------------------------------------------------
// Extraction

const FENCE = /^(\s*)(`{3,}|~{3,})\s*([\w-]*)/;
const INLINE_REQUEST = new RegExp(`\`(${METHODS.join('|')})\\s+([^\`\\s]+)[^\`]*\``, 'g');
/** A code span that is an API URL or path and nothing else: `%%API_URL%%/queue/v1`, `/user/v1/me`. */
const INLINE_URL = new RegExp(
  `\`((?:${API_BASES.map(escapeRegExp).join('|')})\\/[^\`\\s]*|\\/[a-z-]+\\/v1\\b[^\`\\s]*)\``,
  'g',
);
const SDK_LANGUAGES = new Set(['python', 'java', 'matlab', 'javascript', 'js', 'typescript', 'ts']);
const SDK_STRING = new RegExp(
  `(["'\`])((?:${API_BASES.map(escapeRegExp).join('|')})[^"'\`\\s]*|\\/[a-z-]+\\/v1\\b[^"'\`\\s]*)\\1`,
  'g',
);

/** Splits a shell command into words, keeping quoted parts together (no expansion). */
export function shellWords(command: string): string[] {
  const words: string[] = [];
  const re = /"((?:\\.|[^"\\])*)"|'([^']*)'|(\S+)/g;
  let current = '';
  let last = -1;
  for (let m = re.exec(command); m; m = re.exec(command)) {
    const part = m[1] ?? m[2] ?? m[3] ?? '';
    if (m.index === last) current += part;
    else {
      if (last >= 0) words.push(current);
      current = part;
    }
    last = m.index + m[0].length;
  }
  if (last >= 0) words.push(current);
  return words;
}

/** The request a curl command sends, or null when it has no URL on the API. */
export function curlRequest(command: string): { method: string; url: string } | null {
  const words = shellWords(command);
  let method: string | null = null;
  let get = false;
  let body = false;
  let url: string | null = null;
  const urlencoded: string[] = [];
  for (let i = 0; i < words.length; i += 1) {
    const word = words[i] ?? '';
    if (word === '-X' || word === '--request') method = (words[(i += 1)] ?? '').toUpperCase();
    else if (/^-X[A-Z]+$/.test(word)) method = word.slice(2);
    else if (word === '-G' || word === '--get') get = true;
    else if (word === '--data-urlencode') {
      body = true;
      urlencoded.push(words[(i += 1)] ?? '');
    } else if (/^(-d|--data|--data-raw|--data-binary|-F|--form|-T|--upload-file)$/.test(word)) {
      body = true;
      i += 1;
    } else if (/^(-H|--header|-o|--output|-u|--user|-w|--write-out|-A|--user-agent|-b|-c|-e|-m)$/.test(word))
      i += 1;
    else if (word === '--url') url = words[(i += 1)] ?? null;
    else if (!word.startsWith('-') && url === null && /^(%%API_URL%%|https?:\/\/|\$)/.test(word)) url = word;
  }
  if (!url) return null;
  if (get && urlencoded.length > 0) {
    const names = urlencoded.map((pair) => pair.split('=')[0] ?? '').join('&');
    url += (url.includes('?') ? '&' : '?') + names;
  }
  return { method: method ?? (body && !get ? 'POST' : 'GET'), url };
}

/** Joins a command continued with trailing backslashes, starting at `lines[start]`. */
function continued(lines: readonly string[], start: number): string {
  let text = lines[start] ?? '';
  let i = start;
  while (/\\\s*$/.test(text) && i + 1 < lines.length) {
    i += 1;
    text = `${text.replace(/\\\s*$/, ' ')}${lines[i] ?? ''}`;
  }
  return text;
}

function sdkMethod(line: string): string | null {
  const m =
    /\b(requests\.|\.|")(get|post|put|delete)\b|\b(webwrite|webread)\b|method\s*[:=]\s*["'](GET|POST|PUT|DELETE)/i.exec(
      line,
    );
  if (!m) return null;
  if (m[3]) return m[3].toLowerCase() === 'webwrite' ? 'POST' : 'GET';
  return (m[2] ?? m[4] ?? '').toUpperCase() || null;
}

/**
 * Every request a Markdown/MDX page or a YAML record shows. Fenced blocks are read by language (also
 * when indented inside a YAML block scalar); curl commands anywhere in a YAML record (the OpenAPI
 * code samples); inline code spans `METHOD path`, or an API URL alone, outside blocks, tables included.
 */
export function extractHttpExamples(file: string, text: string): HttpExample[] {
  const lines = text.split(/\r?\n/);
  const yaml = /\.ya?ml$/.test(file);
  const out: HttpExample[] = [];
  let fence: { marker: string; lang: string } | null = null;
  lines.forEach((line, index) => {
    const lineNo = index + 1;
    const opening = FENCE.exec(line);
    if (opening) {
      const marker = opening[2] ?? '';
      if (!fence) {
        fence = { marker, lang: (opening[3] ?? '').toLowerCase() };
        return;
      }
      if (marker.startsWith(fence.marker) && !opening[3]) {
        fence = null;
        return;
      }
    }
    const lang: string | null = fence ? (fence as { lang: string }).lang : null;
    if (lang === 'http') {
      const request = new RegExp(`^\\s*(${METHODS.join('|')})\\s+(\\S+)`).exec(line);
      if (request)
        out.push({ file, line: lineNo, method: request[1] ?? null, url: request[2] ?? '', kind: 'http' });
      return;
    }
    if ((lang !== null && /^(bash|shell|sh|console)$/.test(lang)) || (lang === null && yaml)) {
      if (/^\s*(\$\s+)?curl\s/.test(line) || /(\$\(|\|\s*|&&\s*)curl\s/.test(line)) {
        const request = curlRequest(continued(lines, index).replace(/^.*?\bcurl\s/, 'curl '));
        if (request) out.push({ file, line: lineNo, method: request.method, url: request.url, kind: 'curl' });
      }
      if (lang !== null) return;
    }
    if (lang !== null && SDK_LANGUAGES.has(lang)) {
      for (const m of line.matchAll(SDK_STRING)) {
        out.push({ file, line: lineNo, method: sdkMethod(line), url: m[2] ?? '', kind: 'sdk' });
      }
      return;
    }
    if (lang !== null) return;
    for (const m of line.matchAll(INLINE_REQUEST)) {
      out.push({ file, line: lineNo, method: m[1] ?? null, url: m[2] ?? '', kind: 'inline' });
    }
    // A URL named without its method (`POST` it to `%%API_URL%%/queue/v1`) matches any method.
    for (const m of line.matchAll(INLINE_URL)) {
      out.push({ file, line: lineNo, method: null, url: m[1] ?? '', kind: 'inline' });
    }
  });
  return out;
}

/**
 * The REST calls an ODSL service record lists (data/odsl/services.ts), as examples: each names the
 * line of its path in the record, or of the service's name when a helper builds the path.
 */
export function serviceRecordExamples(
  file: string,
  text: string,
  services: ReadonlyArray<{ name: string; rest: ReadonlyArray<{ method: string; path: string }> }>,
): HttpExample[] {
  const lines = text.split(/\r?\n/);
  const lineOf = (needle: string): number => lines.findIndex((l) => l.includes(needle)) + 1;
  return services.flatMap((service) =>
    service.rest.map((call) => ({
      file,
      line: lineOf(`'${call.path}'`) || lineOf(`name: '${service.name}'`),
      method: call.method,
      url: call.path,
      kind: 'record' as const,
    })),
  );
}
