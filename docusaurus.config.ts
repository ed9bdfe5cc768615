import type { Config } from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import brand from './src/brand';
import { readSiteEnv } from './config/env';
import { navbar } from './config/navbar';
import { footer } from './config/footer';
import { parseFrontMatter } from './config/frontMatter';
import { sidebarItemsGenerator } from './config/sidebarGroups';
import { accessibleDarkTheme, accessibleLightTheme } from './config/prismTheme';
import remarkBrand from './plugins/remark-brand';
import remarkOdslLinks from './plugins/remark-odsl-links';
import remarkDataSlice from './plugins/remark-data-slice';
import remarkLinkLists from './plugins/remark-link-lists';
import { dataSliceLoaders } from './config/dataSlices';
import { dataCounts, expandContentTokens, providerCodeOf } from './config/dataCounts';
import { redirects } from './config/redirects';
import searchPlugin from './plugins/search';
import openApiPlugin from './plugins/openapi';
import { OPENAPI_DOWNLOADS } from './plugins/openapi/document';
import { restReferenceOptions } from './config/restReference';
import { jobLinkListsOptions } from './config/jobLinks';
import remarkRestReference from './plugins/remark-rest-reference';
import hostingPlugin, { type HostingPluginOptions } from './plugins/hosting';
import llmsPlugin from './plugins/llms';
import robotsPlugin from './plugins/robots';
import siteSummaryPlugin from './plugins/site-summary';
import ownHostLinksPlugin from './plugins/own-host-links';
import odslPrismPlugin from './plugins/odsl-prism';
import chunkFileNamesPlugin from './plugins/chunk-file-names';
import shortRegistryKeysPlugin from './plugins/short-registry-keys';
import compactRoutesPlugin from './plugins/compact-routes';
import idlePrefetchPlugin from './plugins/idle-prefetch';
import literalRouteMatchPlugin from './plugins/literal-route-match';
import leanDocsPlugin from './plugins/lean-docs';
import buildProgressPlugin from './plugins/build-progress';
import prismLanguagesPlugin from './plugins/prism-languages';
import colourModePlugin from './plugins/colour-mode';
import offlinePlugin from './plugins/offline';
import remarkPrismLanguages from './plugins/prism-languages/remark';
import { algoliaThemeConfig, searchPluginOptions } from './plugins/search/siteConfig';
import { searchPluginOptionsSchema } from './plugins/search/options';

const env = readSiteEnv();

/**
 * DOCS_SUBSET (comma-separated globs under docs/) builds a small site with only those docs, for the
 * hosted-search e2e spec (`npm run build:search-algolia`), which visits a few pages: links to the pages
 * it leaves out are expected there, so they warn instead of failing the build.
 */
const docsSubset = process.env.DOCS_SUBSET?.split(',')
  .map((glob) => glob.trim())
  .filter(Boolean);
const brokenLinks = docsSubset ? 'warn' : 'throw';

/** Options of the docs plugin, which plugins/lean-docs wraps (the preset's own docs plugin is off). */
// Brand and count placeholders, expanded in every Markdown page (docs, blog, pages) alike.
const brandRemark = [remarkBrand, { expand: expandContentTokens, providerCodeOf }];

const docsOptions = {
  routeBasePath: 'docs',
  path: 'docs',
  sidebarPath: './sidebars.ts',
  breadcrumbs: true,
  lastVersion: 'current',
  versions: { current: { label: 'Next', path: '' } },
  tags: 'tags.yml',
  onInlineTags: 'throw',
  // Job lists go in before the default plugins, so their headings get anchors and table-of-contents entries.
  beforeDefaultRemarkPlugins: [
    brandRemark,
    [remarkRestReference, restReferenceOptions],
    [remarkLinkLists, jobLinkListsOptions(__dirname)],
  ],
  remarkPlugins: [remarkOdslLinks, [remarkDataSlice, { loaders: dataSliceLoaders }], remarkPrismLanguages],
  // The subset lacks the categories that the sidebar regrouping moves, so it keeps the plain sidebar.
  ...(docsSubset ? { include: docsSubset } : { sidebarItemsGenerator }),
};

