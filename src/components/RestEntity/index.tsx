import type { ReactNode } from 'react';
import DataTable from '@site/src/components/DataTable';
import RestCode from '@site/src/components/RestCode';
import { CodeText, TypeLabel } from '@site/src/components/RestText';
import type { EntityView } from '@site/plugins/openapi/public';

interface Props {
  /** Filled at compile time by remark-data-slice from the OpenAPI document. */
  data: EntityView;
}

/** The field table of one entity of a REST service, with its example when the document has one. */
export default function RestEntity({ data }: Props): ReactNode {
  const { name, description, extends: bases, fields, otherKeys, example } = data;
  const rows = fields.map((field) => ({
    key: field.name,
    head: <code>{field.name}</code>,
    cells: [
      <TypeLabel key="type" type={field.type} />,
      <CodeText key="description" text={field.description} />,
    ],
  }));
  if (otherKeys) {
    rows.push({
      key: '(other keys)',
      head: <em>other keys</em>,
      cells: [
        <TypeLabel key="type" type={otherKeys.type} />,
        <CodeText key="description" text={otherKeys.description} />,
      ],
    });
  }
  return (
    <>
      <p>
        <CodeText text={description} />
        {bases.length > 0 && (
          <>
            {' '}
            It also has the fields of <TypeLabel type={bases} />.
          </>
        )}
      </p>
      {rows.length > 0 && (
        <DataTable
          caption={`Fields of ${name}`}
          columns={['Field', 'Type', 'Description']}
          rowHeaders="name"
          rows={rows}
        />
      )}
      {example && (
        <RestCode language={example.deferredLanguage} title={`Example ${name}`}>
          {example.code}
        </RestCode>
      )}
    </>
  );
}
