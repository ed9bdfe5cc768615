import { useCallback, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import clsx from 'clsx';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { useStorageSlot } from '@docusaurus/theme-common';
import styles from './styles.module.css';

/** One tab: its value (shared by the group), its label and the panel it shows. */
export interface Example {
  readonly value: string;
  readonly label: string;
  readonly content: ReactNode;
}

interface Props {
  /** Tabs of the same group switch together on the whole site, and the choice is remembered. */
  readonly group: string;
  readonly examples: readonly Example[];
}

/** Where the chosen tab is stored: the key Docusaurus's own Tabs use, so earlier choices carry over. */
const storageKey = (group: string): string => `docusaurus.tab.${group}`;

/**
 * Tabs of code examples, on Docusaurus's public APIs only (the theme's Tabs rest on theme-common internals
 * that change between minor releases). What the theme's Tabs lack: each tab names its panel (`id`,
 * `aria-controls`) and each panel its tab (the W3C checker requires it); without JavaScript every panel shows
 * under its label (styles.module.css); and no remount after hydration, so a panel not yet opened keeps the
 * server's HTML without hydrating it (ExamplePanel).
 */
export default function ExampleTabs({ group, examples }: Props): ReactNode {
  const base = useId();
  const tabId = (index: number): string => `${base}tab-${index}`;
  const panelId = (index: number): string => `${base}panel-${index}`;
  // null on the server and while hydrating, so the server's choice (the first tab) hydrates unchanged.
  const [stored, slot] = useStorageSlot(storageKey(group));
  const [chosen, setChosen] = useState<string | null>(null);
  const values = examples.map((example) => example.value);
  // The stored choice first: another tab group on the page may have changed it since this one was clicked.
  const selected = [stored, chosen].find((value) => value !== null && values.includes(value)) ?? values[0];
  const tabs = useRef<(HTMLLIElement | null)[]>([]);

  const select = useCallback(
    (value: string) => {
      setChosen(value);
      slot.set(value);
    },
    [slot],
  );

  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>, index: number) => {
    const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
    if (event.key === 'Enter') select(values[index]);
    if (step === undefined) return;
    tabs.current[(index + step + values.length) % values.length]?.focus();
  };

  return (
    <div className={clsx('tabs-container', styles.tabs)}>
      <ul role="tablist" aria-orientation="horizontal" className="tabs">
        {examples.map(({ value, label }, index) => (
          <li
            key={value}
            role="tab"
            id={tabId(index)}
            aria-controls={panelId(index)}
            aria-selected={value === selected}
            tabIndex={value === selected ? 0 : -1}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            onClick={() => select(value)}
            onKeyDown={(event) => onKeyDown(event, index)}
            className={clsx('tabs__item', styles.tab, { 'tabs__item--active': value === selected })}
          >
            {label}
          </li>
        ))}
      </ul>
      <div className="margin-top--md">
        {examples.map(({ value, label, content }, index) => (
          <ExamplePanel
            key={value}
            id={panelId(index)}
            tabId={tabId(index)}
            label={label}
            hidden={value !== selected}
          >
            {content}
          </ExamplePanel>
        ))}
      </div>
    </div>
  );
}

interface PanelProps {
  readonly id: string;
  readonly tabId: string;
  readonly label: string;
  readonly hidden: boolean;
  readonly children: ReactNode;
}

/** `__html` React compares on updates: the server's HTML stays as long as this stays the same. */
const KEEP_SERVER_HTML = { __html: '' };

/**
 * A panel the reader has not opened costs no hydration. The server renders every panel in full (readers
 * without JavaScript, search and the Markdown twins read them); in the browser, a hidden panel keeps that
 * HTML as it is, without React hydrating the code and its Prism token spans, until its tab is first
 * selected. On a page reached by client-side navigation there is no server HTML: a hidden panel stays
 * empty until its tab is selected.
 */
function ExamplePanel({ id, tabId, label, hidden, children }: PanelProps): ReactNode {
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
    className: styles.panel,
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
