import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import DataTable from '@site/src/components/DataTable';
import type { OdslService, OdslServiceGroupInfo } from '@site/data/odsl/schema';
import styles from './styles.module.css';

/** One table: a group of services with what the index shows of each. */
export type ServiceIndexGroup = OdslServiceGroupInfo & {
  services: Pick<OdslService, 'name' | 'slug' | 'reference' | 'summary'>[];
};

/** Lists every active variable service, one table per group, linking to its page. */
export default function ServiceIndex({ data }: { data: ServiceIndexGroup[] }): ReactNode {
  return (
    <div className={styles.index}>
      {data.map((group) => (
        <DataTable
          key={group.id}
          codeNoWrap
          caption={`${group.label}: ${group.description}`}
          columns={['Service', 'Reference', 'Purpose']}
          rows={group.services.map((service) => ({
            key: service.name,
            head: <Link to={service.slug}>{service.name}</Link>,
            cells: [<code>{service.reference}</code>, service.summary],
          }))}
        />
      ))}
    </div>
  );
}
