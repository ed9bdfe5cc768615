/**
 * Wraps the doc body so that the search index reads the title and the
 * Markdown content only (not the navbar, sidebar, breadcrumbs, TOC, pager or
 * footer) and files the page under its top-level sidebar category.
 */
import React, { type ReactNode } from 'react';
import Content from '@theme-init/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type { WrapperProps } from '@docusaurus/types';
import { useSidebarBreadcrumbs } from '@docusaurus/plugin-content-docs/client';
import SearchableBody from '../../SearchableBody';
import { DEFAULT_SECTION } from '../../../client/useSearchSettings';

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper(props: Props): ReactNode {
  const breadcrumbs = useSidebarBreadcrumbs();
  const section = breadcrumbs?.[0]?.label ?? DEFAULT_SECTION;
  return (
    <SearchableBody section={section}>
      <Content {...props} />
    </SearchableBody>
  );
}
