/**
 * Prism grammars by the code-fence language that asks for them. `main` carries Prism's core and the
 * site's own `odsl` grammar only (see stripBundledLanguages.cjs); every other grammar has a module in
 * ./client that registers it, and a page (or a component) imports the modules of the languages it shows,
 * so their grammars travel in its own chunk. Languages without a grammar (text, mermaid) need nothing.
 */
export const PAGE_LANGUAGES: Record<string, string> = {
  bash: 'bash',
  sh: 'bash',
  shell: 'bash',
  csharp: 'csharp',
  cs: 'csharp',
  html: 'markup',
  http: 'http',
  java: 'java',
  javascript: 'javascript',
  js: 'javascript',
  json: 'json',
  markup: 'markup',
  matlab: 'matlab',
  py: 'python',
  python: 'python',
  sql: 'sql',
  svg: 'markup',
  xml: 'markup',
  yaml: 'yaml',
  yml: 'yaml',
};

export const CLIENT_DIR = '@site/plugins/prism-languages/client';

/** The module a page imports for a fence language, or undefined when Prism needs none. */
export function grammarModule(language: string | null | undefined): string | undefined {
  const grammar = language ? PAGE_LANGUAGES[language.toLowerCase()] : undefined;
  return grammar ? `${CLIENT_DIR}/${grammar}` : undefined;
}
