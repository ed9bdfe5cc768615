/**
 * The version's docs map, written compactly. Every doc a sidebar links to is already named there: its id
 * (`docId`), its title (the link's label, unless the doc sets another sidebar label) and its sidebar. The
 * map keeps only the docs the sidebars do not describe exactly, each without the id its key gives; the
 * theme's `DocVersionRoot` (theme/) adds the others back before any hook reads the map. Used in the build
 * and in the browser: no Node modules here.
 */

/** A doc of the version's docs map (`PropVersionDoc`), as the theme's `useDocById` returns it. */
export interface MapDoc {
  id: string;
  title: string;
  description?: string;
  sidebar?: string;
}

/** The part of a sidebar item this reads. */
export interface MapSidebarItem {
  type: string;
  label?: string;
  docId?: string;
  items?: MapSidebarItem[];
}

export type DocsMap = Record<string, MapDoc>;

/** The docs the sidebars describe: each linked doc, titled with its label, in the first sidebar linking it. */
export function docsFromSidebars(docsSidebars: Record<string, readonly MapSidebarItem[]>): DocsMap {
  const docs: DocsMap = {};
  const visit = (items: readonly MapSidebarItem[], sidebar: string) => {
    for (const item of items) {
      if (item.type === 'link' && item.docId && item.label !== undefined && !(item.docId in docs)) {
        docs[item.docId] = { id: item.docId, title: item.label, sidebar };
      }
      if (item.items) visit(item.items, sidebar);
    }
  };
  for (const [sidebar, items] of Object.entries(docsSidebars)) visit(items, sidebar);
  return docs;
}

const sameDoc = (a: MapDoc | undefined, b: MapDoc): boolean =>
  a !== undefined &&
  a.id === b.id &&
  a.title === b.title &&
  a.sidebar === b.sidebar &&
  a.description === b.description;

/** A doc of the compact map: its key is its id. */
export type CompactDoc = Omit<MapDoc, 'id'>;

/** The docs map without the entries the sidebars describe exactly, nor the ids its keys give. */
export function compactDocs(
  docs: DocsMap,
  docsSidebars: Record<string, readonly MapSidebarItem[]>,
): Record<string, CompactDoc> {
  const described = docsFromSidebars(docsSidebars);
  return Object.fromEntries(
    Object.entries(docs)
      .filter(([id, doc]) => !sameDoc(described[id], doc))
      .map(([id, { id: _id, ...doc }]) => [id, doc]),
  );
}

/** The whole docs map again, from its compact form and the sidebars. */
export function expandDocs(
  docs: Readonly<Record<string, CompactDoc>>,
  docsSidebars: Record<string, readonly MapSidebarItem[]>,
): DocsMap {
  const listed = Object.fromEntries(Object.entries(docs).map(([id, doc]) => [id, { id, ...doc }]));
  return { ...docsFromSidebars(docsSidebars), ...listed };
}

/**
 * The docs plugin's route base as sidebar links write it. A link whose `docId` is its href after this base
 * leaves the id out; `withDocIds` puts it back. Index docs (`/docs/kb/` for `kb/index`) and docs with
 * their own slug keep theirs.
 */
export const DOC_HREF_BASE = '/docs/';

/** A sidebar item as written: links have an href. */
export interface HrefSidebarItem extends MapSidebarItem {
  href?: string;
  items?: HrefSidebarItem[];
}

type Sidebars<Item> = Record<string, Item[]>;

function mapLinks<Item extends HrefSidebarItem>(
  sidebars: Sidebars<Item>,
  link: (item: Item) => Item,
): Sidebars<Item> {
  const visit = (items: Item[]): Item[] =>
    items.map((item) => {
      const mapped = item.type === 'link' ? link(item) : item;
      return item.items ? { ...mapped, items: visit(item.items as Item[]) } : mapped;
    });
  return Object.fromEntries(Object.entries(sidebars).map(([id, items]) => [id, visit(items)]));
}

/** The sidebars without each link's `docId` that its href already gives. */
export function withoutDerivableDocIds<Item extends HrefSidebarItem>(
  sidebars: Sidebars<Item>,
): Sidebars<Item> {
  return mapLinks(sidebars, (item) => {
    if (item.docId === undefined || item.href !== `${DOC_HREF_BASE}${item.docId}`) return item;
    const { docId: _docId, ...rest } = item;
    return rest as Item;
  });
}

/** The sidebars with every doc link's `docId` again, read from its href where it was left out. */
export function withDocIds<Item extends HrefSidebarItem>(sidebars: Sidebars<Item>): Sidebars<Item> {
  return mapLinks(sidebars, (item) =>
    item.docId === undefined && item.href?.startsWith(DOC_HREF_BASE)
      ? { ...item, docId: item.href.slice(DOC_HREF_BASE.length) }
      : item,
  );
}

/** The version metadata as `DocVersionRoot` hands it to the theme: every link's `docId` and the whole docs map again. */
export function expandVersion<
  Version extends { docs: Readonly<Record<string, CompactDoc>>; docsSidebars: Sidebars<HrefSidebarItem> },
>(version: Version): Omit<Version, 'docs'> & { docs: DocsMap } {
  const docsSidebars = withDocIds(version.docsSidebars);
  return { ...version, docsSidebars, docs: expandDocs(version.docs, docsSidebars) };
}
