import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { parse } from 'yaml';
import { expandBrandTokens } from '../../src/brand';

/** The root file of the REST API document; `services/*.yaml` hold the paths and entities of each service. */
export const OPENAPI_ROOT = join(__dirname, '../../data/openapi/openapi.yaml');

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

function isObject(value: Json | undefined): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function without(node: JsonObject, key: string): JsonObject {
  return Object.fromEntries(Object.entries(node).filter(([k]) => k !== key));
}

/** JSON Pointer lookup (RFC 6901), with the `~1` and `~0` escapes. */
function atPointer(document: Json, pointer: string, where: string): Json {
  let node: Json | undefined = document;
  for (const raw of pointer.split('/').slice(1)) {
    const key = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    node = isObject(node) ? node[key] : Array.isArray(node) ? node[Number(key)] : undefined;
    if (node === undefined) throw new Error(`${where}: nothing at ${pointer}`);
  }
  return node as Json;
}

/**
 * Reads the split document and returns it as one self-contained OpenAPI document:
 * brand tokens expanded, every entry that the root lists under `components` referenced
 * as `#/components/...`, everything else from the service files inlined.
 */
export function bundleOpenApi(rootFile: string = OPENAPI_ROOT): JsonObject {
  const files = new Map<string, Json>();
  const load = (file: string): Json => {
    let document = files.get(file);
    if (document === undefined) {
      document = parse(expandBrandTokens(readFileSync(file, 'utf8'))) as Json;
      files.set(file, document);
    }
    return document;
  };
  const target = (ref: string, fromFile: string): { file: string; pointer: string } => {
    const [path, pointer = ''] = ref.split('#');
    return { file: path ? resolve(dirname(fromFile), path) : fromFile, pointer };
  };

  rootFile = resolve(rootFile);
  const root = load(rootFile);
  if (!isObject(root) || !isObject(root.components)) throw new Error(`${rootFile}: no components`);

  // Where each component really lives → its internal reference in the bundle.
  const registry = new Map<string, string>();
  for (const [kind, entries] of Object.entries(root.components)) {
    if (!isObject(entries)) continue;
    for (const [name, entry] of Object.entries(entries)) {
      const internal = `#/components/${kind}/${name}`;
      registry.set(`${rootFile}${internal}`, internal);
      if (isObject(entry) && typeof entry.$ref === 'string' && !entry.$ref.startsWith('#')) {
        const { file, pointer } = target(entry.$ref, rootFile);
        registry.set(`${file}#${pointer}`, internal);
      }
    }
  }

  const inline = (node: Json, file: string, trail: readonly string[]): Json => {
    if (Array.isArray(node)) return node.map((item) => inline(item, file, trail));
    if (!isObject(node)) return node;
    if (typeof node.$ref === 'string') {
      const { file: refFile, pointer } = target(node.$ref, file);
      const key = `${refFile}#${pointer}`;
      const siblings = without(node, '$ref');
      const internal = registry.get(key);
      if (internal) return { $ref: internal, ...siblings };
      if (trail.includes(key)) throw new Error(`${file}: circular reference ${node.$ref}`);
      const resolved = inline(atPointer(load(refFile), pointer, refFile), refFile, [...trail, key]);
      return isObject(resolved) ? { ...resolved, ...siblings } : resolved;
    }
    return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, inline(v, file, trail)]));
  };

  // Component entries that point into a service file are replaced by what they point at.
  const components: JsonObject = {};
  for (const [kind, entries] of Object.entries(root.components)) {
    if (!isObject(entries)) {
      components[kind] = entries;
      continue;
    }
    components[kind] = Object.fromEntries(
      Object.entries(entries).map(([name, entry]) => {
        if (isObject(entry) && typeof entry.$ref === 'string' && !entry.$ref.startsWith('#')) {
          const { file, pointer } = target(entry.$ref, rootFile);
          return [name, inline(atPointer(load(file), pointer, file), file, [`${file}#${pointer}`])];
        }
        return [name, inline(entry, rootFile, [])];
      }),
    );
  }
  return { ...(inline(without(root, 'components'), rootFile, []) as JsonObject), components };
}
