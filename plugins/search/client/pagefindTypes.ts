/** The parts of Pagefind's result data (pagefind.js 1.x) this site reads. */
export interface PagefindAnchor {
  element: string;
  id: string;
  text?: string;
  location: number;
}

export interface PagefindSubResult {
  title: string;
  url: string;
  excerpt: string;
  anchor?: PagefindAnchor;
}

export interface PagefindResultData {
  url: string;
  excerpt: string;
  meta: Record<string, string | undefined>;
  sub_results: PagefindSubResult[];
  anchors?: PagefindAnchor[];
}

export interface PagefindSearchResult {
  id: string;
  score: number;
  data: () => Promise<PagefindResultData>;
}

export interface PagefindSearchResponse {
  results: PagefindSearchResult[];
}

export interface PagefindModule {
  options: (options: Record<string, unknown>) => Promise<void>;
  init?: () => Promise<void>;
  search: (term: string, options?: Record<string, unknown>) => Promise<PagefindSearchResponse | null>;
}
