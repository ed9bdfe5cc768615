import type { Link, Nodes, Parent, Root } from 'mdast';
import { kindHint, odslLinkTarget, odslTableLinkTarget } from './targets';

/** Attribute that the built `<a>` of an automatic link carries, with the value `auto`. */
export const AUTO_LINK_ATTRIBUTE = 'data-odsl-link';

interface VFileLike {
  path?: string;
}

/** Node types whose inline code must stay plain: already links, or headings (their own anchors). */
const SKIP_INSIDE = new Set(['link', 'linkReference', 'heading']);

/** Site route of a docs file, e.g. /x/docs/odsl/command/find.mdx -> /docs/odsl/command/find. */
export function routeOfDocFile(path: string | undefined): string | undefined {
  const match = path ? /(?:^|[\\/])docs[\\/](.+?)\.mdx?$/.exec(path) : null;
  if (!match) return undefined;
  const route = `/docs/${match[1].replace(/\\/g, '/')}`;
  return route.replace(/\/index$/, '');
}

/** Text of the node right after a code span, which may say what the span is ("the `log` command"). */
function followingText(parent: Parent, index: number): string | undefined {
  const next = parent.children[index + 1] as Nodes | undefined;
  return next?.type === 'text' ? next.value : undefined;
}

function linkChildren(parent: Parent, selfRoute: string | undefined, inTable = false): void {
  parent.children = parent.children.map((child, index) => {
    const node = child as Nodes;
    if (node.type === 'inlineCode') {
      const target = inTable
        ? odslTableLinkTarget(node.value)
        : odslLinkTarget(node.value, kindHint(followingText(parent, index)));
      if (target && target.split('#')[0] !== selfRoute) {
        // Marked so that checks of the built pages can tell automatic links from written ones.
        const link: Link = {
          type: 'link',
          url: target,
          children: [node],
          data: { hProperties: { [AUTO_LINK_ATTRIBUTE]: 'auto' } },
        };
        return link;
      }
      return child;
    }
    if ('children' in node && !SKIP_INSIDE.has(node.type)) {
      linkChildren(node as Parent, selfRoute, inTable || node.type === 'tableCell');
    }
    return child;
  }) as Parent['children'];
}

/**
 * Turns inline code that names an ODSL command, built-in function (`name()`),
 * aggregation stage or variable type into a link to its reference page,
 * unless it is already in a link or heading, or names the page itself. A name that is also an
 * ordinary word (a clause, attribute, property or action) links only when the words after it say it is
 * a command or a stage; see `targets.ts`.
 */
export default function remarkOdslLinks() {
  return (tree: Root, file: VFileLike): void => {
    linkChildren(tree, routeOfDocFile(file.path));
  };
}
