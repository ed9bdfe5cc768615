import type { ReactNode } from 'react';
import Head from '@docusaurus/Head';
import ErrorPageContent from '@theme-original/ErrorPageContent';
import type { ComponentProps } from 'react';
import { retryFailedImports } from '@site/src/utils/lazyWithRetry';

type Props = ComponentProps<typeof ErrorPageContent>;

/**
 * The crash page inside the layout: the theme's content, titled "Page Error" like the app-level crash page.
 * "Try again" first lets every lazily loaded part whose chunk failed load again (src/utils/lazyWithRetry).
 */
export default function ErrorPageContentWithTitle({ tryAgain, ...props }: Props): ReactNode {
  return (
    <>
      <Head>
        <title>Page Error</title>
      </Head>
      <ErrorPageContent
        {...props}
        tryAgain={() => {
          retryFailedImports();
          tryAgain();
        }}
      />
    </>
  );
}
