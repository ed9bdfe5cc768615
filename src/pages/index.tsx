import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import brand from '@site/src/brand';
import AudienceCards from '@site/src/components/AudienceCards';
import { audiences, sections } from '@site/data/landing/links';
import styles from './index.module.css';

const capabilities = [
  { name: 'Model', text: 'Describe curves, time series and master data with your own types.' },
  { name: 'Collect', text: 'Load data from over sixty providers and exchanges, or upload your own.' },
  { name: 'Check', text: 'Validate every load and get alerts when data is late or missing.' },
  { name: 'Automate', text: 'Schedule scripts, workflows and subscriptions that react to new data.' },
  { name: 'Report', text: 'Publish reports and insights to the portal, Excel and your own apps.' },
];

export default function Home(): ReactNode {
  return (
    <Layout
      title="Documentation"
      description={`Documentation for ${brand.productName}: the cloud platform for commodity, energy and financial market data.`}
    >
      <header className={styles.hero}>
        <div className="container">
          <Heading as="h1">{brand.productName} documentation</Heading>
          <p className={styles.lead}>
            {brand.productName} is a cloud platform to collect, store, check, automate and report on
            commodity, energy, power, gas, agriculture, finance and weather market data.
          </p>
          <div className={styles.actions}>
            <Link className="button button--secondary button--lg" to="/docs">
              Getting Started
            </Link>
            <Link className="button button--outline button--lg button--secondary" to="/docs/tutorials">
              Tutorials
            </Link>
          </div>
        </div>
      </header>
      <main>
        <section className={styles.section} aria-labelledby="what-it-does">
          <div className="container">
            <Heading as="h2" id="what-it-does">
              What the platform does
            </Heading>
            <ul className={styles.capabilities}>
              {capabilities.map((c) => (
                <li key={c.name}>
                  <strong>{c.name}.</strong> {c.text}
                </li>
              ))}
            </ul>
          </div>
        </section>
        <section className={styles.section} aria-labelledby="ways-in">
          <div className="container">
            <Heading as="h2" id="ways-in">
              Choose your way in
            </Heading>
            <AudienceCards items={audiences} />
          </div>
        </section>
        <section className={styles.section} aria-labelledby="all-sections">
          <div className="container">
            <Heading as="h2" id="all-sections">
              Every section of the docs
            </Heading>
            <AudienceCards items={sections} />
          </div>
        </section>
      </main>
    </Layout>
  );
}
