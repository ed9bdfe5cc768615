/**
 * The version's docs map, written compactly. Every doc a sidebar links to is already named there: its id
 * (`docId`), its title (the link's label, unless the doc sets another sidebar label) and its sidebar. The
 * map keeps only the docs the sidebars do not describe exactly; the theme's `DocVersionRoot` (theme/)
 * adds the others back before any hook reads the map. Used in the build and in the browser: no Node
 * modules here.
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

/** The docs map without the entries the sidebars describe exactly. */
export function compactDocs(docs: DocsMap, docsSidebars: Record<string, readonly MapSidebarItem[]>): DocsMap {
  const described = docsFromSidebars(docsSidebars);
  return Object.fromEntries(Object.entries(docs).filter(([id, doc]) => !sameDoc(described[id], doc)));
}

/** The whole docs map again, from its compact form and the sidebars. */
export function expandDocs(docs: DocsMap, docsSidebars: Record<string, readonly MapSidebarItem[]>): DocsMap {
  return { ...docsFromSidebars(docsSidebars), ...docs };
}
