import type { List, ListItem } from 'mdast';
import { attr } from '../../lib/built-pages/htmlTree';
import { tagNames, type Element, type Node } from './articleTree';
import { toSpecificContent, wrap, type Context, type Flow } from './mdastFlow';
import { EMBEDDED } from './whitespace';

/**
 * Lists by hast-util-to-mdast's rules. Whether an item is loose (blank lines around it in the
 * Markdown) follows its HTML: a `p` in it, or two blocks, at any depth.
 */

/** HTML's phrasing elements: they do not make an item loose. */
const PHRASING_ELEMENTS = new Set([
  ...EMBEDDED,
  ...tagNames(`a abbr area b bdi bdo br button cite code data datalist del dfn em i input ins kbd
    keygen label map mark meter noscript output progress q ruby s samp script select small span
    strong sub sup template textarea time u var wbr`),
]);

export function listItem(node: Element, state: Context): ListItem {
  return { type: 'listItem', spread: loose(node), checked: null, children: wrap(state.all(node.children)) };
}

export function list(node: Element, state: Context): List {
  const ordered = node.tagName === 'ol';
  const children = toSpecificContent(state.all(node.children), emptyListItem);
  const start = Number.parseInt(String(attr(node, 'start')), 10);
  return {
    type: 'list',
    ordered,
    start: ordered ? (Number.isNaN(start) ? 1 : start) : null,
    spread: anyLoose(children),
    children,
  };
}

/** A definition list: each run of terms with their definitions is one item. */
export function definitionList(node: Element, state: Context): List | undefined {
  const flat = node.children.flatMap((child) =>
    child.type === 'element' && child.tagName === 'div' ? child.children : [child],
  );
  const groups: Array<{ terms: Node[]; definitions: Node[] }> = [{ terms: [], definitions: [] }];
  flat.forEach((child, index) => {
    const previous = flat[index - 1];
    const isTerm = child.type === 'element' && child.tagName === 'dt';
    if (isTerm && previous?.type === 'element' && previous.tagName === 'dd')
      groups.push({ terms: [], definitions: [] });
    groups[groups.length - 1]![isTerm ? 'terms' : 'definitions'].push(child);
  });
  const items = groups.flatMap(({ terms, definitions }): ListItem[] => {
    const children = [...asFlow(terms, state), ...asFlow(definitions, state)];
    return children.length > 0
      ? [{ type: 'listItem', spread: children.length > 1, checked: null, children }]
      : [];
  });
  return items.length > 0 ? unorderedList(items) : undefined;
}

const emptyListItem = (): ListItem => ({ type: 'listItem', spread: false, checked: null, children: [] });

const unorderedList = (items: ListItem[]): List => ({
  type: 'list',
  ordered: false,
  start: null,
  spread: anyLoose(items),
  children: items,
});

const anyLoose = (items: ListItem[]): boolean => items.length > 1 && items.some((item) => item.spread);

function loose(node: Element): boolean {
  let seenBlock = false;
  for (const child of node.children) {
    if (child.type !== 'element' || PHRASING_ELEMENTS.has(child.tagName)) continue;
    if (child.tagName === 'p' || seenBlock || loose(child)) return true;
    seenBlock = true;
  }
  return false;
}

/** Terms or definitions: the content of one item, or a list of several. */
function asFlow(nodes: Node[], state: Context): Flow[] {
  const items = toSpecificContent(state.all(nodes), emptyListItem);
  return items.length <= 1 ? (items[0]?.children ?? []) : [unorderedList(items)];
}
