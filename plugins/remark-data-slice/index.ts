import type { Root } from 'mdast';
import type { MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import type { Program } from 'estree';
import { visit } from 'unist-util-visit';
import { valueToEstree } from 'estree-util-value-to-estree';

/** Returns the data one element needs, from its literal string attributes. */
export type SliceLoader = (attributes: Readonly<Record<string, string>>) => unknown;

export interface RemarkDataSliceOptions {
  /** JSX element name (as written in MDX) → the loader of its slice. */
  loaders: Readonly<Record<string, SliceLoader>>;
}

type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;

function isJsxElement(node: { type: string }): node is JsxElement {
  return node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement';
}

/** Attributes must be plain strings: the slice is chosen at compile time, before any expression runs. */
function literalAttributes(element: JsxElement, where: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const attribute of element.attributes) {
    if (
      attribute.type !== 'mdxJsxAttribute' ||
      (attribute.value !== null && typeof attribute.value !== 'string')
    ) {
      throw new Error(`${where}: <${element.name}> takes only literal string attributes`);
    }
    if (attribute.name === 'data') {
      throw new Error(`${where}: <${element.name}> gets its data prop from remark-data-slice; remove it`);
    }
    attributes[attribute.name] = attribute.value ?? 'true';
  }
  return attributes;
}

function dataAttribute(slice: unknown): MdxJsxAttribute {
  const estree: Program = {
    type: 'Program',
    sourceType: 'module',
    body: [{ type: 'ExpressionStatement', expression: valueToEstree(slice) }],
  };
  return {
    type: 'mdxJsxAttribute',
    name: 'data',
    value: { type: 'mdxJsxAttributeValueExpression', value: JSON.stringify(slice), data: { estree } },
  };
}

/**
 * Gives each registered JSX element of a page only its own slice of the structured data, as a `data`
 * prop written into the page at compile time. Components then import no data module, so a data set
 * shared by many pages is never copied into each page's JavaScript chunk.
 */
export default function remarkDataSlice(options: RemarkDataSliceOptions) {
  const { loaders } = options;
  return (tree: Root, file: { path?: string }): void => {
    const where = file.path ?? 'MDX';
    visit(tree, (node) => {
      if (!isJsxElement(node) || !node.name || !Object.hasOwn(loaders, node.name)) return;
      const attributes = literalAttributes(node, where);
      let slice: unknown;
      try {
        slice = loaders[node.name](attributes);
      } catch (error) {
        throw new Error(`${where}: <${node.name}>: ${(error as Error).message}`, { cause: error });
      }
      if (slice === undefined) {
        throw new Error(`${where}: <${node.name} ${JSON.stringify(attributes)}> matches no data`);
      }
      node.attributes.push(dataAttribute(slice));
    });
  };
}
