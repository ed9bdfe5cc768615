import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import type { Provider } from '@site/data/providers/schema';
import DataTable from '@site/src/components/DataTable';

export type RelatedProvider = Pick<Provider, 'name' | 'fullName' | 'kind' | 'commodities'> & { path: string };

/** The provider the page is about and the providers most like it, best first; from the catalogue at build time. */
export interface RelatedProvidersData {
  name: string;
  related: RelatedProvider[];
}

interface Props {
  /** Exact provider code, e.g. `CME`; with `limit` it selects the slice. */
  code: string;
  limit?: string;
  data: RelatedProvidersData;
}

/**
 * The providers most like this one (shared commodities, country, region), as a table: the same one-line
 * facts appear on many provider pages, which is what tables are for.
 */
export default function RelatedProviders({ data }: Props): ReactNode {
  if (data.related.length === 0) return null;
  return (
    <DataTable
      caption={`Providers like ${data.name}`}
      columns={['Provider', 'Organisation', 'Commodities']}
      rowHeaders="text"
      rows={data.related.map((provider) => ({
        key: provider.path,
        head: (
          <>
            <Link to={provider.path}>{provider.name}</Link>
            {/* The full name only when it does not already contain the short one ("Elexon", "ENTSO-E"). */}
            {!provider.fullName.includes(provider.name) && <> ({provider.fullName})</>}
          </>
        ),
        cells: [provider.kind, provider.commodities.join(', ')],
      }))}
    />
  );
}
