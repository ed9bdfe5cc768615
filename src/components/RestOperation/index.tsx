import type { ReactNode } from 'react';
import DataTable from '@site/src/components/DataTable';
import ExampleTabs from '@site/src/components/ExampleTabs';
import RestCode from '@site/src/components/RestCode';
import { CodeText, TypeLabel } from '@site/src/components/RestText';
import type { OperationView } from '@site/plugins/openapi/public';
import styles from './styles.module.css';

interface Props {
  /** Filled at compile time by remark-data-slice from the OpenAPI document. */
  data: OperationView;
}

const METHOD_CLASS: Record<OperationView['method'], string> = {
  GET: styles.get,
  PUT: styles.put,
  POST: styles.post,
  DELETE: styles.delete,
};

/**
 * One REST operation: method and path, parameters, request body, response, and example requests in
 * tabs that switch together on the whole site (ExampleTabs, group `rest-example`). The heading above it is
 * written by remark-rest-reference, so the anchor exists before any JavaScript runs. The examples keep
 * the server's HTML until the reader reaches them (RestCode).
 */
export default function RestOperation({ data }: Props): ReactNode {
  const { method, path, description, parameters, body, response, samples, summary } = data;
  return (
    <div className={styles.operation}>
      <p className={styles.endpoint}>
        <span className={`${styles.method} ${METHOD_CLASS[method]}`}>{method}</span>
        <code className={styles.path}>{path}</code>
      </p>
      {description && (
        <p>
          <CodeText text={description} />
        </p>
      )}
      {parameters.length > 0 && (
        <DataTable
          caption="Parameters"
          label={`Parameters: ${summary}`}
          columns={['Name', 'In', 'Type', 'Required', 'Description']}
          rowHeaders="name"
          rows={parameters.map((p) => ({
            key: `${p.in}:${p.name}`,
            head: <code>{p.name}</code>,
            cells: [
              p.in,
              <TypeLabel key="type" type={p.type} />,
              p.required ? 'yes' : 'no',
              <CodeText key="description" text={p.description} />,
            ],
          }))}
        />
      )}
      <dl className={styles.exchange}>
        {body && (
          <>
            <dt>Request body</dt>
            <dd>
              <TypeLabel type={body.type} /> as {body.contentTypes.join(', ')}
              {body.required ? '' : ', optional'}
            </dd>
          </>
        )}
        <dt>Response</dt>
        <dd>
          <CodeText text={response.description} />
          {response.type && (
            <>
              {' '}
              Body: <TypeLabel type={response.type} />
            </>
          )}
          {response.contentTypes.length > 0 && <> ({response.contentTypes.join(', ')})</>}
          {response.headers.map((header) => (
            <span key={header.name}>
              {' '}
              Header <code>{header.name}</code>: {header.description}
            </span>
          ))}
        </dd>
      </dl>
      <ExampleTabs
        group="rest-example"
        examples={samples.map((sample) => ({
          value: sample.value,
          label: sample.label,
          content: <RestCode language={sample.deferredLanguage}>{sample.code}</RestCode>,
        }))}
      />
    </div>
  );
}
