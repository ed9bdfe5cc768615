import type { Footer } from '@docusaurus/theme-common';
import brand from '../src/brand';

// The spec fixes the copyright year; it is not the current year.
export const COPYRIGHT_YEAR = 2025;

export const footer = {
  style: 'dark',
  links: [
    {
      title: 'Learn',
      items: [
        { label: 'Getting Started', to: '/docs' },
        { label: 'Tutorials', to: '/docs/tutorials' },
        { label: 'ODSL language', to: '/docs/odsl' },
      ],
    },
    {
      title: 'Reference',
      items: [
        { label: 'REST API', to: '/docs/api' },
        { label: 'SDKs', to: '/docs/sdk' },
        { label: 'Data catalogue', to: '/docs/data' },
      ],
    },
    {
      title: 'More',
      items: [
        { label: 'Blog', to: '/blog' },
        { label: 'Tags', to: '/docs/tags' },
        { label: 'Web site', href: brand.websiteUrl },
        { label: 'Portal', href: brand.portalUrl },
        // A plain link: llms.txt is a file, not a route, so client-side navigation would show the 404 page.
        { html: '<a class="footer__link-item" href="/llms.txt">llms.txt for AI tools</a>' },
      ],
    },
  ],
  copyright: `Copyright © ${COPYRIGHT_YEAR} ${brand.company}`,
} satisfies Partial<Footer>;
