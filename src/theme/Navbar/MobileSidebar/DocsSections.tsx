import { useId, type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import { usePluginData } from '@docusaurus/useGlobalData';
import { useActivePlugin } from '@docusaurus/plugin-content-docs/client';
import { useNavbarMobileSidebar, useNavbarSecondaryMenu } from '@docusaurus/theme-common/internal';
import { SITE_SUMMARY_PLUGIN, type SiteSummary } from '@site/plugins/site-summary/public';
import styles from './docsSections.module.css';

/**
 * The docs' top sections, for the mobile menu of pages without the docs sidebar (landing page, blog,
 * search, tags), so the docs tree is one step away on a phone. They come from the sidebar
 * (plugins/site-summary); the navbar keeps the items the spec fixes. The menu shows the list once: under
 * the navbar items, or under the page's own menu (the blog's posts) where the menu opens on that.
 */
export default function DocsSections({ panel }: { panel: 'primary' | 'secondary' }): ReactNode {
  const { toggle } = useNavbarMobileSidebar();
  const secondaryMenu = useNavbarSecondaryMenu();
  const inDocs = useActivePlugin({ failfast: false }) !== undefined;
  const { docsSections } = usePluginData(SITE_SUMMARY_PLUGIN) as SiteSummary;
  const headingId = useId();
  const hasSecondary = Boolean(secondaryMenu.content);
  const shown = panel === 'secondary' ? hasSecondary && !inDocs : !hasSecondary;
  if (!shown || docsSections.length === 0) return null;
  return (
    <div className={styles.sections}>
      <p id={headingId} className={styles.heading}>
        Documentation
      </p>
      <ul className="menu__list" aria-labelledby={headingId}>
        {docsSections.map((section) => (
          <li key={section.to} className="menu__list-item">
            <Link className="menu__link" to={section.to} onClick={toggle}>
              {section.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
