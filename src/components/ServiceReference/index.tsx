import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import brand from '@site/src/brand';
import DataTable from '@site/src/components/DataTable';
import type { OdslService } from '@site/data/odsl/schema';
import { pageLabel } from './labels';
import styles from './styles.module.css';

/**
 * One section of a service page. Each page shows four sections, so each gets only its own part of the
 * service record; `config/dataSlices.ts` picks it by the `section` attribute.
 */
export type ServiceReferenceData =
  | {
      section: 'summary';
      service: Pick<OdslService, 'reference' | 'returns' | 'versioned' | 'related'>;
      groupLabel: string;
    }
  | { section: 'operations'; service: Pick<OdslService, 'name' | 'operations'> }
  | { section: 'options'; service: Pick<OdslService, 'name' | 'options'> }
  | { section: 'rest'; service: Pick<OdslService, 'name' | 'rest'> };

export type ServiceReferenceSection = ServiceReferenceData['section'];

interface Props {
  /** Active variable name of the service, e.g. `object`; with `section` it selects the slice. */
  name: string;
  section: string;
  data: ServiceReferenceData;
}

function Summary({ data }: { data: Extract<ServiceReferenceData, { section: 'summary' }> }): ReactNode {
  const { service } = data;
  return (
    <dl className={styles.summary}>
      <dt>Reference</dt>
      <dd>
        <code>{service.reference}</code>
      </dd>
      <dt>Returns</dt>
      <dd>{service.returns}</dd>
      <dt>Group</dt>
      <dd>{data.groupLabel}</dd>
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

function Operations({ service }: { service: Pick<OdslService, 'name' | 'operations'> }): ReactNode {
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

function Options({ service }: { service: Pick<OdslService, 'name' | 'options'> }): ReactNode {
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

function RestCalls({ service }: { service: Pick<OdslService, 'name' | 'rest'> }): ReactNode {
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
export default function ServiceReference({ data }: Props): ReactNode {
  switch (data.section) {
    case 'summary':
      return <Summary data={data} />;
    case 'operations':
      return <Operations service={data.service} />;
    case 'options':
      return <Options service={data.service} />;
    case 'rest':
      return <RestCalls service={data.service} />;
  }
}
