import { PAGE_LANGUAGES } from '../languages';

/*
 * Grammars loaded when a component first needs them, for components that keep the server's highlighted
 * HTML until a reader reaches them (the REST reference's RestCode): their page's first visit then carries
 * no grammar. This is the browser's module; the server build gets ./server.ts in its place (index.ts of
 * the plugin), which registers every grammar up front, since server rendering cannot wait for a chunk.
 */

const GRAMMARS: Record<string, () => Promise<unknown>> = {
  bash: () => import('../client/bash'),
  csharp: () => import('../client/csharp'),
  http: () => import('../client/http'),
  java: () => import('../client/java'),
  javascript: () => import('../client/javascript'),
  json: () => import('../client/json'),
  markup: () => import('../client/markup'),
  matlab: () => import('../client/matlab'),
  python: () => import('../client/python'),
  sql: () => import('../client/sql'),
  yaml: () => import('../client/yaml'),
};

const loaded = new Set<string>();

const grammarOf = (language: string | undefined): string | undefined =>
  language ? PAGE_LANGUAGES[language.toLowerCase()] : undefined;

/** Whether code in this language highlights now: its grammar is loaded, or it needs none. */
export function grammarReady(language: string | undefined): boolean {
  const grammar = grammarOf(language);
  return grammar === undefined || loaded.has(grammar);
}

/** Loads the grammar of a language (once); resolves at once for a language that needs none. */
export async function loadGrammar(language: string | undefined): Promise<void> {
  const grammar = grammarOf(language);
  if (grammar === undefined || loaded.has(grammar)) return;
  const load = GRAMMARS[grammar];
  if (!load) throw new Error(`prism-languages: no deferred loader for the ${grammar} grammar`);
  await load();
  loaded.add(grammar);
}
