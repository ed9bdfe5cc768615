import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import { providerPath, relatedProviders } from '@site/data/providers/queries';

/** Joins items as prose: `a, b and c`. */
function listInWords(items: readonly string[]): string {
  return items.length < 2
    ? items.join('')
    : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

interface Props {
  code: string;
  limit?: number;
}

/** Links to the providers most like this one (shared commodities, country, region). */
export default function RelatedProviders({ code, limit = 5 }: Props): ReactNode {
  const related = relatedProviders(code, limit);
  if (related.length === 0) return null;
  return (
    <ul>
      {related.map((provider) => (
        <li key={provider.code}>
          <Link to={providerPath(provider.code)}>{provider.name}</Link>: {provider.fullName},{' '}
          {provider.kind.toLowerCase()} for {listInWords(provider.commodities).toLowerCase()}.
        </li>
      ))}
    </ul>
  );
}
