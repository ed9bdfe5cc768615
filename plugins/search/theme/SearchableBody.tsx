import type { ReactNode } from 'react';

interface Props {
  /** The search section the page is filed under (read by Pagefind as the `section` filter). */
  section: string;
  children: ReactNode;
}

/**
 * Marks its children as the only part of the page Pagefind indexes and files
 * them under a search section. Shared by the doc and blog post wrappers.
 */
export default function SearchableBody({ section, children }: Props): ReactNode {
  return (
    <div
      data-pagefind-body=""
      data-search-section={section}
      data-pagefind-meta="section[data-search-section]"
    >
      {children}
    </div>
  );
}
