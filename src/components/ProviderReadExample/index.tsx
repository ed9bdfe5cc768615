import type { ReactNode } from 'react';
import CodeBlock from '@theme/CodeBlock';
import brand from '@site/src/brand';

/** One id a provider's dataset loads, in the space its licensing puts it; chosen at build time. */
export interface ProviderReadExampleData {
  datasetId: string;
  datasetName: string;
  space: 'public' | 'private';
  /** The id as written in that space: public ids start with `#`, private ones do not. */
  id: string;
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
  const { datasetId, datasetName, space, id } = data;
  // A `#` in a URL path is written %23.
  const urlId = id.replace(/^#/, '%23');
  return (
    <>
      <p>
        The data service reads the values themselves. Give it one id, here <code>{id}</code> of the{' '}
        <code>{datasetId}</code> dataset ({datasetName}), from the {space} space:
      </p>
      <CodeBlock language="odsl">{`// The values behind one id of the ${datasetId} dataset\nvalues = \${data:"${id}"}\nprint values`}</CodeBlock>
      <CodeBlock language="http">{`GET ${brand.apiBaseUrl}/data/v1/${space}/${urlId}\nAuthorization: Bearer <token>`}</CodeBlock>
    </>
  );
}
