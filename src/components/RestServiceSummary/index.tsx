import type { ReactNode } from 'react';
import DataTable from '@site/src/components/DataTable';
import type { ServiceSummaryView } from '@site/plugins/openapi/public';
import { accessText, flagText } from './flags';

interface Props {
  /** Filled at compile time by remark-data-slice from the OpenAPI document. */
  data: ServiceSummaryView;
}

/** Base URL, flags and document downloads of one REST service, at the top of its page. */
export default function RestServiceSummary({ data }: Props): ReactNode {
  const { title, baseUrl, flags, operationCount, downloads } = data;
  const rows: [string, ReactNode][] = [
    ['Base URL', <code key="url">{baseUrl}</code>],
    ['Access', accessText(flags)],
    ['Public source', flagText(flags.public)],
    ['Private source', flagText(flags.private)],
    ['Versioned', flagText(flags.versioned, flags.versionedNote)],
    ['Quota', flagText(flags.quota, flags.quotaNote)],
    ['Operations', String(operationCount)],
    [
      'Environment',
      <>
        Header <code>x-odsl-environment</code>, default <code>production</code>
      </>,
    ],
    [
      'OpenAPI document',
      <>
        <a href={downloads.yaml} download>
          openapi.yaml
        </a>{' '}
        or{' '}
        <a href={downloads.json} download>
          openapi.json
        </a>{' '}
        (all services)
      </>,
    ],
  ];
  return (
    <DataTable
      caption={`${title} at a glance`}
      rowHeaders="label"
      rows={rows.map(([label, value]) => ({ key: label, head: label, cells: [value] }))}
    />
  );
}
