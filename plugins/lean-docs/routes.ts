import type { RouteConfig } from '@docusaurus/types';

/** The docs plugin's per-doc entry of the version metadata prop (`version.docs`). */
interface VersionDoc {
  id: string;
  title?: string;
  description?: string;
  sidebar?: string;
}

interface SidebarItem {
  type: string;
  unlisted?: boolean;
  href?: string;
  docId?: string;
  items?: SidebarItem[];
}

interface VersionProp {
  docs: Record<string, VersionDoc>;
  docsSidebars: Record<string, SidebarItem[]>;
}

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
 * The version metadata reduced to what the theme reads. The theme reads the docs map only through
 * `useDocById`, for a card's description, and cards now get descriptions from their page (see
 * leanDocsRoute), so the map is empty and sidebar links lose the doc id that pointed into it. A sidebar
 * item's `unlisted: false` is the default.
 */
export function leanVersionProp(version: VersionProp): VersionProp {
  const lean = (items: SidebarItem[]): SidebarItem[] =>
    items.map(({ unlisted, docId, items: children, ...item }) => ({
      ...item,
      ...(unlisted && { unlisted }),
      ...(children && { items: lean(children) }),
    }));
  const docsSidebars = Object.fromEntries(
    Object.entries(version.docsSidebars).map(([id, items]) => [id, lean(items)]),
  );
  return { ...version, docs: {}, docsSidebars };
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
 * those of its own cards, as route context (`useRouteContext().data.cardDescriptions`), which the
 * site's `DocCard` (src/theme/DocCard) reads.
 */
export async function leanDocsRoute(route: RouteConfig, createData: CreateData): Promise<RouteConfig> {
  const pages = new Map<string, CardDescriptions>();
  const rewrite = async (node: RouteConfig): Promise<RouteConfig> => {
    const version = versionPropOf(node);
    if (version) {
      cardDescriptionsByPage(version).forEach((descriptions, path) => pages.set(path, descriptions));
    }
    const routes = node.routes ? await Promise.all(node.routes.map(rewrite)) : undefined;
    const descriptions = pages.get(node.path);
    const context =
      descriptions && !node.routes
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
  return rewrite(route);
}
