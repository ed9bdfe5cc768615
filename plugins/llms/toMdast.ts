import type { Nodes, Parents, PhrasingContent, Root, RootContent } from 'mdast';
import { attr } from '../../lib/built-pages/htmlTree';
import { tagNames, type Element, type Node } from './articleTree';
import { dropSurroundingBreaks, paragraph, wrap } from './mdastFlow';
import { definitionList, list, listItem } from './mdastLists';
import { table, tableCell, tableRow, type TableState } from './mdastTable';
import { minifyWhitespace } from './whitespace';

/**
 * Turns the rewritten article (`articleTree.ts`) into mdast, for mdast-util-to-markdown.
 *
 * hast-util-to-mdast did this before, and its output is the reference: these are its rules for the
 * elements an article holds (here and in `mdastFlow.ts`, `mdastLists.ts`, `mdastTable.ts`,
 * `whitespace.ts`), and every twin came out byte for byte the same. It cost about a third of the
 * conversion, mostly in work this tree does not need: a deep copy of the tree before minifying its
 * whitespace, hast-util-is-element building its tests again on every call, walks over the whole
 * tree for element ids and `<base>`. Elements an article does not hold (`iframe`, `video`, `input`,
 * `q`, `select`...) come out as their content.
 */

type State = TableState;
type Handler = (node: Element, state: State) => RootContent | RootContent[] | undefined;

/** Elements that show nothing a reader of the Markdown could use. */
const IGNORED = tagNames(`applet area basefont bgsound caption col colgroup command content datalist
  dialog element embed frame frameset isindex keygen link math menu menuitem meta nextid noembed
  noframes optgroup option param script shadow source spacer style svg template title track`);

/** Containers of blocks: text directly inside them becomes a paragraph. */
const FLOW = tagNames(`address article aside body center div fieldset figcaption figure form footer
  header hgroup html legend main multicol nav picture section`);

/** Markdown of `tree`; its whitespace is collapsed in place first. */
export function toMdast(tree: Element): Root {
  minifyWhitespace(tree);
  const state: State = { inTable: false, spans: new Map(), all: (nodes) => all(nodes, state) };
  const root: Root = { type: 'root', children: wrap(state.all([tree])) };
  mergeText(root);
  return root;
}

function all(nodes: Node[], state: State): RootContent[] {
  const results: RootContent[] = [];
  for (const node of nodes) {
    const result = one(node, state);
    if (Array.isArray(result)) results.push(...result);
    else if (result) results.push(result);
  }
  return results;
}

function one(node: Node, state: State): RootContent | RootContent[] | undefined {
  if (node.type === 'text') return { type: 'text', value: node.value };
  if (IGNORED.has(node.tagName)) return undefined;
  if (FLOW.has(node.tagName)) return wrap(state.all(node.children));
  const handler = HANDLERS.get(node.tagName);
  return handler ? handler(node, state) : state.all(node.children);
}

const phrasing = (node: Element, state: State) => state.all(node.children) as PhrasingContent[];

/** Titles and alt texts: whitespace collapsed and trimmed (collapse-white-space, HTML style). */
const collapse = (value: string | undefined): string =>
  (value ?? '').replace(/[\t\n\v\f\r ]+/g, (run, index: number, whole: string) =>
    index === 0 || index + run.length === whole.length ? '' : ' ',
  );

const PREFORMATTED = tagNames('listing plaintext pre textarea xmp');
const BIDI_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

/**
 * Text of inline code or a code block, as hast-util-to-text gives it for them: whitespace was
 * already collapsed (except in `pre`), `br` is a line break, bidirectional controls go (and the
 * spaces around one become one).
 */
function codeText(node: Node, pre = false): string {
  if (node.type === 'text')
    return pre ? node.value : node.value.replace(BIDI_CONTROLS, '').replace(/[\t ]+/g, ' ');
  if (node.tagName === 'br') return '\n';
  const inPre = pre || PREFORMATTED.has(node.tagName);
  return node.children.map((child) => codeText(child, inPre)).join('');
}

