import type { Element, ElementContent, Nodes, Parents, Text } from 'hast';

/** Small helpers over hast trees, so the converter needs no selector engine. */

export function classList(node: Element): string[] {
  const value: unknown = node.properties.className;
  return Array.isArray(value) ? value.map(String) : typeof value === 'string' ? value.split(/\s+/) : [];
}

/** CSS Modules append a hash to class names (`admonitionHeading_Ab12`): match the stable prefix. */
export function hasClass(node: Element, name: string): boolean {
  return classList(node).some((c) => c === name || c.startsWith(`${name}_`));
}

export function isElement(node: Nodes | undefined, tagName?: string): node is Element {
  return node?.type === 'element' && (tagName === undefined || node.tagName === tagName);
}

/** The first element, depth first, that `test` accepts. */
export function findElement(node: Nodes, test: (element: Element) => boolean): Element | undefined {
  if (isElement(node) && test(node)) return node;
  if (!('children' in node)) return undefined;
  for (const child of node.children) {
    const found = findElement(child, test);
    if (found) return found;
  }
  return undefined;
}

export function findAll(node: Nodes, test: (element: Element) => boolean): Element[] {
  const found: Element[] = [];
  const walk = (current: Nodes): void => {
    if (isElement(current) && test(current)) found.push(current);
    if ('children' in current) current.children.forEach(walk);
  };
  walk(node);
  return found;
}

/** Visible text of a node: `<br>` becomes a line break. */
export function textOf(node: Nodes): string {
  if (node.type === 'text') return node.value;
  if (isElement(node, 'br')) return '\n';
  if (!('children' in node)) return '';
  return node.children.map((child) => textOf(child)).join('');
}

export const text = (value: string): Text => ({ type: 'text', value });

export function element(
  tagName: string,
  children: ElementContent[],
  properties: Element['properties'] = {},
): Element {
  return { type: 'element', tagName, properties, children };
}

/**
 * Rewrites the tree top-down: `replace` returns what stands in for an element (an empty array
 * removes it, `undefined` keeps it and descends into it). Comments are dropped. What stands in is
 * rewritten too, except the element itself when it is part of its own replacement.
 */
export function rewrite(node: Parents, replace: (element: Element) => ElementContent[] | undefined): void {
  node.children = rewriteAll(node.children as ElementContent[], replace);
}

function rewriteAll(
  nodes: ElementContent[],
  replace: (element: Element) => ElementContent[] | undefined,
  keep?: Element,
): ElementContent[] {
  const next: ElementContent[] = [];
  for (const child of nodes) {
    if (child.type === 'comment') continue;
    if (child.type !== 'element') {
      next.push(child);
      continue;
    }
    const replacement = child === keep ? undefined : replace(child);
    if (replacement === undefined) {
      rewrite(child, replace);
      next.push(child);
    } else {
      next.push(...rewriteAll(replacement, replace, child));
    }
  }
  return next;
}
