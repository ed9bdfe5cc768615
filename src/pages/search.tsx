import type { ReactNode } from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';

/** Reserves `/search`; the search feature replaces this page. */
export default function SearchPage(): ReactNode {
  return (
    <Layout title="Search" description="Search the documentation">
      <main className="container margin-vert--lg">
        <Heading as="h1">Search the documentation</Heading>
        <p>Use the search button in the navigation bar, or press Ctrl+K, to search every page.</p>
      </main>
    </Layout>
  );
}
