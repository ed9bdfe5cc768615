import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import type { Provider } from '@site/data/providers/schema';
import styles from './styles.module.css';

/** The facts of one provider, with its country name and licensing in words; from the data at build time. */
export type ProviderFactsData = Pick<
  Provider,
  'name' | 'fullName' | 'kindDetail' | 'region' | 'commodities' | 'coverage' | 'website' | 'historyStart'
> & {
  /** Name of the home country; null for international bodies. */
  countryName: string | null;
  /** Licensing in words and the section of /docs/data/provider-data about it; null when not known. */
  licensing: { label: string; anchor: string } | null;
};

interface Props {
  /** Exact provider code, e.g. `CME`; it selects the slice. */
  code: string;
  data: ProviderFactsData;
}

/** A short fact sheet of one provider, read from the catalogue data. */
export default function ProviderFacts({ data: provider }: Props): ReactNode {
  // Rows for what the catalogue does not give are left out rather than shown empty.
  const rows: [string, ReactNode][] = [
    ['Full name', provider.fullName],
    ['Organisation', provider.kindDetail],
    ['Based in', provider.countryName ? `${provider.countryName} (${provider.region})` : provider.region],
    ['Commodities', provider.commodities.join(', ')],
    ['Coverage', provider.coverage.join(', ')],
  ];
  if (provider.website) {
    rows.push([
      'Web site',
      <Link href={provider.website}>{provider.website.replace(/^https?:\/\//, '')}</Link>,
    ]);
  }
  if (provider.licensing) {
    rows.push([
      'Licensing',
      <Link to={`/docs/data/provider-data#${provider.licensing.anchor}`}>{provider.licensing.label}</Link>,
    ]);
  }
  if (provider.historyStart !== null) rows.push(['History from', provider.historyStart]);
  return (
    <table className={styles.facts}>
      <caption className={styles.caption}>{provider.name} at a glance</caption>
      <tbody>
        {rows.map(([label, value]) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            <td>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
