import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import brand from '@site/src/brand';
import DataTable from '@site/src/components/DataTable';
import { getOdslService, odslServiceGroups, type OdslService } from '@site/data/odsl/services';
import { pageLabel } from './labels';
import styles from './styles.module.css';

export type ServiceReferenceSection = 'summary' | 'operations' | 'options' | 'rest';

interface Props {
  /** Active variable name of the service, e.g. `object`. */
  name: string;
  section: ServiceReferenceSection;
}

function groupLabel(service: OdslService): string {
  return odslServiceGroups.find((g) => g.id === service.group)?.label ?? service.group;
}

function Summary({ service }: { service: OdslService }): ReactNode {
  return (
    <dl className={styles.summary}>
      <dt>Reference</dt>
      <dd>
        <code>{service.reference}</code>
      </dd>
      <dt>Returns</dt>
      <dd>{service.returns}</dd>
      <dt>Group</dt>
      <dd>{groupLabel(service)}</dd>
      {service.versioned && (
        <>
          <dt>Versioning</dt>
          <dd>Automatic: every save creates a new version</dd>
        </>
      )}
      <dt>See also</dt>
      <dd>
        <ul className={styles.related}>
          {service.related.map((path) => (
            <li key={path}>
              <Link to={path}>{pageLabel(path)}</Link>
            </li>
          ))}
        </ul>
      </dd>
    </dl>
  );
}

function Operations({ service }: { service: OdslService }): ReactNode {
  return (
    <DataTable
      codeNoWrap
      caption={`Operations of the ${service.name} service`}
      columns={['Operation', 'Syntax', 'What it does']}
      rows={service.operations.map((op) => ({
        key: op.name,
        head: op.name,
        cells: [<code>{op.syntax}</code>, op.description],
      }))}
    />
  );
}

function Options({ service }: { service: OdslService }): ReactNode {
  // A page shows an Options section only when the service has options (a test checks the pages).
  if (service.options.length === 0) return null;
  return (
    <DataTable
      codeNoWrap
      caption={`Options of the ${service.name} service`}
      columns={['Option', 'Default', 'Values', 'What it does']}
      rows={service.options.map((option) => ({
        key: option.name,
        head: <code>{option.name}</code>,
        cells: [
          option.defaultValue === '' ? 'none' : <code>{option.defaultValue}</code>,
          option.values,
          option.description,
        ],
      }))}
    />
  );
}

function RestCalls({ service }: { service: OdslService }): ReactNode {
  if (service.rest.length === 0) return null;
  return (
    <DataTable
      codeNoWrap
      caption={`REST calls of the ${service.name} service (base ${brand.apiBaseUrl})`}
      columns={['Method', 'Path', 'What it does']}
      rows={service.rest.map((call) => ({
        key: call.method + call.path,
        head: call.method,
        cells: [<code>{call.path}</code>, call.description],
      }))}
    />
  );
}

/** Renders one section of a service reference page from `data/odsl/services.ts`. */
export default function ServiceReference({ name, section }: Props): ReactNode {
  const service = getOdslService(name);
  switch (section) {
    case 'summary':
      return <Summary service={service} />;
    case 'operations':
      return <Operations service={service} />;
    case 'options':
      return <Options service={service} />;
    case 'rest':
      return <RestCalls service={service} />;
  }
}
