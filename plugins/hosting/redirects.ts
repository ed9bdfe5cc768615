import * as z from 'zod';

/**
 * A redirect the site answers: an old address that an earlier site served (`from`, never ending in a
 * slash: every server sends `/a/` to `/a` first) and the route that now holds its page (`to`). The
 * list is site content, passed in as the plugin's `redirects` option; nginx answers each with a 301,
 * so does the local server (through `build/.hosting/headers.json`), and the plugin writes a small
 * forwarding page at each `from` for hosts that cannot redirect.
 */
export const redirectSchema = z.object({
  from: z.string().startsWith('/'),
  to: z.string().startsWith('/'),
  /**
   * The forwarding page is written as `<from>/index.html`, which a host serves only when no page
   * answers `<from>` itself. Where that file is another route's page (the route `<from>/index`), the
   * page is written as `<from>.html` instead.
   */
  pageAsFile: z.literal(true).optional(),
});
export type Redirect = z.infer<typeof redirectSchema>;

/** `from` → `to`, as the servers look them up. */
export function redirectMap(redirects: readonly Redirect[]): Record<string, string> {
  return Object.fromEntries(redirects.map((r) => [r.from, r.to]));
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The forwarding page for hosts that cannot answer with a 301: a valid HTML document (title and all)
 * that moves on at once, keeping the query and fragment, and still links the new address.
 */
export function redirectPage(to: string): string {
  const url = escapeHtml(encodeURI(to));
  return [
    '<!DOCTYPE html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<title>Page moved</title>',
    '<meta name="robots" content="noindex">',
    `<meta http-equiv="refresh" content="0; url=${url}">`,
    `<link rel="canonical" href="${url}">`,
    `<script>window.location.replace(${JSON.stringify(encodeURI(to)).replace(/</g, '\\u003c')} + window.location.search + window.location.hash)</script>`,
    '</head>',
    `<body><p>This page has moved to <a href="${url}">${url}</a>.</p></body>`,
    '</html>',
    '',
  ].join('\n');
}

/** Where the forwarding page of a redirect is written, relative to the build. */
export function redirectPageFile({ from, pageAsFile }: Redirect): string {
  return pageAsFile ? `${from}.html` : `${from}/index.html`;
}