const config: Config = {
  title: `${brand.productName} Documentation`,
  tagline: 'Manage, automate and report on commodity, energy and financial market data',
  favicon: 'img/favicon.svg',
  url: brand.docsUrl,
  baseUrl: '/',
  trailingSlash: false,

  // Each flag by name: `v4: true` would take whatever flags a later 3.x adds to it, unreviewed.
  future: {
    v4: {
      // experimental_faster.ssgWorkerThreads requires it; no plugin here reads postBuild's `head`.
      removeLegacyPostBuildHeadAttribute: true,
      // Infima and theme CSS go in cascade layers, so the unlayered src/css/custom.css always wins.
      useCssCascadeLayers: true,
    },
    experimental_faster: true,
    // experimental_storage stays at its default (namespace: false): storage keys carry no suffix, so
    // src/clientModules/announcementBarReset.ts reads the key the theme writes.
  },

  onBrokenLinks: brokenLinks,
  onBrokenAnchors: brokenLinks,
  onDuplicateRoutes: 'throw',

  i18n: {
    defaultLocale: 'en',
    locales: ['en'],
    localeConfigs: { en: { direction: 'ltr', htmlLang: 'en' } },
  },

  markdown: {
    mermaid: true,
    parseFrontMatter,
    hooks: {
      onBrokenMarkdownLinks: brokenLinks,
      onBrokenMarkdownImages: brokenLinks,
    },
  },

  clientModules: [
    './src/clientModules/loadFailureNotice.ts',
    './src/clientModules/announcementBarReset.ts',
    './src/clientModules/progressBarRoles.ts',
  ],
  scripts: env.thirdPartyScripts.map((src) => ({ src, async: true })),

  plugins: [
    buildProgressPlugin,
    [leanDocsPlugin, docsOptions],
    odslPrismPlugin,
    prismLanguagesPlugin,
    chunkFileNamesPlugin,
    shortRegistryKeysPlugin,
    compactRoutesPlugin,
    idlePrefetchPlugin,
    literalRouteMatchPlugin,
    openApiPlugin,
    [searchPlugin, searchPluginOptions(env)],
    // Before hosting, whose CSP hashes the inline scripts of the built pages, this one's included.
    colourModePlugin,
    offlinePlugin,
    [
      hostingPlugin,
      {
        env,
        redirects,
        folderRoots: [`/${docsOptions.routeBasePath}`],
        securityContacts: [brand.supportUrl],
        apis: [
          {
            api: brand.apiBaseUrl,
            descriptions: [
              { href: OPENAPI_DOWNLOADS.json, type: 'application/json' },
              { href: OPENAPI_DOWNLOADS.yaml, type: 'application/yaml' },
            ],
            documentation: '/docs/api/rest/rest',
          },
        ],
      } satisfies HostingPluginOptions,
    ],
    llmsPlugin,
    robotsPlugin,
    [siteSummaryPlugin, { counts: dataCounts }],
    // Files and folders other plugins write in postBuild, beside this check: the search index, the
    // blog feeds (RSS and Atom, the classic blog's default), the OpenSearch description and the sitemap.
    // A docs subset leaves linked pages out on purpose, as it does for the build's own link checks.
    docsSubset
      ? false
      : [
          ownHostLinksPlugin,
          {
            folders: [`/${searchPluginOptionsSchema.parse(searchPluginOptions(env)).indexDir}`],
            files: ['/blog/rss.xml', '/blog/atom.xml', '/opensearch.xml', '/sitemap.xml'],
            redirects: redirects.map((redirect) => redirect.from),
          },
        ],
  ],
  themes: ['@docusaurus/theme-mermaid'],

  presets: [
    [
      'classic',
      {
        docs: false,
        blog: {
          path: 'blog',
          routeBasePath: 'blog',
          showReadingTime: true,
          postsPerPage: 'ALL',
          blogSidebarCount: 'ALL',
          blogSidebarTitle: 'All posts',
          onInlineTags: 'throw',
          onInlineAuthors: 'throw',
          onUntruncatedBlogPosts: 'throw',
          beforeDefaultRemarkPlugins: [brandRemark],
          remarkPlugins: [remarkPrismLanguages],
        },
        pages: {
          beforeDefaultRemarkPlugins: [brandRemark],
          remarkPlugins: [remarkPrismLanguages],
        },
        theme: {
          customCss: './src/css/custom.css',
        },
        // Page views are sent only when a tracking id is configured.
        gtag: env.gtagTrackingId ? { trackingID: env.gtagTrackingId, anonymizeIP: false } : undefined,
      } satisfies Preset.Options,
    ],
  ],

  themeConfig: {
    image: 'img/social-card.png',
    // Spec §4: light by default, no switch; a stored "dark" or "system" still applies (plugins/colour-mode),
    // and with a stored "system" the theme follows live changes of the preference.
    colorMode: {
      defaultMode: 'light',
      disableSwitch: true,
      respectPrefersColorScheme: true,
    },
    announcementBar: {
      id: env.announcementId,
      content: `New: read what changed in the <a href="/blog">${brand.productName} blog</a>.`,
      isCloseable: true,
    },
    docs: {
      sidebar: { hideable: false, autoCollapseCategories: false },
    },
    blog: {
      sidebar: { groupByYear: true },
    },
    navbar,
    footer,
    algolia: algoliaThemeConfig(env),
    tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 },
    prism: {
      theme: accessibleLightTheme,
      darkTheme: accessibleDarkTheme,
      // Pages load the grammars they use themselves (plugins/prism-languages).
      additionalLanguages: [],
    },
  } satisfies Preset.ThemeConfig,
};

export default config;
