import type { Program } from 'estree';
import type { Code, Root } from 'mdast';
import type { MdxjsEsm } from 'mdast-util-mdxjs-esm';
import { visit } from 'unist-util-visit';
import { grammarModule } from './languages';

function sideEffectImport(source: string): MdxjsEsm {
  const estree: Program = {
    type: 'Program',
    sourceType: 'module',
    body: [
      {
        type: 'ImportDeclaration',
        specifiers: [],
        source: { type: 'Literal', value: source, raw: JSON.stringify(source) },
        attributes: [],
      },
    ],
  };
  return { type: 'mdxjsEsm', value: `import '${source}';`, data: { estree } };
}

/**
 * Makes a page import the Prism grammars of the languages its code blocks use (see languages.ts), so the
 * grammar is registered before the page renders, on the server and in the browser alike.
 */
export default function remarkPrismLanguages() {
  return (tree: Root): void => {
    const modules = new Set<string>();
    visit(tree, 'code', (node: Code) => {
      const module = grammarModule(node.lang);
      if (module) modules.add(module);
    });
    tree.children.unshift(...[...modules].sort().map(sideEffectImport));
  };
}
