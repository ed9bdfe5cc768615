import Link from '@docusaurus/Link';
import type { ReactNode } from 'react';
import CodeBlock from '@theme/CodeBlock';
import brand from '@site/src/brand';
import { providerReadCode } from './code';

/** One id a provider's dataset loads, in the space its licensing puts it; chosen at build time. */
export interface ProviderReadExampleData {
  datasetId: string;
  datasetName: string;
  space: 'public' | 'private';
  /** The id as written in that space: public ids start with `#`, private ones do not. */
  id: string;
  /**
   * Whether the catalogue's id names a data property (`OBJECT:PROPERTY`). Most name only the object, and a
   * data id needs the property (decision `catalogue-data-ids`), so the page lists the object's data first.
   */
  hasProperty: boolean;
}

interface Props {
  /** Exact provider code, e.g. `ENTSOE`; it selects the slice. */
  code: string;
  data: ProviderReadExampleData;
}

/**
 * Reading the values behind one of a provider's ids, in ODSL and over REST: the step after finding the
 * objects. Every provider page whose datasets list example ids shows it, from the same data.
 */
export default function ProviderReadExample({ data }: Props): ReactNode {
  const { datasetId, datasetName, space, id, hasProperty } = data;
  const code = providerReadCode(data, brand.apiBaseUrl);
  if (hasProperty)
    return (
      <>
        <p>
          The data service reads the values themselves. Give it one data id, here <code>{id}</code> of the{' '}
          <code>{datasetId}</code> dataset ({datasetName}), from the {space} space:
        </p>
        <CodeBlock language="odsl">{code.odsl}</CodeBlock>
        <CodeBlock language="http">{code.http}</CodeBlock>
      </>
    );
  return (
    <>
      <p>
        <code>{id}</code> of the <code>{datasetId}</code> dataset ({datasetName}) names an object, so list the
        data it holds in the {space} space first (
        <Link to="/docs/data/provider-data#read-a-catalogue-id-without-a-property">why</Link>):
      </p>
      <CodeBlock language="odsl">{code.odsl}</CodeBlock>
      <CodeBlock language="http">{code.http}</CodeBlock>
      <p>
        Then read the values of one of them with <code>{`\${data:"${id}:PROPERTY"}`}</code>.
      </p>
    </>
  );
}
