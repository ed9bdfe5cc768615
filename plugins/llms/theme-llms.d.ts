// The theme component this plugin adds; `@theme/` aliases resolve at bundle time.
declare module '@theme/CopyPage' {
  import type { ReactNode } from 'react';
  import type { Props } from '@site/plugins/llms/theme/CopyPage';

  export default function CopyPage(props: Props): ReactNode;
}
