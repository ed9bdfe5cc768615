import type { ReactNode } from 'react';
import Head from '@docusaurus/Head';
import ErrorPageContent from '@theme-original/ErrorPageContent';
import type { ComponentProps } from 'react';

type Props = ComponentProps<typeof ErrorPageContent>;

/** The crash page inside the layout: the theme's content, titled "Page Error" like the app-level crash page. */
export default function ErrorPageContentWithTitle(props: Props): ReactNode {
  return (
    <>
      <Head>
        <title>Page Error</title>
      </Head>
      <ErrorPageContent {...props} />
    </>
  );
}
