import type { ReactNode } from 'react';
import { getHtmlComponent, type HtmlComponentAttribute } from '@site/data/public/components';
import styles from './styles.module.css';

interface Props {
  /** Custom element name, for example `odsl-chart-panel`. */
  tag: string;
}

function defaultText(attribute: HtmlComponentAttribute): string {
  return attribute.defaultValue ?? '—';
}

function valuesText(attribute: HtmlComponentAttribute): string {
  return attribute.allowedValues.length > 0 ? attribute.allowedValues.join(', ') : 'any';
}

/** The attribute reference of one HTML component, as an accessible table. */
export default function HtmlComponentAttributes({ tag }: Props): ReactNode {
  const { attributes } = getHtmlComponent(tag);
  if (attributes.length === 0) {
    return (
      <p className={styles.empty}>
        <code>{`<${tag}>`}</code> has no configurable attributes.
      </p>
    );
  }
  return (
    // Focusable so keyboard users can scroll a table wider than the screen.
    <div className={styles.wrapper} role="region" aria-label={`Attributes of ${tag}`} tabIndex={0}>
      <table className={styles.table}>
        <caption className={styles.caption}>
          Attributes of <code>{`<${tag}>`}</code>
        </caption>
        <thead>
          <tr>
            <th scope="col">Attribute</th>
            <th scope="col">Type</th>
            <th scope="col">Default</th>
            <th scope="col">Values</th>
            <th scope="col">Description</th>
          </tr>
        </thead>
        <tbody>
          {attributes.map((attribute) => (
            <tr key={attribute.name}>
              <th scope="row">
                <code>{attribute.name}</code>
              </th>
              <td>{attribute.type}</td>
              <td>{defaultText(attribute)}</td>
              <td>{valuesText(attribute)}</td>
              <td>{attribute.description}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
