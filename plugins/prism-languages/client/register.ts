import { Prism } from 'prism-react-renderer';

/**
 * Runs a `prismjs/components/prism-*` module against the Prism instance of prism-react-renderer. Those
 * modules extend a global `Prism`, so it is set for the call and restored afterwards, as Docusaurus's
 * own prism-include-languages does.
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
