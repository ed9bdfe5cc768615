import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import DataTable from '@site/src/components/DataTable';
import { flagText, sourcesText } from '@site/src/components/RestServiceSummary/flags';
import type { ServiceRowView } from '@site/plugins/openapi/public';
import styles from './styles.module.css';

interface Props {
  /** Filled at compile time by remark-data-slice from the OpenAPI document. */
  data: ServiceRowView[];
}

/**
 * Every REST service with its flags, rendered from the tags of the OpenAPI document. The public and private
 * flags share one column, which keeps the table within the content column of a 1,366 px screen.
 */
export default function RestServiceTable({ data }: Props): ReactNode {
  return (
    <div className={styles.services}>
      <DataTable
        caption="REST services"
        columns={['Service', 'Base path', 'Access', 'Sources', 'Versioned', 'Quota', 'Operations']}
        rowHeaders="label"
        rows={data.map((service) => ({
          key: service.name,
          head: <Link to={service.page}>{service.title.replace(/ Service$/, '')}</Link>,
          cells: [
            <code key="path">{service.basePath}</code>,
            service.flags.readWrite ? 'read/write' : 'read only',
            sourcesText(service.flags),
            flagText(service.flags.versioned),
            flagText(service.flags.quota),
            String(service.operationCount),
          ],
        }))}
      />
    </div>
  );
}
