import type { ReactNode } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import { findFirstSidebarItemLink } from '@docusaurus/plugin-content-docs/client';
import { usePluralForm } from '@docusaurus/theme-common';
import isInternalUrl from '@docusaurus/isInternalUrl';
import useRouteContext from '@docusaurus/useRouteContext';
import { translate } from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import type { Props } from '@theme/DocCard';
import type { PropSidebarItemCategory, PropSidebarItemLink } from '@docusaurus/plugin-content-docs';
import type { CardDescriptions } from '../../routes';
import styles from './styles.module.css';

type IconKind = 'category' | 'page' | 'external';

/*
 * The theme's card written out, not wrapped: the theme draws its icons as emoji inside the title (🗃️ 📄️ 🔗),
 * which show as empty boxes where no emoji font is installed, and cuts long titles; neither can be changed
 * from outside it. These outline icons are inline SVG in the text colour, decoration hidden from screen
 * readers. Descriptions come from the route context this plugin gives each category page (routes.ts),
 * where the theme's card reads `useDocById`, whose docs map no longer carries them.
 */
const iconPaths: Record<IconKind, string> = {
  category: 'M3 7a2 2 0 0 1 2-2h4l2 2h8a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z',
  page: 'M7 3h7l5 5v11a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2zm7 0v5h5M9 13h6M9 17h6',
  external: 'M14 4h6v6M20 4l-9 9M18 14v4a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h4',
};

function CardIcon({ kind }: { kind: IconKind }): ReactNode {
  return (
    <svg
      className={styles.icon}
      viewBox="0 0 24 24"
      width="20"
      height="20"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={iconPaths[kind]} />
    </svg>
  );
}

function useCategoryItemsPlural(): (count: number) => string {
  const { selectMessage } = usePluralForm();
  return (count) =>
    selectMessage(
      count,
      translate(
        {
          message: '1 item|{count} items',
          id: 'theme.docs.DocCard.categoryDescription.plurals',
          description: 'The default description for a category card in the generated index',
        },
        { count },
      ),
    );
}

interface LayoutProps {
  className?: string;
  href: string;
  icon: IconKind;
  title: string;
  description?: string;
}

/** A card whose title wraps instead of being cut; a long description is clamped to three lines. */
function CardLayout({ className, href, icon, title, description }: LayoutProps): ReactNode {
  return (
    <Link href={href} className={clsx('card padding--lg', styles.cardContainer, className)}>
      <Heading as="h2" className={styles.cardTitle}>
        <CardIcon kind={icon} />
        <span>{title}</span>
      </Heading>
      {description && (
        <p className={styles.cardDescription} title={description}>
          {description}
        </p>
      )}
    </Link>
  );
}

function CardCategory({ item }: { item: PropSidebarItemCategory }): ReactNode {
  const href = findFirstSidebarItemLink(item);
  const plural = useCategoryItemsPlural();
  // Categories without a link are filtered out before the list renders.
  if (!href) return null;
  return (
    <CardLayout
      className={item.className}
      href={href}
      icon="category"
      title={item.label}
      description={item.description ?? plural(item.items.length)}
    />
  );
}

function CardLink({ item }: { item: PropSidebarItemLink }): ReactNode {
  // Doc descriptions are in each category page's route context, not in the docs map (routes.ts).
  const data = useRouteContext().data as { cardDescriptions?: CardDescriptions } | undefined;
  return (
    <CardLayout
      className={item.className}
      href={item.href}
      icon={isInternalUrl(item.href) ? 'page' : 'external'}
      title={item.label}
      description={item.description ?? data?.cardDescriptions?.[item.href]}
    />
  );
}

/** The cards of category pages and `<DocCardList />`: the theme's card with SVG icons and whole titles. */
export default function DocCard({ item }: Props): ReactNode {
  switch (item.type) {
    case 'link':
      return <CardLink item={item} />;
    case 'category':
      return <CardCategory item={item} />;
    default:
      throw new Error(`unknown item type ${JSON.stringify(item)}`);
  }
}