/** The language is the `language-*` class of the `code` in the `pre`, as Prism and MDX write it. */
function code(node: Element): RootContent {
  // The first `code` child with a class says it; a `code` without one says nothing.
  const className = node.children
    .map((child) => (child.type === 'element' && child.tagName === 'code' ? attr(child, 'class') : undefined))
    .find((value) => value !== undefined);
  const lang = className
    ?.trim()
    .split(/[ \t\n\r\f]+/)
    .find((name) => name.startsWith('language-'))
    ?.slice('language-'.length);
  return { type: 'code', lang: lang || null, meta: null, value: codeText(node).replace(/[\r\n]+$/, '') };
}

const each = (tags: string, handler: Handler): Array<[string, Handler]> =>
  [...tagNames(tags)].map((tag) => [tag, handler]);

const HANDLERS = new Map<string, Handler>([
  [
    'a',
    (node, state) => ({
      type: 'link',
      url: attr(node, 'href') ?? '',
      title: collapse(attr(node, 'title')) || null,
      children: phrasing(node, state),
    }),
  ],
  [
    'img',
    (node) => ({
      type: 'image',
      url: attr(node, 'src') ?? '',
      title: collapse(attr(node, 'title')) || null,
      alt: collapse(attr(node, 'alt')),
    }),
  ],
  ['blockquote', (node, state) => ({ type: 'blockquote', children: wrap(state.all(node.children)) })],
  ['br', () => ({ type: 'break' })],
  ['hr', () => ({ type: 'thematicBreak' })],
  ['dl', definitionList],
  ['table', table],
  ['tr', tableRow],
  ...each('td th', tableCell),
  ...each('ol ul dir', list),
  ...each('li dt dd', listItem),
  ...each('pre listing plaintext xmp', code),
  ...each('code kbd samp tt var', (node) => ({ type: 'inlineCode', value: codeText(node) })),
  ...each('b strong', (node, state) => ({ type: 'strong', children: phrasing(node, state) })),
  ...each('em i mark u', (node, state) => ({ type: 'emphasis', children: phrasing(node, state) })),
  ...each('del s strike', (node, state) => ({ type: 'delete', children: phrasing(node, state) })),
  ...each('p summary', (node, state) => {
    const children = dropSurroundingBreaks(phrasing(node, state));
    return children.length > 0 ? paragraph(children) : undefined;
  }),
  ...each('h1 h2 h3 h4 h5 h6', (node, state) => ({
    type: 'heading',
    depth: Number(node.tagName.charAt(1)) as 1 | 2 | 3 | 4 | 5 | 6,
    children: dropSurroundingBreaks(phrasing(node, state)),
  })),
]);

const isSpace = (code: number): boolean => code === 32 || code === 9;

/**
 * Joins neighbouring text (text beside elements that made no node, such as a dropped `span`) and
 * trims text at the edges of paragraphs and headings, where no neighbour needs the space.
 */
function mergeText(parent: Parents): void {
  const { children } = parent as { children: Nodes[] };
  const trims = parent.type === 'paragraph' || parent.type === 'heading' || parent.type === 'root';
  let index = 0;
  while (index < children.length) {
    const child = children[index]!;
    if (child.type === 'text') {
      const previous = children[index - 1];
      if (previous?.type === 'text') {
        previous.value += child.value;
        children.splice(index, 1);
        index--;
        continue;
      }
      // Tested first: text rarely has a line break or a space at an end, and the regular
      // expressions would read all of it to find out.
      if (/[\r\n]/.test(child.value)) child.value = child.value.replace(/[\t ]*(\r?\n|\r)[\t ]*/, '$1');
      if (trims && index === 0 && isSpace(child.value.charCodeAt(0)))
        child.value = child.value.replace(/^[\t ]+/, '');
      if (trims && index === children.length - 1 && isSpace(child.value.charCodeAt(child.value.length - 1)))
        child.value = child.value.replace(/[\t ]+$/, '');
      if (!child.value) {
        children.splice(index, 1);
        continue;
      }
    } else if ('children' in child) {
      mergeText(child);
    }
    index++;
  }
}
