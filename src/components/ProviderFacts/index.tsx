import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import {
  distributionAnchors,
  distributionLabels,
  providerByCode,
  providerLocation,
} from '@site/data/providers/queries';
import styles from './styles.module.css';

interface Props {
  code: string;
}

/** A short fact sheet of one provider, read from the catalogue data. */
export default function ProviderFacts({ code }: Props): ReactNode {
  const provider = providerByCode(code);
  // Rows for what the catalogue does not give are left out rather than shown empty.
  const rows: [string, ReactNode][] = [
    ['Full name', provider.fullName],
    ['Organisation', provider.kindDetail],
    ['Based in', provider.country ? `${providerLocation(provider)} (${provider.region})` : provider.region],
    ['Commodities', provider.commodities.join(', ')],
    ['Coverage', provider.coverage.join(', ')],
  ];
  if (provider.website) {
    rows.push([
      'Web site',
      <Link href={provider.website}>{provider.website.replace(/^https?:\/\//, '')}</Link>,
    ]);
  }
  if (provider.distribution) {
    rows.push([
      'Licensing',
      <Link to={`/docs/data/provider-data#${distributionAnchors[provider.distribution]}`}>
        {distributionLabels[provider.distribution]}
      </Link>,
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
