import type { Navbar } from '@docusaurus/theme-common';
import brand from '../src/brand';

export const navbar = {
  title: brand.productName,
  hideOnScroll: false,
  logo: {
    alt: `${brand.productName} logo`,
    src: 'img/logo.svg',
    srcDark: 'img/logo-dark.svg',
    href: '/',
    width: 32,
    height: 32,
  },
  items: [
    { to: '/docs', label: 'Getting Started', position: 'left', activeBaseRegex: '^/docs(/|$)' },
    { href: brand.websiteUrl, label: 'Web site', position: 'right' },
    { href: brand.portalUrl, label: 'Portal', position: 'right' },
    { type: 'search', position: 'right' },
  ],
} satisfies Partial<Navbar>;
