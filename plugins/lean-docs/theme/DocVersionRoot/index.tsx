import { useMemo, type ReactNode } from 'react';
// @theme-init: the theme's own component (a plugin's @theme-original would be this file).
import DocVersionRoot from '@theme-init/DocVersionRoot';
import type DocVersionRootType from '@theme/DocVersionRoot';
import type { WrapperProps } from '@docusaurus/types';
import { expandVersion } from '../../docsMap';

type Props = WrapperProps<typeof DocVersionRootType>;

/**
 * The theme's version root, given the whole docs map and every sidebar link's `docId`: the plugin ships
 * both compactly (docsMap.ts), and `useDocById`, the breadcrumbs and the sidebar, which read them, run below this.
 */
export default function DocVersionRootWithDocs(props: Props): ReactNode {
  const { version } = props;
  const whole = useMemo(() => expandVersion(version), [version]);
  return <DocVersionRoot {...props} version={whole} />;
}
