import { useMemo, type ReactNode } from 'react';
// @theme-init: the theme's own component (a plugin's @theme-original would be this file).
import DocVersionRoot from '@theme-init/DocVersionRoot';
import type DocVersionRootType from '@theme/DocVersionRoot';
import type { WrapperProps } from '@docusaurus/types';
import { expandDocs, type DocsMap } from '../../docsMap';

type Props = WrapperProps<typeof DocVersionRootType>;

/**
 * The theme's version root, given the whole docs map: the plugin ships it compactly (docsMap.ts), and
 * `useDocById`, which reads it, runs below this.
 */
export default function DocVersionRootWithDocs(props: Props): ReactNode {
  const { version } = props;
  const whole = useMemo(
    () => ({ ...version, docs: expandDocs(version.docs as DocsMap, version.docsSidebars) }),
    [version],
  );
  return <DocVersionRoot {...props} version={whole} />;
}
