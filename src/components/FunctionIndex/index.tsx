import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import {
  functionCategory,
  functionCategoryHref,
  functionHref,
  type OdslFunctionCategoryKey,
} from '@site/data/odsl/functions';
import DataTable from '@site/src/components/DataTable';
import { firstSentence, sortedFunctions } from './logic';
import styles from './styles.module.css';

interface Props {
  /** Limit the index to one category; all functions when left out. */
  category?: OdslFunctionCategoryKey;
}

/**
 * Alphabetical index of built-in functions linking to their sections. Functions known by name only
 * have no section; they share one last row, so the reader still recognises them in a script.
 */
export default function FunctionIndex({ category }: Props): ReactNode {
  const all = sortedFunctions(category);
  const functions = all.filter((fn) => fn.documented);
  const nameOnly = all.filter((fn) => !fn.documented);
  const caption = category
    ? `${functionCategory(category).title}: ${functions.length} functions`
    : `All ${functions.length} built-in functions, A to Z`;
  return (
    <div className={styles.index}>
      <DataTable
        rowHeaders="text"
        caption={caption}
        columns={['Function', 'Category', 'Returns', 'Summary']}
        rows={functions.map((fn) => ({
          key: fn.name,
          head: (
            <Link to={functionHref(fn)}>
              <code>{fn.name}</code>
            </Link>
          ),
          cells: [
            <Link to={functionCategoryHref(fn.category)}>{functionCategory(fn.category).title}</Link>,
            <code>{fn.returns}</code>,
            firstSentence(fn.description),
          ],
        }))}
      >
        {nameOnly.length > 0 && (
          <tr>
            <th scope="row">Names only</th>
            <td colSpan={3}>
              {nameOnly.map((fn, index) => (
                <span key={fn.name}>
                  {index > 0 && ', '}
                  <code>{fn.name}</code>
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
