import { attr } from '../../lib/built-pages/htmlTree';
import { tagNames, type Element, type Node } from './articleTree';

/**
 * Collapses whitespace as a browser shows it, in place: runs of HTML whitespace become one space,
 * and a space at the start or end of a block, or after another space, goes. Text in `pre` stays
 * as it is. This follows hast-util-minify-whitespace (what hast-util-to-mdast runs), so twins
 * keep the spaces they had; see `toMdast.ts` for why it is not used itself.
 */

/** Elements that break the line before and after them: whitespace at their edges is not shown. */
export const BLOCKS = tagNames(`address article aside blockquote body br caption center col colgroup
  dd dialog dir div dl dt figcaption figure footer form h1 h2 h3 h4 h5 h6 head header hgroup hr html
  legend li listing main menu nav ol optgroup option p plaintext pre section summary table tbody td
  tfoot th thead tr ul wbr xmp`);

/** Replaced elements and form controls show something, so a space beside them shows too. */
export const EMBEDDED = tagNames('audio canvas embed iframe img math object picture svg video');
const CONTENT = new Set([...EMBEDDED, ...tagNames('button input select textarea')]);

/** Elements that render nothing: looking ahead for the next visible text passes over them. */
const SKIPPABLE = tagNames(`area base basefont dialog datalist head link meta noembed noframes param
  rp script source style template track title`);

const HTML_WHITESPACE = /[\t\n\v\f\r ]+/g;
/** Whether collapsing changes anything: most text has single spaces only. */
const COLLAPSIBLE = /[\t\n\v\f\r]| {2}/;
const ONLY_WHITESPACE = /^[ \t\n\f\r]*$/;

type Mode = 'normal' | 'nowrap' | 'pre';

export function minifyWhitespace(tree: Element): void {
  minifyChildren(tree, true, true, 'normal');
}

/**
 * `before`: a space at the start of the next text would follow a block edge or another space.
 * `after`: the parent ends at a block edge. Returns whether a space may be dropped after `parent`.
 */
function minifyChildren(parent: Element, before: boolean, after: boolean, mode: Mode): boolean {
  const { children } = parent;
  let index = 0;
  while (index < children.length) {
    const child = children[index]!;
    if (child.type === 'text') {
      if (mode !== 'normal') {
        if (mode === 'nowrap') child.value = collapse(child.value);
        before = false;
      } else {
        const value = collapse(child.value);
        const start = before && value.charCodeAt(0) === 32 ? 1 : 0;
        let end = value.length;
        let spaceAtEnd = false;
        if (start !== end && value.charCodeAt(end - 1) === 32) {
          if (endsAtBlock(children, index, after)) end--;
          else spaceAtEnd = true;
        }
        if (start >= end) {
          children.splice(index, 1);
          continue;
        }
        child.value = value.slice(start, end);
        before = spaceAtEnd;
      }
    } else {
      const block = BLOCKS.has(child.tagName);
      before = minifyChildren(
        child,
        block || before,
        block || endsAtBlock(children, index, after),
        modeOf(child, mode),
      );
      if (CONTENT.has(child.tagName)) before = false;
    }
    index++;
  }
  return before || after;
}

const collapse = (value: string): string =>
  COLLAPSIBLE.test(value) ? value.replace(HTML_WHITESPACE, ' ') : value;

/** Whether what follows `nodes[index]` up to the next visible text starts at a block edge. */
function endsAtBlock(nodes: Node[], index: number, after: boolean): boolean {
  return nextBoundary(nodes, index) ?? after;
}

function nextBoundary(nodes: Node[], index: number): boolean | undefined {
  for (let next = index + 1; next < nodes.length; next++) {
    const node = nodes[next]!;
    if (node.type === 'text') {
      if (!ONLY_WHITESPACE.test(node.value)) return false;
    } else if (CONTENT.has(node.tagName)) {
      return false;
    } else if (BLOCKS.has(node.tagName)) {
      return true;
    } else if (!SKIPPABLE.has(node.tagName) && attr(node, 'hidden') === undefined) {
      const inside = nextBoundary(node.children, -1);
      if (inside !== undefined) return inside;
    }
  }
  return undefined;
}

function modeOf(node: Element, inherited: Mode): Mode {
  switch (node.tagName) {
    case 'listing':
    case 'plaintext':
    case 'pre':
    case 'script':
    case 'style':
    case 'textarea':
    case 'xmp':
      return 'pre';
    case 'nobr':
      return 'nowrap';
    case 'td':
    case 'th':
      return attr(node, 'nowrap') === undefined ? inherited : 'nowrap';
    default:
      return inherited;
  }
}
