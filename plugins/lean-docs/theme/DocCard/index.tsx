import type { ReactNode } from 'react';
import DocCard from '@theme-init/DocCard';
import type { Props } from '@theme/DocCard';
import useRouteContext from '@docusaurus/useRouteContext';
import type { CardDescriptions } from '../../routes';

/** Gives a card the description of its doc from the page's route context (see ../../routes.ts). */
export default function DocCardWithDescription(props: Props): ReactNode {
  const data = useRouteContext().data as { cardDescriptions?: CardDescriptions } | undefined;
  const { item } = props;
  const description =
    item.type === 'link' && !item.description && item.docId
      ? data?.cardDescriptions?.[item.docId]
      : undefined;
  return <DocCard {...props} item={description ? { ...item, description } : item} />;
}
