/** Keeps a post's tags and edit link out of the search index. */
import React, { type ReactNode } from 'react';
import Footer from '@theme-init/BlogPostItem/Footer';
import type FooterType from '@theme/BlogPostItem/Footer';
import type { WrapperProps } from '@docusaurus/types';

type Props = WrapperProps<typeof FooterType>;

export default function FooterWrapper(props: Props): ReactNode {
  return (
    <div data-pagefind-ignore="all">
      <Footer {...props} />
    </div>
  );
}
