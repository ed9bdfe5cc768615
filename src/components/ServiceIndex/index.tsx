import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import DataTable from '@site/src/components/DataTable';
import { odslServiceGroups, odslServices } from '@site/data/odsl/services';
import styles from './styles.module.css';

/** Lists every active variable service, one table per group, linking to its page. */
export default function ServiceIndex(): ReactNode {
  return (
    <div className={styles.index}>
      {odslServiceGroups.map((group) => (
        <DataTable
          key={group.id}
          codeNoWrap
          caption={`${group.label}: ${group.description}`}
          columns={['Service', 'Reference', 'Purpose']}
          rows={odslServices
            .filter((service) => service.group === group.id)
            .map((service) => ({
              key: service.name,
              head: <Link to={service.slug}>{service.name}</Link>,
              cells: [<code>{service.reference}</code>, service.summary],
            }))}
        />
      ))}
    </div>
  );
}
