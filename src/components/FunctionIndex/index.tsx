import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import DataTable from '@site/src/components/DataTable';
import styles from './styles.module.css';

/** One row of the index: a function and the category page that documents it. */
export interface FunctionIndexRow {
  name: string;
  href: string;
  category: { title: string; href: string };
  documented: boolean;
  returns: string;
  /** First sentence of the description. */
  summary: string;
}

/** The rows, sorted by name, and the category title when the index covers one category. */
export interface FunctionIndexData {
  categoryTitle: string | null;
  rows: FunctionIndexRow[];
}

interface Props {
  /** Limit the index to one category key; all functions when left out. It selects the slice. */
  category?: string;
  data: FunctionIndexData;
}

/** Alphabetical index of built-in functions linking to their sections. */
export default function FunctionIndex({ data }: Props): ReactNode {
  const { categoryTitle, rows } = data;
  const caption = categoryTitle
    ? `${categoryTitle}: ${rows.length} functions`
    : `All ${rows.length} built-in functions, A to Z`;
  return (
    <div className={styles.index}>
      <DataTable
        rowHeaders="text"
        caption={caption}
        columns={['Function', 'Category', 'Returns', 'Summary']}
        rows={rows.map((fn) => ({
          key: fn.name,
          head: (
            <Link to={fn.href}>
              <code>{fn.name}</code>
            </Link>
          ),
          cells: [
            <Link to={fn.category.href}>{fn.category.title}</Link>,
            fn.documented ? <code>{fn.returns}</code> : 'Not documented',
            fn.documented ? fn.summary : 'Not documented',
          ],
        }))}
      />
    </div>
  );
}
