/**
 * The article of a page once `convert.ts` has rewritten what the theme renders for the browser: a
 * small, regular subset of HTML (headings, paragraphs, lists, tables, code blocks, quotes, links,
 * emphasis, inline code, images, breaks; divs, spans and sections around them) that `toMdast.ts`
 * turns into Markdown.
 */

/** As parse5 gives them, so elements share the parsed page's lists: copying them cost 4%. */
export interface Attribute {
  name: string;
  value: string;
}

export interface Element {
  type: 'element';
  tagName: string;
  /** Read with `attr` of lib/built-pages/htmlTree.ts, as a parsed page's attributes are. */
  attrs: Attribute[];
  children: Node[];
}

export interface Text {
  type: 'text';
  value: string;
}

export type Node = Element | Text;

export const text = (value: string): Text => ({ type: 'text', value });

export function element(tagName: string, children: Node[], attrs: Attribute[] = []): Element {
  return { type: 'element', tagName, attrs, children };
}

/** A set of tag names, written as words. */
export const tagNames = (names: string): Set<string> => new Set(names.trim().split(/\s+/));
