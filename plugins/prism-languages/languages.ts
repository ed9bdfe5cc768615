/**
 * Prism grammars that only some pages need, by the code-fence language that asks for them. Each has a
 * module in ./client that registers it; a page (or a component) imports the modules of the languages it
 * shows, so their grammars travel in its own chunk instead of in `main`. Languages prism-react-renderer
 * bundles already (json, python, sql, yaml, javascript, ...) and http, which the site config loads on
 * every page (docusaurus.config.ts, prism.additionalLanguages), are not listed.
 */
export const PAGE_LANGUAGES: Record<string, string> = {
  bash: 'bash',
  sh: 'bash',
  shell: 'bash',
  csharp: 'csharp',
  cs: 'csharp',
  java: 'java',
  matlab: 'matlab',
};

export const CLIENT_DIR = '@site/plugins/prism-languages/client';

/** The module a page imports for a fence language, or undefined when Prism needs none. */
export function grammarModule(language: string | null | undefined): string | undefined {
  const grammar = language ? PAGE_LANGUAGES[language.toLowerCase()] : undefined;
  return grammar ? `${CLIENT_DIR}/${grammar}` : undefined;
}
