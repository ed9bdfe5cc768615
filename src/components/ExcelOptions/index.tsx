import type { ReactNode } from 'react';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import type { ExcelOption } from '@site/data/excel/schema';
import DataTable from '@site/src/components/DataTable';
import { optionAnchor } from '@site/src/components/ExcelFunction/anchors';
import styles from './styles.module.css';

interface Props {
  /** `display` or `creation`; the slice is added at compile time. */
  kind: 'display' | 'creation';
  data: ExcelOption[];
}

const captions = {
  display: 'Display options: how data is shown in the sheet',
  creation: 'Creation options: settings for entities that do not exist yet',
} as const;

/**
 * The options table of one kind, each row anchored (`#option-display-timezone`) so that the function
 * entries can link to the option they accept.
 */
export default function ExcelOptions({ kind, data }: Props): ReactNode {
  const brokenLinks = useBrokenLinks();
  const withDefaults = data.some((option) => option.default !== undefined);
  return (
    <DataTable
      rowHeaders="name"
      caption={captions[kind]}
      columns={['Option', 'Meaning', ...(withDefaults ? ['Default'] : []), 'Example']}
      rows={data.map((option) => {
        const id = optionAnchor(kind, option.name);
        brokenLinks.collectAnchor(id);
        return {
          key: option.name,
          head: (
            <code id={id} className={styles.anchor}>
              {option.name}
            </code>
          ),
          cells: [
            option.meaning,
            ...(withDefaults ? [option.default ? <code>{option.default}</code> : ''] : []),
            <code>{option.example}</code>,
          ],
        };
      })}
    />
  );
}
