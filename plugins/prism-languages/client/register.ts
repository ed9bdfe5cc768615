import { Prism } from 'prism-react-renderer';

/**
 * Runs a `prismjs/components/prism-*` module against the Prism instance of prism-react-renderer. Those
 * modules extend a global `Prism`, so it is set for the call and restored afterwards, as Docusaurus's
 * own prism-include-languages does. Each module beside this one registers one grammar, after the grammars
 * it builds on (its imports): a page imports the modules of the languages it shows.
 */
export function registerPrismLanguage(load: () => unknown): void {
  const scope = globalThis as { Prism?: unknown };
  const before = scope.Prism;
  scope.Prism = Prism;
  try {
    load();
  } finally {
    if (before === undefined) delete scope.Prism;
    else scope.Prism = before;
  }
}
