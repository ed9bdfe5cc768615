import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import DataTable from '@site/src/components/DataTable';
import styles from './styles.module.css';

/** One row of the index: a documented function and the category page that documents it. */
export interface FunctionIndexRow {
  name: string;
  href: string;
  category: { title: string; href: string };
  returns: string;
  /** First sentence of the description. */
  summary: string;
}

/** The rows sorted by name, the functions known by name only, and the category title when there is one. */
export interface FunctionIndexData {
  categoryTitle: string | null;
  rows: FunctionIndexRow[];
  nameOnly: string[];
}

interface Props {
  /** Limit the index to one category key; all functions when left out. It selects the slice. */
  category?: string;
  data: FunctionIndexData;
}

/**
 * Alphabetical index of built-in functions linking to their sections. Functions known by name only
 * have no section; they share one last row, so the reader still recognises them in a script.
 */
export default function FunctionIndex({ data }: Props): ReactNode {
  const { categoryTitle, rows, nameOnly } = data;
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
            <code>{fn.returns}</code>,
            fn.summary,
          ],
        }))}
      >
        {nameOnly.length > 0 && (
          <tr>
            <th scope="row">Names only</th>
            <td colSpan={3}>
              {nameOnly.map((name, index) => (
                <span key={name}>
                  {index > 0 && ', '}
                  <code>{name}</code>
                </span>
              ))}
              : helpers the platform lists without a call form. Use the functions above in your own scripts.
            </td>
          </tr>
        )}
      </DataTable>
    </div>
  );
}
