import { usePluginData } from '@docusaurus/useGlobalData';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { useAlgoliaThemeConfig } from '@docusaurus/theme-search-algolia/client';
import { SEARCH_PLUGIN_NAME, type SearchGlobalData } from '../shared';
import type { ResultUrlOptions } from './resultUrl';

export interface SearchSettings {
  backend: SearchGlobalData['backend'];
  indexUrl: string;
  /** Origin given to local results, which the engine returns root-relative. */
  origin: string;
  urlOptions: ResultUrlOptions;
  algolia: { appId: string; apiKey: string; indexName: string };
}

/** Group title of results from pages that carry no section. */
export const DEFAULT_SECTION = 'Documentation';

/** Sections shown under each page. */
export const SECTIONS_PER_PAGE = 3;

export function useSearchSettings(): SearchSettings {
  const { siteConfig } = useDocusaurusContext();
  const { algolia } = useAlgoliaThemeConfig();
  const data = usePluginData(SEARCH_PLUGIN_NAME) as SearchGlobalData;
  return {
    backend: data.backend,
    indexUrl: data.indexUrl,
    origin: siteConfig.url,
    urlOptions: {
      baseUrl: siteConfig.baseUrl,
      externalUrlRegex: algolia.externalUrlRegex,
      replaceSearchResultPathname: algolia.replaceSearchResultPathname,
    },
    algolia: { appId: algolia.appId, apiKey: algolia.apiKey, indexName: algolia.indexName },
  };
}
