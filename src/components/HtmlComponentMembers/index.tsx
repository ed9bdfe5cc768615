import type { ReactNode } from 'react';
import { getHtmlComponent, type HtmlComponentEvent } from '@site/data/public/components';
import styles from './styles.module.css';

interface Props {
  /** Custom element name, for example `odsl-grid-panel`. */
  tag: string;
}

function detailText(event: HtmlComponentEvent): ReactNode {
  if (event.detail.length === 0) {
    return 'No detail.';
  }
  return (
    <ul className={styles.detailList}>
      {event.detail.map((item) => (
        <li key={item.field}>
          <code>{item.field}</code>: {item.description}
        </li>
      ))}
    </ul>
  );
}

/** The methods and events of one HTML component, as two accessible tables. */
export default function HtmlComponentMembers({ tag }: Props): ReactNode {
  const { methods, events } = getHtmlComponent(tag);
  return (
    <div className={styles.members}>
      {methods.length === 0 ? (
        <p className={styles.empty}>
          <code>{`<${tag}>`}</code> has no methods.
        </p>
      ) : (
        <table className={styles.table}>
          <caption className={styles.caption}>
            Methods of <code>{`<${tag}>`}</code>
          </caption>
          <thead>
            <tr>
              <th scope="col">Method</th>
              <th scope="col">Description</th>
            </tr>
          </thead>
          <tbody>
            {methods.map((method) => (
              <tr key={method.signature}>
                <th scope="row">
                  <code>{method.signature}</code>
                </th>
                <td>{method.description}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {events.length === 0 ? (
        <p className={styles.empty}>
          <code>{`<${tag}>`}</code> raises no events.
        </p>
      ) : (
        <table className={styles.table}>
          <caption className={styles.caption}>
            Events of <code>{`<${tag}>`}</code>
          </caption>
          <thead>
            <tr>
              <th scope="col">Event</th>
              <th scope="col">Fires when</th>
              <th scope="col">
                <code>event.detail</code>
              </th>
            </tr>
          </thead>
          <tbody>
            {events.map((event) => (
              <tr key={event.name}>
                <th scope="row">
                  <code>{event.name}</code>
                </th>
                <td>{event.firesWhen}</td>
                <td>{detailText(event)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
