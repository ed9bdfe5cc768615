/**
 * Turns a search result URL into the link the site follows. Both backends
 * (hosted Algolia and the local index) go through this, so
 * `externalUrlRegex` and `replaceSearchResultPathname` apply to all results.
 */
export interface ResultUrlOptions {
  /** Results whose URL matches this regex leave the app with a full page load. */
  externalUrlRegex?: string;
  /** `from` is a regex source (the theme escapes plain strings), `to` its replacement. */
  replaceSearchResultPathname?: { from: string; to: string };
  baseUrl: string;
}

// Only a base for parsing relative URLs; never shown or fetched.
const PARSE_BASE = 'https://search-result.invalid';

function safeRegExp(source: string, flags: string): RegExp | undefined {
  try {
    return new RegExp(source, flags);
  } catch {
    return undefined;
  }
}

export function isExternalResultUrl(url: string, externalUrlRegex: string | undefined): boolean {
  if (!externalUrlRegex) return false;
  return safeRegExp(externalUrlRegex, 'i')?.test(url) ?? false;
}

function withBaseUrl(path: string, baseUrl: string): string {
  const base = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
  if (base === '/' || path.startsWith(base)) return path;
  return `${base}${path.replace(/^\//, '')}`;
}

export function processResultUrl(url: string, options: ResultUrlOptions): string {
  let parsed: URL;
  try {
    parsed = new URL(url, PARSE_BASE);
  } catch {
    return withBaseUrl('/', options.baseUrl);
  }
  if (isExternalResultUrl(parsed.href, options.externalUrlRegex)) return parsed.href;
  // Same-site results become relative so that navigation stays in the app.
  let path = `${parsed.pathname}${parsed.hash}`;
  const rule = options.replaceSearchResultPathname;
  const from = rule ? safeRegExp(rule.from, 'g') : undefined;
  if (rule && from) path = path.replace(from, rule.to);
  return withBaseUrl(path, options.baseUrl);
}
