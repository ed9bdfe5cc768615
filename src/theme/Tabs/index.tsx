/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */

/*
 * Ejected from @docusaurus/theme-classic 3.9.2 (wrapping cannot reach the inner parts). Three changes, each
 * marked "Changed:"; src/theme/Tabs/__tests__/upstream.test.ts fails once upstream makes one unnecessary.
 * 1. Each tab names its panel (`id`, `aria-controls`) and each panel its tab: without them the W3C checker
 *    reports "every active role=tab element must have a corresponding role=tabpanel element".
 * 2. No remount after hydration: the panels' content no longer depends on the tab chosen earlier (useTabs
 *    applies it in a layout effect after hydration), and a remount would throw away the server HTML that
 *    TabItem keeps for panels not yet opened.
 * 3. Without JavaScript every panel shows under its label (styles.module.css).
 */
import { cloneElement, useId, type ReactElement, type ReactNode } from 'react';
import clsx from 'clsx';
import { ThemeClassNames } from '@docusaurus/theme-common';
import {
  useScrollPositionBlocker,
  useTabs,
  sanitizeTabsChildren,
  type TabItemProps,
} from '@docusaurus/theme-common/internal';
import type { Props } from '@theme/Tabs';
import type { PanelProps } from '@site/src/theme/TabItem';
import styles from './styles.module.css';

type TabsState = ReturnType<typeof useTabs>;

/** Changed: the ids that tie a tab to its panel, unique on the page. */
interface TabIds {
  tab: (value: string) => string;
  panel: (value: string) => string;
}

function useTabIds(tabValues: TabsState['tabValues']): TabIds {
  const base = useId();
  const index = (value: string): number => tabValues.findIndex((tab) => tab.value === value);
  return {
    tab: (value) => `${base}tab-${index(value)}`,
    panel: (value) => `${base}panel-${index(value)}`,
  };
}

function TabList({
  className,
  block,
  selectedValue,
  selectValue,
  tabValues,
  ids,
  lazy,
}: Props & TabsState & { ids: TabIds }) {
  const tabRefs: (HTMLLIElement | null)[] = [];
  const { blockElementScrollPositionUntilNextRender } = useScrollPositionBlocker();

  const handleTabChange = (
    event:
      React.FocusEvent<HTMLLIElement> | React.MouseEvent<HTMLLIElement> | React.KeyboardEvent<HTMLLIElement>,
  ) => {
    const newTab = event.currentTarget;
    const newTabIndex = tabRefs.indexOf(newTab);
    const newTabValue = tabValues[newTabIndex].value;

    if (newTabValue !== selectedValue) {
      blockElementScrollPositionUntilNextRender(newTab);
      selectValue(newTabValue);
    }
  };

  const handleKeydown = (event: React.KeyboardEvent<HTMLLIElement>) => {
    let focusElement: HTMLLIElement | null = null;

    switch (event.key) {
      case 'Enter': {
        handleTabChange(event);
        break;
      }
      case 'ArrowRight': {
        const nextTab = tabRefs.indexOf(event.currentTarget) + 1;
        focusElement = tabRefs[nextTab] ?? tabRefs[0];
        break;
      }
      case 'ArrowLeft': {
        const prevTab = tabRefs.indexOf(event.currentTarget) - 1;
        focusElement = tabRefs[prevTab] ?? tabRefs[tabRefs.length - 1];
        break;
      }
      default:
        break;
    }

    focusElement?.focus();
  };

  return (
    <ul
      role="tablist"
      aria-orientation="horizontal"
      className={clsx(
        'tabs',
        {
          'tabs--block': block,
        },
        className,
      )}
    >
      {tabValues.map(({ value, label, attributes }) => (
        <li
          role="tab"
          tabIndex={selectedValue === value ? 0 : -1}
          aria-selected={selectedValue === value}
          // Changed: a lazy Tabs renders only the selected panel, so only its tab can name one.
          id={ids.tab(value)}
          aria-controls={!lazy || selectedValue === value ? ids.panel(value) : undefined}
          key={value}
          ref={(tabControl) => {
            tabRefs.push(tabControl);
          }}
          onKeyDown={handleKeydown}
          onClick={handleTabChange}
          {...attributes}
          className={clsx('tabs__item', styles.tabItem, attributes?.className as string, {
            'tabs__item--active': selectedValue === value,
          })}
        >
          {label ?? value}
        </li>
      ))}
    </ul>
  );
}

function TabContent({ lazy, children, selectedValue, tabValues, ids }: Props & TabsState & { ids: TabIds }) {
  const childTabs = (Array.isArray(children) ? children : [children]).filter(
    Boolean,
  ) as ReactElement<TabItemProps>[];
  // Changed: each panel gets its id, its tab's id and its label.
  const panelProps = ({ props: { value, label } }: ReactElement<TabItemProps>): PanelProps => ({
    id: ids.panel(value),
    tabId: ids.tab(value),
    label: label ?? tabValues.find((tab) => tab.value === value)?.label ?? value,
  });
  if (lazy) {
    const selectedTabItem = childTabs.find((tabItem) => tabItem.props.value === selectedValue);
    if (!selectedTabItem) {
      // fail-safe or fail-fast? not sure what's best here
      return null;
    }
    return cloneElement(selectedTabItem, {
      className: clsx('margin-top--md', selectedTabItem.props.className),
      ...panelProps(selectedTabItem),
    });
  }
  return (
    <div className="margin-top--md">
      {childTabs.map((tabItem, i) =>
        cloneElement(tabItem, {
          key: i,
          hidden: tabItem.props.value !== selectedValue,
          ...panelProps(tabItem),
        }),
      )}
    </div>
  );
}

function TabsComponent(props: Props): ReactNode {
  const tabs = useTabs(props);
  const ids = useTabIds(tabs.tabValues);
  return (
    <div
      className={clsx(
        ThemeClassNames.tabs.container,
        // former name kept for backward compatibility
        // see https://github.com/facebook/docusaurus/pull/4086
        'tabs-container',
        styles.tabList,
      )}
    >
      <TabList {...tabs} {...props} ids={ids} />
      <TabContent {...tabs} {...props} ids={ids} />
    </div>
  );
}

export default function Tabs(props: Props): ReactNode {
  // Changed: no `key={String(useIsBrowser())}` remount (see the top of this file).
  return <TabsComponent {...props}>{sanitizeTabsChildren(props.children)}</TabsComponent>;
}
