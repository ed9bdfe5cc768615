import type { BlockContent, DefinitionContent, Nodes, Paragraph, PhrasingContent, RootContent } from 'mdast';
import type { Node } from './articleTree';

/**
 * Where HTML lets text sit beside blocks (a `li` with text and a nested `ul`, a `div` with both),
 * Markdown needs the text in a paragraph: the rules hast-util-to-mdast uses, so the twins keep
 * their shape.
 */

/** What a handler needs of the conversion: to convert an element's content. */
export interface Context {
  all: (nodes: Node[]) => RootContent[];
}

/** The mdast nodes that make up a paragraph. */
const PHRASING = new Set([
  ...['break', 'delete', 'emphasis', 'footnoteReference', 'image', 'imageReference', 'inlineCode'],
  ...['link', 'linkReference', 'strong', 'text'],
]);

const isPhrasing = (node: Nodes): node is PhrasingContent => PHRASING.has(node.type);

const isWhitespace = (value: string): boolean => /^[ \t\n\f\r]*$/.test(value);

/** Whether `nodes` hold a block, at any depth. */
function wrapNeeded(nodes: RootContent[]): boolean {
  return nodes.some((node) => !isPhrasing(node) || ('children' in node && wrapNeeded(node.children)));
}

/** What may sit in a list item or a quote: no bare text. */
export type Flow = BlockContent | DefinitionContent;

/** Runs of phrasing content become paragraphs; runs of only whitespace go. */
export function wrap(nodes: RootContent[]): Flow[] {
  return runs(
    nodes,
    (run) =>
      run.every((node) => node.type === 'text' && isWhitespace(node.value))
        ? []
        : [paragraph(dropSurroundingBreaks(run))],
    (node) => node,
  ) as Flow[];
}

export const paragraph = (children: PhrasingContent[]): Paragraph => ({ type: 'paragraph', children });

export function dropSurroundingBreaks<T extends RootContent>(nodes: T[]): T[] {
  let start = 0;
  let end = nodes.length;
  while (start < end && nodes[start]!.type === 'break') start++;
  while (end > start && nodes[end - 1]!.type === 'break') end--;
  return start === 0 && end === nodes.length ? nodes : nodes.slice(start, end);
}

/**
 * Appends the nodes that are not of the expected kind (as `build` makes it) to the next node
 * that is, or the last one: a `ul` holding text besides its `li`, a `tr` holding text.
 */
export function toSpecificContent<T extends RootContent & { children: RootContent[] }>(
  nodes: RootContent[],
  build: () => T,
): T[] {
  const type = build().type;
  const results: T[] = [];
  let queue: RootContent[] = [];
  for (const node of nodes) {
    if (node.type === type) {
      const expected = node as T;
      expected.children.unshift(...queue);
      queue = [];
      results.push(expected);
    } else {
      queue.push(node);
    }
  }
  if (queue.length > 0) {
    let last = results[results.length - 1];
    if (!last) {
      last = build();
      results.push(last);
    }
    last.children.push(...queue);
  }
  return results;
}

type Hybrid = Extract<RootContent, { type: 'link' | 'delete' }>;

function runs(
  nodes: RootContent[],
  onPhrasing: (run: PhrasingContent[]) => RootContent[],
  onOther: (node: RootContent) => RootContent,
): RootContent[] {
  const result: RootContent[] = [];
  let queue: PhrasingContent[] = [];
  for (const node of flatten(nodes)) {
    if (isPhrasing(node)) {
      queue.push(node);
    } else {
      if (queue.length > 0) result.push(...onPhrasing(queue));
      queue = [];
      result.push(onOther(node));
    }
  }
  if (queue.length > 0) result.push(...onPhrasing(queue));
  return result;
}

/** A link or deletion around blocks (`<a><h2>…</h2><p>…</p></a>`) goes inside each of them. */
function flatten(nodes: RootContent[]): RootContent[] {
  const straddles = (node: RootContent): node is Hybrid =>
    (node.type === 'link' || node.type === 'delete') && wrapNeeded(node.children);
  if (!nodes.some(straddles)) return nodes;
  return nodes.flatMap((node) => (straddles(node) ? split(node) : [node]));
}

function split(node: Hybrid): RootContent[] {
  const around = (children: RootContent[]): Hybrid =>
    ({ ...structuredClone({ ...node, children: [] }), children }) as Hybrid;
  return runs(
    node.children,
    (run) => [around(run)],
    (child) =>
      'children' in child
        ? ({
            ...structuredClone({ ...child, children: [] }),
            children: [around(child.children)],
          } as RootContent)
        : { ...child },
  );
}
