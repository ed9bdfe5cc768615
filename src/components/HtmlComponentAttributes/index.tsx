import type { ReactNode } from 'react';
import type { HtmlComponentAttribute } from '@site/data/public/schema';
import DataTable from '@site/src/components/DataTable';
import styles from './styles.module.css';

interface Props {
  /** Custom element name, for example `odsl-chart-panel`; it selects the slice. */
  tag: string;
  /** The component's attributes, from the component data at build time. */
  data: HtmlComponentAttribute[];
}

function defaultText(attribute: HtmlComponentAttribute): string {
  return attribute.defaultValue ?? '—';
}

function valuesText(attribute: HtmlComponentAttribute): string {
  return attribute.allowedValues.length > 0 ? attribute.allowedValues.join(', ') : 'any';
}

/** The attribute reference of one HTML component, as an accessible table. */
export default function HtmlComponentAttributes({ tag, data: attributes }: Props): ReactNode {
  if (attributes.length === 0) {
    return (
      <p className={styles.empty}>
        <code>{`<${tag}>`}</code> has no configurable attributes.
      </p>
    );
  }
  return (
    <DataTable
      caption={
        <>
          Attributes of <code>{`<${tag}>`}</code>
        </>
      }
      label={`Attributes of ${tag}`}
      columns={['Attribute', 'Type', 'Default', 'Values', 'Description']}
      rowHeaders="name"
      rows={attributes.map((attribute) => ({
        key: attribute.name,
        head: <code>{attribute.name}</code>,
        cells: [attribute.type, defaultText(attribute), valuesText(attribute), attribute.description],
      }))}
    />
  );
}
