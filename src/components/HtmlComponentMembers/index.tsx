import type { ReactNode } from 'react';
import type { HtmlComponent, HtmlComponentEvent } from '@site/data/public/schema';
import DataTable from '@site/src/components/DataTable';
import styles from './styles.module.css';

interface Props {
  /** Custom element name, for example `odsl-grid-panel`; it selects the slice. */
  tag: string;
  data: Pick<HtmlComponent, 'methods' | 'events'>;
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
export default function HtmlComponentMembers({ tag, data }: Props): ReactNode {
  const { methods, events } = data;
  const element = <code>{`<${tag}>`}</code>;
  return (
    <div className={styles.members}>
      {methods.length === 0 ? (
        <p className={styles.empty}>{element} has no methods.</p>
      ) : (
        <DataTable
          caption={<>Methods of {element}</>}
          label={`Methods of ${tag}`}
          columns={['Method', 'Description']}
          rowHeaders="name"
          rows={methods.map((method) => ({
            key: method.signature,
            head: <code>{method.signature}</code>,
            cells: [method.description],
          }))}
        />
      )}
      {events.length === 0 ? (
        <p className={styles.empty}>{element} raises no events.</p>
      ) : (
        <DataTable
          caption={<>Events of {element}</>}
          label={`Events of ${tag}`}
          columns={['Event', 'Fires when', <code>event.detail</code>]}
          rowHeaders="name"
          rows={events.map((event) => ({
            key: event.name,
            head: <code>{event.name}</code>,
            cells: [event.firesWhen, detailText(event)],
          }))}
        />
      )}
    </div>
  );
}
