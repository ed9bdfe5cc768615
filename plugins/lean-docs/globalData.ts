interface GlobalDoc {
  id: string;
  path: string;
  sidebar?: string;
}

interface GlobalVersion {
  mainDocId: string;
  docs: GlobalDoc[];
  [key: string]: unknown;
}

export interface DocsGlobalData {
  versions: GlobalVersion[];
  [key: string]: unknown;
}

/**
 * The docs plugin's global data lists every doc (id, path, sidebar), and global data ships in `main`, so
 * every first visit of every page downloads it. The theme reads that list only to resolve navbar items
 * of type `doc` or `docSidebar` and the version dropdown, which this site does not use (its navbar links
 * by path). Each version keeps its main doc, which the version banner looks up.
 */
export function leanGlobalData(data: DocsGlobalData): DocsGlobalData {
  return {
    ...data,
    versions: data.versions.map((version) => ({
      ...version,
      docs: version.docs.filter((doc) => doc.id === version.mainDocId),
    })),
  };
}
