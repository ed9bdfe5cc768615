import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import type { Provider } from '@site/data/providers/schema';

/** Joins items as prose: `a, b and c`. */
function listInWords(items: readonly string[]): string {
  return items.length < 2
    ? items.join('')
    : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

export type RelatedProvider = Pick<Provider, 'name' | 'fullName' | 'kind' | 'commodities'> & { path: string };

interface Props {
  /** Exact provider code, e.g. `CME`; with `limit` it selects the slice. */
  code: string;
  limit?: string;
  /** The providers most like this one, best first; from the catalogue at build time. */
  data: RelatedProvider[];
}

/** Links to the providers most like this one (shared commodities, country, region). */
export default function RelatedProviders({ data }: Props): ReactNode {
  if (data.length === 0) return null;
  return (
    <ul>
      {data.map((provider) => (
        <li key={provider.path}>
          <Link to={provider.path}>{provider.name}</Link>: {provider.fullName}, {provider.kind.toLowerCase()}{' '}
          for {listInWords(provider.commodities).toLowerCase()}.
        </li>
      ))}
    </ul>
  );
}
