import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import type { Props } from '@theme/BlogPostItem/Footer/ReadMoreLink';

/**
 * The "Read more" link under a post excerpt on the blog index, with the post's title in its text.
 * The theme puts the title only in an aria-label; crawlers and Lighthouse's SEO audit read link text,
 * saw five links all called "Read more", and could not tell where each leads. The title stays
 * visually hidden because the excerpt right above already shows it.
 */
export default function ReadMoreLink({ blogPostTitle, ...linkProps }: Props): ReactNode {
  return (
    <Link {...linkProps}>
      <b>Read more</b>
      <span className="visually-hidden"> about {blogPostTitle}</span>
    </Link>
  );
}
