/**
 * Marks a blog post (on its own page, not in lists) as searchable content,
 * filed under "Blog".
 */
import React, { type ReactNode } from 'react';
import BlogPostItem from '@theme-init/BlogPostItem';
import type BlogPostItemType from '@theme/BlogPostItem';
import type { WrapperProps } from '@docusaurus/types';
import { useBlogPost } from '@docusaurus/plugin-content-blog/client';
import SearchableBody from '../SearchableBody';

type Props = WrapperProps<typeof BlogPostItemType>;

const BLOG_SECTION = 'Blog';

export default function BlogPostItemWrapper(props: Props): ReactNode {
  const { isBlogPostPage } = useBlogPost();
  if (!isBlogPostPage) return <BlogPostItem {...props} />;
  return (
    <SearchableBody section={BLOG_SECTION}>
      <BlogPostItem {...props} />
    </SearchableBody>
  );
}
