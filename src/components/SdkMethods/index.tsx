import type { ReactNode } from 'react';
import CodeBlock from '@theme/CodeBlock';
// Grammars of the languages this component shows; pages carry them instead of `main`.
import '@site/plugins/prism-languages/client/java';
import '@site/plugins/prism-languages/client/json';
import '@site/plugins/prism-languages/client/matlab';
import '@site/plugins/prism-languages/client/python';
import Heading from '@theme/Heading';
import DataTable from '@site/src/components/DataTable';
import InlineText from '@site/src/components/InlineText';
import type { SdkMethod, SdkMethodsSlice } from '@site/data/sdk/schema';
import styles from './styles.module.css';

interface Props {
  /** Added at compile time by remark-data-slice from the `sdk` and `group` attributes. */
  data: SdkMethodsSlice;
}

function Parameters({ method }: { method: SdkMethod }): ReactNode {
  if (method.parameters.length === 0) return null;
  // A type column only where the signature declares types (Java); dynamic languages have none.
  const typed = method.parameters.some((p) => p.type);
  return (
    <DataTable
      caption={`Parameters of ${method.name}`}
      columns={typed ? ['Parameter', 'Type', 'Description'] : ['Parameter', 'Description']}
      rowHeaders="name"
      rows={method.parameters.map((p) => ({
        key: p.name,
        head: <code>{p.name}</code>,
        cells: typed
          ? [p.type ? <code>{p.type}</code> : null, <InlineText text={p.description} />]
          : [<InlineText text={p.description} />],
      }))}
    />
  );
}

function Method({ method, language }: { method: SdkMethod; language: string }): ReactNode {
  return (
    <section className={styles.method} aria-labelledby={method.id}>
      <Heading as="h3" id={method.id}>
        <code>{method.name}</code>
      </Heading>
      <CodeBlock language={language}>{method.signature}</CodeBlock>
      <p>
        <InlineText text={method.summary} />
      </p>
      <Parameters method={method} />
      {method.returns && (
        <p>
          <strong>Returns:</strong> <InlineText text={method.returns} />
        </p>
      )}
      {method.notes.length > 0 && (
        <ul>
          {method.notes.map((note) => (
            <li key={note}>
              <InlineText text={note} />
            </li>
          ))}
        </ul>
      )}
      <CodeBlock language={language} title="Example">
        {method.example}
      </CodeBlock>
      {method.result && (
        <CodeBlock language={method.result.language} title="Result">
          {method.result.code}
        </CodeBlock>
      )}
    </section>
  );
}

/**
 * One group of an SDK's method reference: a summary table linking to each method, then one entry
 * per method with its signature, parameters, example and result. Data comes from `data/sdk/*.yaml`.
 */
export default function SdkMethods({ data }: Props): ReactNode {
  const { language, group } = data;
  return (
    <div className={styles.group}>
      <DataTable
        caption={group.caption}
        columns={['Method', 'What it does']}
        rowHeaders="name"
        rows={group.methods.map((m) => ({
          key: m.id,
          head: (
            <a href={`#${m.id}`}>
              <code>{m.name}</code>
            </a>
          ),
          cells: [<InlineText text={m.summary.split(/(?<=\.)\s/)[0] ?? m.summary} />],
        }))}
      />
      {group.methods.map((method) => (
        <Method key={method.id} method={method} language={language} />
      ))}
    </div>
  );
}
