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

/** Alphabetical index of built-in functions linking to their sections. */
export default function FunctionIndex({ category }: Props): ReactNode {
  const functions = sortedFunctions(category);
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
            fn.documented ? <code>{fn.returns}</code> : 'Not documented',
            fn.documented ? firstSentence(fn.description) : 'Not documented',
          ],
        }))}
      />
    </div>
  );
}
