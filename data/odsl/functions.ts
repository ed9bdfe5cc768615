/**
 * Every built-in ODSL function, one entry per function name with all its overloads. The records live
 * in `functions/<category>.yaml` (one file per category page); this module loads and validates them at
 * build time. Node only: pages receive their slice through remark-data-slice.
 */
import { join } from 'node:path';
import { loadYaml } from '../loadYaml';
import {
  OdslFunctionFileSchema,
  odslFunctionCategoryKeys,
  type OdslFunction,
  type OdslFunctionCategory,
  type OdslFunctionCategoryKey,
} from './schema';

export type {
  OdslFunction,
  OdslFunctionCategory,
  OdslFunctionCategoryKey,
  OdslFunctionParam,
} from './schema';

const files = odslFunctionCategoryKeys.map((key) => ({
  key,
  ...loadYaml(join(__dirname, 'functions', `${key}.yaml`), OdslFunctionFileSchema),
}));

/** The categories in page order; each has a page under /docs/odsl/function/. */
export const odslFunctionCategories: readonly OdslFunctionCategory[] = files.map(({ key, title, slug }) => ({
  key,
  title,
  slug,
}));

/** Every function, category by category, in page order. */
export const odslFunctions: readonly OdslFunction[] = files.flatMap(({ key, functions }) =>
  functions.map((fn) => ({ ...fn, category: key })),
);

/** Heading id of a function on its category page: the lower-cased name. */
export function functionAnchor(name: string): string {
  return name.toLowerCase();
}

export function functionCategory(key: OdslFunctionCategoryKey): OdslFunctionCategory {
  const found = odslFunctionCategories.find((c) => c.key === key);
  if (!found) {
    throw new Error(`Unknown ODSL function category: ${key}`);
  }
  return found;
}

/** Site path of a category page, e.g. /docs/odsl/function/functions-strings. */
export function functionCategoryHref(key: OdslFunctionCategoryKey): string {
  return `/docs/odsl/function/${functionCategory(key).slug}`;
}

/** Link to one function's section on its category page. */
export function functionHref(fn: OdslFunction): string {
  return `${functionCategoryHref(fn.category)}#${functionAnchor(fn.name)}`;
}

/** Functions of one category, in page order. */
export function functionsInCategory(key: OdslFunctionCategoryKey): readonly OdslFunction[] {
  return odslFunctions.filter((fn) => fn.category === key);
}

/** Case-sensitive lookup by name, as ODSL resolves calls. */
export function findFunction(name: string): OdslFunction | undefined {
  return odslFunctions.find((fn) => fn.name === name);
}

/** First sentence of a description, for one-line summaries in index tables. */
export function firstSentence(text: string): string {
  const match = /^(.*?[.!?])(\s|$)/s.exec(text.trim());
  return match ? match[1] : text.trim();
}

/** Functions sorted by name ignoring case, optionally limited to one category. */
function sortedFunctions(category?: OdslFunctionCategoryKey): OdslFunction[] {
  return odslFunctions
    .filter((fn) => category === undefined || fn.category === category)
    .slice()
    .sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }));
}

/** Rows of a function index: the documented functions, sorted by name, optionally of one category. */
export function functionIndexRows(category?: OdslFunctionCategoryKey) {
  return sortedFunctions(category)
    .filter((fn) => fn.documented)
    .map((fn) => ({
      name: fn.name,
      href: functionHref(fn),
      category: { title: functionCategory(fn.category).title, href: functionCategoryHref(fn.category) },
      returns: fn.returns,
      summary: firstSentence(fn.description),
    }));
}

/** Names of the functions known by name only (no section of their own), sorted. */
export function nameOnlyFunctions(category?: OdslFunctionCategoryKey): string[] {
  return sortedFunctions(category)
    .filter((fn) => !fn.documented)
    .map((fn) => fn.name);
}
