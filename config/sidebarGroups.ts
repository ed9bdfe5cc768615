import type { PluginOptions } from '@docusaurus/plugin-content-docs';

type SidebarItemsGeneratorOption = PluginOptions['sidebarItemsGenerator'];
type SidebarItem = Awaited<ReturnType<SidebarItemsGeneratorOption>>[number];
type CategoryItem = Extract<SidebarItem, { type: 'category' }>;

/**
 * A sidebar category that is not a folder. A doc's folder is its URL, so docs that keep their URLs
 * (`/docs/tutorials/searching`) but belong together under a category page of their own cannot move
 * into a folder; this rule gathers them in the sidebar instead.
 */
export interface SidebarGroup {
  /** Index doc of the category whose items are regrouped, e.g. `tutorials/index`. */
  parentDocId: string;
  label: string;
  link: { slug: string; title: string; description: string };
  /** Child categories that stay outside the group: those holding docs under these folders. */
  keepFolders: readonly string[];
}

/** Docs shown inside another folder's category, e.g. a series that belongs with the subscribing tutorials. */
export interface SidebarMove {
  docIds: readonly string[];
  /** Generated-index slug of the receiving category; the docs come first, in the order given. */
  intoCategorySlug: string;
}

export const sidebarMoves: readonly SidebarMove[] = [
  {
    docIds: ['tutorials/gettingstarted1', 'tutorials/gettingstarted1sql', 'tutorials/gettingstarted1camel'],
    intoCategorySlug: '/category/subscribing',
  },
];

export const sidebarGroups: readonly SidebarGroup[] = [
  {
    parentDocId: 'tutorials/index',
    label: 'General tutorials',
    link: {
      slug: '/category/general-tutorials',
      title: 'General tutorials',
      description:
        'Stand-alone tutorials, each about one task: ODSL code, searching, time series, Smart Curves, reports, environments, loaders and subscriptions.',
    },
    keepFolders: ['tutorials/qs'],
  },
];

const isCategory = (item: SidebarItem): item is CategoryItem => item.type === 'category';

function docIds(item: SidebarItem): string[] {
  if (item.type === 'doc') return [item.id];
  if (!isCategory(item)) return [];
  const own = item.link?.type === 'doc' ? [item.link.id] : [];
  return [...own, ...item.items.flatMap(docIds)];
}

/** Applies `fn` to every category, depth first, rebuilding the tree. */
function mapCategories(items: SidebarItem[], fn: (category: CategoryItem) => CategoryItem): SidebarItem[] {
  return items.map((item) =>
    isCategory(item) ? fn({ ...item, items: mapCategories(item.items, fn) }) : item,
  );
}

function removeDocs(items: SidebarItem[], ids: ReadonlySet<string>): SidebarItem[] {
  return items
    .filter((item) => !(item.type === 'doc' && ids.has(item.id)))
    .map((item) => (isCategory(item) ? { ...item, items: removeDocs(item.items, ids) } : item));
}

function applyMove(items: SidebarItem[], move: SidebarMove): SidebarItem[] {
  const ids = new Set(move.docIds);
  let received = false;
  const moved = mapCategories(removeDocs(items, ids), (category) => {
    const link = category.link;
    if (link?.type !== 'generated-index' || link.slug !== move.intoCategorySlug) return category;
    received = true;
    return {
      ...category,
      items: [...move.docIds.map((id) => ({ type: 'doc' as const, id })), ...category.items],
    };
  });
  if (!received) throw new Error(`sidebarGroups: no category with slug ${move.intoCategorySlug}`);
  return moved;
}

function applyGroup(items: SidebarItem[], group: SidebarGroup): SidebarItem[] {
  let found = false;
  const grouped = mapCategories(items, (category) => {
    if (category.link?.type !== 'doc' || category.link.id !== group.parentDocId) return category;
    found = true;
    const kept = (item: SidebarItem) =>
      isCategory(item) && docIds(item).some((id) => group.keepFolders.some((f) => id.startsWith(`${f}/`)));
    const members = category.items.filter((item) => !kept(item));
    if (members.length === 0) return category;
    const at = category.items.findIndex((item) => !kept(item));
    const groupItem: CategoryItem = {
      type: 'category',
      label: group.label,
      collapsible: true,
      collapsed: true,
      link: { type: 'generated-index', ...group.link },
      items: members,
    };
    const rest = category.items.filter(kept);
    return { ...category, items: [...rest.slice(0, at), groupItem, ...rest.slice(at)] };
  });
  if (!found) throw new Error(`sidebarGroups: no category links to ${group.parentDocId}`);
  return grouped;
}

/** Regroups generated sidebar items by the moves and groups above. */
export function regroupSidebar(
  items: SidebarItem[],
  moves: readonly SidebarMove[] = sidebarMoves,
  groups: readonly SidebarGroup[] = sidebarGroups,
): SidebarItem[] {
  const moved = moves.reduce(applyMove, items);
  return groups.reduce(applyGroup, moved);
}

/** Docusaurus's folder-based sidebar, then `regroupSidebar`. */
export const sidebarItemsGenerator: SidebarItemsGeneratorOption = async ({
  defaultSidebarItemsGenerator,
  ...args
}) => regroupSidebar(await defaultSidebarItemsGenerator(args));
