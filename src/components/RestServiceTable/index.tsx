import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import DataTable from '@site/src/components/DataTable';
import { flagText } from '@site/src/components/RestServiceSummary/flags';
import type { ServiceRowView } from '@site/plugins/openapi/types';

interface Props {
  /** Filled at compile time by remark-data-slice from the OpenAPI document. */
  data: ServiceRowView[];
}

/** Every REST service with its flags, rendered from the tags of the OpenAPI document. */
export default function RestServiceTable({ data }: Props): ReactNode {
  return (
    <DataTable
      caption="REST services"
      columns={[
        'Service',
        'Base path',
        'Read/write',
        'Public',
        'Private',
        'Versioned',
        'Quota',
        'Operations',
      ]}
      rowHeaders="label"
      rows={data.map((service) => ({
        key: service.name,
        head: <Link to={service.page}>{service.title.replace(/ Service$/, '')}</Link>,
        cells: [
          <code key="path">{service.basePath}</code>,
          service.flags.readWrite ? 'read/write' : 'read only',
          flagText(service.flags.public),
          flagText(service.flags.private),
          flagText(service.flags.versioned),
          flagText(service.flags.quota),
          String(service.operationCount),
        ],
      }))}
    />
  );
}
