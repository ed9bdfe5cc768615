import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import brand from '@site/src/brand';
import AudienceCards from '@site/src/components/AudienceCards';
import { audiences } from '@site/data/landing/links';
import { usePluginData } from '@docusaurus/useGlobalData';
import { SITE_SUMMARY_PLUGIN, type SiteSummary } from '@site/plugins/site-summary/public';
import styles from './index.module.css';

/** What the platform does; the provider count comes from the catalogue (plugins/site-summary). */
const capabilities = (counts: SiteSummary['counts']) => [
  { name: 'Model', text: 'Describe curves, time series and master data with your own types.' },
  {
    name: 'Collect',
    text: `Load data from ${counts.providers} providers and exchanges, or upload your own.`,
  },
  { name: 'Check', text: 'Validate every load and get alerts when data is late or missing.' },
  { name: 'Automate', text: 'Schedule scripts, workflows and subscriptions that react to new data.' },
  { name: 'Report', text: 'Publish reports and insights to the portal, Excel and your own apps.' },
];

/*
 * The examples are static markup, not highlighted code blocks: the landing page is the first page most
 * readers load, and plain text needs no script. Their output follows from the code itself.
 */
const odslExample = `prices = TimeSeries("BUSINESS")
prices.add("2024-03-08", [71.2, 72.5, 70.9])
for v in prices.values
    print format(v.time, "yyyy-MM-dd") + "  " + v.value
next`;

const restRequest = `GET ${brand.apiBaseUrl}/data/v1/public/%23ECB_FX.EURUSD:SPOT?_range=last(3)
Authorization: Bearer <token>`;

const restResponse = `{
  "_id": "#ECB_FX.EURUSD:SPOT",
  "data": [
    { "time": "2025-11-24T00:00:00Z", "value": 1.1522 },
    { "time": "2025-11-25T00:00:00Z", "value": 1.1557 },
    { "time": "2025-11-26T00:00:00Z", "value": 1.1589 }
  ]
}`;

/** A first result in about five minutes: each step links to the page that explains it. */
const firstSteps: { title: ReactNode; text: ReactNode }[] = [
  {
    title: 'Sign in to the portal',
    text: (
      <>
        Open the <a href={brand.portalUrl}>portal</a> with your company account;{' '}
        <Link to="/docs/user/portal/home">the portal home page guide</Link> explains what you see first.
      </>
    ),
  },
  {
    title: 'Find a series',
    text: (
      <>
        Browse the <Link to="/docs/data/providers">provider catalogue</Link> or search the docs for an id such
        as <code>ECB_FX</code>: every provider page lists its datasets and ids.
      </>
    ),
  },
  {
    title: 'Run your first script',
    text: (
      <>
        Install the ODSL extension for VS Code and run a one-line script, as{' '}
        <Link to="/docs/tutorials/running-code">Running ODSL code</Link> shows.
      </>
    ),
  },
  {
    title: 'Call the API',
    text: (
      <>
        Get a token and read the same series over REST with{' '}
        <Link to="/docs/tutorials/qs/api">the API quick start</Link>, or from Python, Java or MATLAB with an{' '}
        <Link to="/docs/sdk">SDK</Link>.
      </>
    ),
  },
];

export default function Home(): ReactNode {
  const { counts } = usePluginData(SITE_SUMMARY_PLUGIN) as SiteSummary;
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
            <Link className={`button button--lg ${styles.heroOutline}`} to="/docs/tutorials">
              Tutorials
            </Link>
          </div>
        </div>
      </header>
      <main>
        <section className={styles.section} aria-labelledby="see-it-work">
          <div className="container">
            <Heading as="h2" id="see-it-work">
              See it work
            </Heading>
            <div className={styles.examples}>
              <figure className={styles.example}>
                <figcaption>
                  <strong>ODSL</strong>: a business-day series skips the weekend on its own
                </figcaption>
                <pre>
                  <code>{odslExample}</code>
                </pre>
                <p className={styles.resultLabel}>Output</p>
                <pre>
                  <code>{'2024-03-08  71.2\n2024-03-11  72.5\n2024-03-12  70.9'}</code>
                </pre>
              </figure>
              <figure className={styles.example}>
                <figcaption>
                  <strong>REST</strong>: read the last three ECB euro to dollar fixings
                </figcaption>
                <pre>
                  <code>{restRequest}</code>
                </pre>
                <p className={styles.resultLabel}>Response (values for illustration)</p>
                <pre>
                  <code>{restResponse}</code>
                </pre>
              </figure>
            </div>
          </div>
        </section>
        <section className={styles.section} aria-labelledby="first-result">
          <div className="container">
            <Heading as="h2" id="first-result">
              Your first result in five minutes
            </Heading>
            <ol className={styles.steps}>
              {firstSteps.map((step, index) => (
                <li key={index}>
                  <strong>{step.title}.</strong> {step.text}
                </li>
              ))}
            </ol>
          </div>
        </section>
        <section className={styles.section} aria-labelledby="what-it-does">
          <div className="container">
            <Heading as="h2" id="what-it-does">
              What the platform does
            </Heading>
            <ul className={styles.capabilities}>
              {capabilities(counts).map((c) => (
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
      </main>
    </Layout>
  );
}
