/**
 * Wraps the breadcrumbs of every docs page (generated category indexes included): links the page's
 * Markdown twin for tools, and puts the "Copy page" menu beside the breadcrumbs.
 */
import type { ReactNode } from 'react';
import DocBreadcrumbs from '@theme-init/DocBreadcrumbs';
import type DocBreadcrumbsType from '@theme/DocBreadcrumbs';
import type { WrapperProps } from '@docusaurus/types';
import Head from '@docusaurus/Head';
import { useLocation } from '@docusaurus/router';
import CopyPage from '@theme/CopyPage';
import styles from './styles.module.css';

type Props = WrapperProps<typeof DocBreadcrumbsType>;

export default function DocBreadcrumbsWrapper(props: Props): ReactNode {
  // Same rule as the plugin's twinPath(): the page's URL plus `.md`.
  const twin = `${useLocation().pathname.replace(/\/$/, '')}.md`;
  return (
    <div className={styles.bar}>
      <Head>
        <link rel="alternate" type="text/markdown" href={twin} />
      </Head>
      <div className={styles.crumbs}>
        <DocBreadcrumbs {...props} />
      </div>
      <CopyPage href={twin} />
    </div>
  );
}
