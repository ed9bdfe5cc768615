/**
 * The helpers over parse5's tree of a built page that every reader of built HTML shares (the llms
 * converter, the search indexer, the built-pages checks, the contract spec), so that an attribute, a
 * class list or a text is read one way everywhere and no reader needs a selector engine.
 */
import type { DefaultTreeAdapterMap } from 'parse5';

export type HtmlNode = DefaultTreeAdapterMap['node'];
export type HtmlElement = DefaultTreeAdapterMap['element'];
export type HtmlText = DefaultTreeAdapterMap['textNode'];

/** An attribute as parse5 gives it. */
export interface HtmlAttribute {
  name: string;
  value: string;
}

/** Whether `node` is an element (of `tagName`, when given). */
export function isElement(node: HtmlNode | undefined, tagName?: string): node is HtmlElement {
  return node !== undefined && 'tagName' in node && (tagName === undefined || node.tagName === tagName);
}

/**
 * The child nodes of a node (none for text and comments). A `<template>`'s content is a fragment of its
 * own, not its children, so walks never enter it.
 */
export const childrenOf = (node: HtmlNode): HtmlNode[] => ('childNodes' in node ? node.childNodes : []);

/**
 * The value of an attribute, or undefined. Any element whose attributes are parse5's list fits (the llms
 * converter's own article tree shares those lists).
 */
export function attr(node: { attrs: readonly HtmlAttribute[] }, name: string): string | undefined {
  for (const attribute of node.attrs) if (attribute.name === name) return attribute.value;
  return undefined;
}

const HTML_WHITESPACE = /[ \t\n\r\f]+/;

/** The class names of an element. */
export function classes(node: { attrs: readonly HtmlAttribute[] }): string[] {
  return (attr(node, 'class') ?? '').split(HTML_WHITESPACE).filter(Boolean);
}

/**
 * Whether a `class` attribute already read names `name`, or `name` with the hash CSS Modules append
 * (`admonitionHeading_Ab12`): a reader that asks an element for several classes reads it once.
 */
export function inClassName(className: string | undefined, name: string): boolean {
  // Most elements have no class, or none that contains the name: no need to split.
  if (className === undefined || !className.includes(name)) return false;
  return className.split(HTML_WHITESPACE).some((c) => c === name || c.startsWith(`${name}_`));
}

/** Whether an element has the class `name`, or `name` with a CSS Modules hash (see `inClassName`). */
export function hasClass(node: { attrs: readonly HtmlAttribute[] }, name: string): boolean {
  return inClassName(attr(node, 'class'), name);
}

/** The first element, depth first, that `test` accepts (`node` itself included). */
export function findElement(
  node: HtmlNode,
  test: (element: HtmlElement) => boolean,
): HtmlElement | undefined {
  if (isElement(node) && test(node)) return node;
  for (const child of childrenOf(node)) {
    const found = findElement(child, test);
    if (found) return found;
  }
  return undefined;
}

/** Every element under `node`, `node` included, in document order. */
export function elementsOf(node: HtmlNode): HtmlElement[] {
  const found: HtmlElement[] = [];
  const visit = (current: HtmlNode) => {
    if (isElement(current)) found.push(current);
    for (const child of childrenOf(current)) visit(child);
  };
  visit(node);
  return found;
}

/** The elements under `node` that `test` accepts, not looking inside a match (nested tabs stay with their panel). */
export function outermost(node: HtmlNode, test: (element: HtmlElement) => boolean): HtmlElement[] {
  return childrenOf(node).flatMap((child) =>
    isElement(child) ? (test(child) ? [child] : outermost(child, test)) : [],
  );
}

/**
 * The text of a node as a browser shows it: `<br>` is a line break. `separator` may give, for an
 * element, what goes before and after its text (a reader that must not glue a table's cells together
 * gives a space for them).
 */
export function textOf(node: HtmlNode, separator?: (element: HtmlElement) => string | undefined): string {
  if (node.nodeName === '#text') return (node as HtmlText).value;
  const around = separator && isElement(node) ? separator(node) : undefined;
  if (around === undefined && isElement(node, 'br')) return '\n';
  // Code blocks hold a span per token: adding up strings allocates least.
  let value = around ?? '';
  for (const child of childrenOf(node)) value += textOf(child, separator);
  return around === undefined ? value : value + around;
}
