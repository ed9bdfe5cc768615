/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */

/*
 * Ejected from @docusaurus/theme-classic 3.9.2, with the changes src/theme/Tabs explains: the panel carries
 * the ids and label Tabs gives it, and a panel the reader has not opened costs no hydration. The server
 * renders every panel in full (readers without JavaScript, search and the Markdown twins read them); in
 * the browser, a hidden panel keeps that HTML as it is, without React hydrating the code and its Prism
 * token spans, until its tab is first selected. On a page reached by client-side navigation there is no
 * server HTML: a hidden panel stays empty until its tab is selected.
 */
import { useState, type ReactNode } from 'react';
import clsx from 'clsx';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import useIsBrowser from '@docusaurus/useIsBrowser';
import type { TabItemProps } from '@docusaurus/theme-common/internal';
import styles from './styles.module.css';

/** What Tabs adds to each of its items. */
export interface PanelProps {
  /** The panel's id, which its tab's `aria-controls` names. */
  readonly id: string;
  /** The id of the panel's tab, which labels it. */
  readonly tabId: string;
  /** The tab's label, shown above the panel when tabs cannot switch (no JavaScript). */
  readonly label: string;
}

export interface Props extends TabItemProps, Partial<PanelProps> {}

/** `__html` React compares on updates: the server's HTML stays as long as this stays the same. */
const KEEP_SERVER_HTML = { __html: '' };

export default function TabItem({ children, hidden, className, id, tabId, label }: Props): ReactNode {
  // false while the page hydrates, true for a page rendered by client-side navigation.
  const isBrowser = useIsBrowser();
  const [hydrating] = useState(() => ExecutionEnvironment.canUseDOM && !isBrowser);
  const [opened, setOpened] = useState(!hidden);
  if (!hidden && !opened) setOpened(true);
  const panel = {
    role: 'tabpanel',
    id,
    'aria-labelledby': tabId,
    'data-tab-label': label,
    className: clsx(styles.tabItem, className),
    hidden,
  };
  if (opened || !ExecutionEnvironment.canUseDOM) {
    return (
      <div key="live" {...panel}>
        {children}
      </div>
    );
  }
  // React leaves the children of an element with inner HTML unhydrated; a new key when the tab opens
  // replaces the element instead of patching it.
  return hydrating ? (
    <div key="server" {...panel} dangerouslySetInnerHTML={KEEP_SERVER_HTML} suppressHydrationWarning />
  ) : (
    <div key="empty" {...panel} />
  );
}
