/** Ways into the docs for each kind of reader, and the top-level sections, shown on the landing page. */
export interface LandingLink {
  title: string;
  to: string;
  description: string;
}

export const audiences: LandingLink[] = [
  {
    title: 'Developers',
    to: '/docs/odsl',
    description: 'Write ODSL scripts, call the REST API and use the Java, Python and MATLAB SDKs.',
  },
  {
    title: 'Analysts',
    to: '/docs/user',
    description: 'Find, chart and report on curves and time series in the portal and in Excel.',
  },
  {
    title: 'Data users',
    to: '/docs/data',
    description: 'Browse the providers, exchanges and datasets the platform loads for you.',
  },
  {
    title: 'IT and administration',
    to: '/docs/it',
    description: 'Security, hosting, database and metrics: what your IT team needs to know.',
  },
  {
    title: 'Evaluating the platform',
    to: '/docs/poc',
    description: 'Run a proof of concept and discover what the platform can do for you.',
  },
];

export const sections: LandingLink[] = [
  { title: 'Getting Started', to: '/docs', description: 'What the platform is and where to begin.' },
  { title: 'Discover', to: '/docs/discovery', description: 'A tour of the main capabilities.' },
  { title: 'Tutorials', to: '/docs/tutorials', description: 'Step-by-step lessons.' },
  { title: 'Topics', to: '/docs/topics', description: 'Curves, reporting and subscriptions in depth.' },
  { title: 'User guides', to: '/docs/user', description: 'Portal, Excel, CLI and VS Code.' },
  { title: 'ODSL language', to: '/docs/odsl', description: 'Commands, functions, types and services.' },
  { title: 'API reference', to: '/docs/api', description: 'REST and real-time APIs.' },
  { title: 'SDKs', to: '/docs/sdk', description: 'Java, Python and MATLAB.' },
  { title: 'Data catalogue', to: '/docs/data', description: 'Datasets, release notes and roadmap.' },
  { title: 'Providers', to: '/docs/company', description: 'One page per provider and exchange.' },
  { title: 'Public components', to: '/docs/public', description: 'Embeddable HTML components.' },
  { title: 'Proof of concept', to: '/docs/poc', description: 'Evaluate the platform.' },
  { title: 'IT information', to: '/docs/it', description: 'Security, database and metrics.' },
  { title: 'Knowledge base', to: '/docs/kb', description: 'Codes, formats and conventions.' },
  { title: 'Product', to: '/docs/product', description: 'Developer guides and release notes.' },
];
