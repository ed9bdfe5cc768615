import { isDeepStrictEqual } from 'node:util';
import type { RouteConfig } from '@docusaurus/types';
import {
  compactDocs,
  expandDocs,
  withDocIds,
  withoutDerivableDocIds,
  type CompactDoc,
  type DocsMap,
  type MapSidebarItem,
} from './docsMap';

export const PLUGIN_NAME = 'lean-docs';

interface SidebarItem extends MapSidebarItem {
  unlisted?: boolean;
  href?: string;
  items?: SidebarItem[];
}

interface VersionProp {
  version?: string;
  docs: DocsMap;
  docsSidebars: Record<string, SidebarItem[]>;
}

/** The version metadata as the browser gets it: the docs map compact (docsMap.ts). */
export type LeanVersionProp = Omit<VersionProp, 'docs'> & { docs: Record<string, CompactDoc> };

/** Descriptions of the pages a category page shows as cards, by the page's URL (the card's href). */
export type CardDescriptions = Record<string, string>;

/** Writes a JSON module and returns its path, as the plugin action `createData` does. */
export type CreateData = (name: string, data: string) => Promise<string>;

function versionPropOf(route: RouteConfig): VersionProp | undefined {
  const version = (route.props as { version?: Partial<VersionProp> } | undefined)?.version;
  return version?.docs && version.docsSidebars ? (version as VersionProp) : undefined;
}

/** Every category with a page of its own, by that page's path: the descriptions of its direct items. */
export function cardDescriptionsByPage(version: VersionProp): Map<string, CardDescriptions> {
  const pages = new Map<string, CardDescriptions>();
  const visit = (items: SidebarItem[]) => {
    for (const item of items) {
      if (item.type !== 'category' || !item.items) continue;
      if (item.href) {
        const descriptions: CardDescriptions = {};
        for (const child of item.items) {
          const description = child.docId ? version.docs[child.docId]?.description : undefined;
          if (child.href && description) descriptions[child.href] = description;
        }
        if (Object.keys(descriptions).length > 0) pages.set(item.href, descriptions);
      }
      visit(item.items);
    }
  };
  Object.values(version.docsSidebars).forEach(visit);
  return pages;
}

/**
 * The version metadata without doc descriptions, which only category cards show and which now reach only
 * the category pages (see leanDocsRoute). Everything the theme's hooks read stays: `useDocById` finds any
 * doc by id, title and sidebar, and sidebar links keep their `docId` (breadcrumbs and the active sidebar
 * item follow it): a link whose href gives it leaves it out, and `DocVersionRoot` adds it back. The docs
 * map is written compactly (docsMap.ts), without the docs the sidebars already describe; the theme's
 * `DocVersionRoot` (theme/) adds them back. A sidebar item's `unlisted: false` is the default.
 */
export function leanVersionProp(version: VersionProp): LeanVersionProp {
  const lean = (items: SidebarItem[]): SidebarItem[] =>
    items.map(({ unlisted, items: children, ...item }) => ({
      ...item,
      ...(unlisted && { unlisted }),
      ...(children && { items: lean(children) }),
    }));
  const docsSidebars = Object.fromEntries(
    Object.entries(version.docsSidebars).map(([id, items]) => [id, lean(items)]),
  );
  const docs = Object.fromEntries(
    Object.entries(version.docs).map(([id, { description: _description, ...doc }]) => [id, doc]),
  );
  const compact = compactDocs(docs, docsSidebars);
  if (!isDeepStrictEqual(expandDocs(compact, docsSidebars), docs)) {
    throw new Error(
      `${PLUGIN_NAME}: the sidebars of version ${version.version ?? '?'} link docs its docs map does not list; ` +
        '@docusaurus/plugin-content-docs changed the shape of its version metadata. Update plugins/lean-docs/docsMap.ts',
    );
  }
  const shortSidebars = withoutDerivableDocIds(docsSidebars);
  if (!isDeepStrictEqual(withDocIds(shortSidebars), docsSidebars)) {
    throw new Error(
      `${PLUGIN_NAME}: a sidebar link of version ${version.version ?? '?'} without a docId has an href under the ` +
        'docs route base, so the browser would give it one; write it as a doc link or update plugins/lean-docs/docsMap.ts',
    );
  }
  return { ...version, docs: compact, docsSidebars: shortSidebars };
}

function fileNameFor(path: string): string {
  return `card-descriptions${path.replace(/[^a-zA-Z0-9]+/g, '-')}.json`;
}

/**
 * Rewrites the docs plugin's route tree so that no page downloads every doc's description.
 *
 * Docusaurus puts the version metadata, including the description of every doc (28 KB gzip of its 36 KB
 * here), into a chunk that each doc page loads on a first visit, because the category cards
 * (`DocCard`) look descriptions up there. The descriptions leave that prop; each category page gets only
 * those of its own cards, as route context (`useRouteContext().data.cardDescriptions`), which this
 * plugin's `DocCard` (theme/DocCard) reads.
 *
 * Fails, naming the plugin and the route, when the tree has no version metadata or a category page has no
 * leaf route of its own: the docs plugin changed the shape this rewrite relies on.
 */
export async function leanDocsRoute(route: RouteConfig, createData: CreateData): Promise<RouteConfig> {
  const pages = new Map<string, CardDescriptions>();
  const placed = new Set<string>();
  let versions = 0;
  const rewrite = async (node: RouteConfig): Promise<RouteConfig> => {
    const version = versionPropOf(node);
    if (version) {
      versions += 1;
      cardDescriptionsByPage(version).forEach((descriptions, path) => pages.set(path, descriptions));
    }
    const routes = node.routes ? await Promise.all(node.routes.map(rewrite)) : undefined;
    const descriptions = node.routes ? undefined : pages.get(node.path);
    if (descriptions) placed.add(node.path);
    const context = descriptions
      ? {
          ...node.context,
          data: {
            cardDescriptions: await createData(fileNameFor(node.path), JSON.stringify(descriptions)),
          },
        }
      : node.context;
    const props = version ? { ...node.props, version: leanVersionProp(version) } : node.props;
    return {
      ...node,
      ...(props && { props }),
      ...(context && { context }),
      ...(routes && { routes }),
    };
  };
  // Versions are visited before their sub-routes, so their categories are known when pages are reached.
  const lean = await rewrite(route);
  const changed =
    '@docusaurus/plugin-content-docs changed the shape of its routes; update plugins/lean-docs/routes.ts';
  if (versions === 0) {
    throw new Error(
      `${PLUGIN_NAME}: no version metadata (props.version with docs and docsSidebars) in the route tree of ${route.path}; ${changed}`,
    );
  }
  const unplaced = [...pages.keys()].filter((path) => !placed.has(path));
  if (unplaced.length > 0) {
    throw new Error(
      `${PLUGIN_NAME}: no leaf route under ${route.path} for the category pages ${unplaced.join(', ')}, ` +
        `which would lose their card descriptions; ${changed}`,
    );
  }
  return lean;
}
