import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import { providerByCode, providerPath, relatedProviders } from '@site/data/providers/queries';
import DataTable from '@site/src/components/DataTable';

interface Props {
  code: string;
  limit?: number;
}

/**
 * The providers most like this one (shared commodities, country, region), as a table: the same one-line
 * facts appear on many provider pages, which is what tables are for.
 */
export default function RelatedProviders({ code, limit = 5 }: Props): ReactNode {
  const self = providerByCode(code);
  const related = relatedProviders(code, limit);
  if (related.length === 0) return null;
  return (
    <DataTable
      caption={`Providers like ${self.name}`}
      columns={['Provider', 'Organisation', 'Commodities']}
      rowHeaders="text"
      rows={related.map((provider) => ({
        key: provider.code,
        head: (
          <>
            <Link to={providerPath(provider.code)}>{provider.name}</Link>
            {/* The full name only when it does not already contain the short one ("Elexon", "ENTSO-E"). */}
            {!provider.fullName.includes(provider.name) && <> ({provider.fullName})</>}
          </>
        ),
        cells: [provider.kind, provider.commodities.join(', ')],
      }))}
    />
  );
}
