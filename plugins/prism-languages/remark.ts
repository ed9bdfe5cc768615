import type { Program } from 'estree';
import type { Root } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
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

/** Every string under a `language` key of a JSON value. */
function languagesIn(value: unknown, into: string[]): void {
  if (Array.isArray(value)) value.forEach((item) => languagesIn(item, into));
  else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      if (key === 'language' && typeof child === 'string') into.push(child);
      else languagesIn(child, into);
    }
  }
}

/** Languages of the code a component shows, from the `data` slice remark-data-slice gave it. */
function sliceLanguages(node: MdxJsxFlowElement | MdxJsxTextElement): string[] {
  const languages: string[] = [];
  for (const attribute of node.attributes) {
    if (attribute.type !== 'mdxJsxAttribute' || attribute.name !== 'data') continue;
    if (!attribute.value || typeof attribute.value !== 'object') continue;
    try {
      languagesIn(JSON.parse(attribute.value.value), languages);
    } catch {
      // A data expression written by hand rather than by remark-data-slice: not a slice.
    }
  }
  return languages;
}

/**
 * Makes a page import the Prism grammars of the languages it shows (see languages.ts), so the grammar is
 * registered before the page renders, on the server and in the browser alike: those of its code blocks,
 * and those its components render from their data slices, where a `language` field names a code block's
 * language (REST samples, SDK signatures). Runs after remark-data-slice.
 */
export default function remarkPrismLanguages() {
  return (tree: Root): void => {
    const modules = new Set<string>();
    const add = (language: string | null | undefined) => {
      const module = grammarModule(language);
      if (module) modules.add(module);
    };
    visit(tree, (node) => {
      if (node.type === 'code') add(node.lang);
      else if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement')
        sliceLanguages(node).forEach(add);
    });
    tree.children.unshift(...[...modules].sort().map(sideEffectImport));
  };
}
