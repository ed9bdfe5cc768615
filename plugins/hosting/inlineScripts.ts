import { createHash } from 'node:crypto';

// Scripts that run: no `type`, a JavaScript MIME type, or a module. JSON-LD and other data blocks never run.
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const EXECUTABLE_TYPE = /\btype\s*=\s*["']?(?:text\/javascript|application\/javascript|module)["']?/i;

/** CSP `sha256-…` sources of the inline scripts of one HTML document. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes, body] of html.matchAll(SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    if (/\btype\s*=/i.test(attributes) && !EXECUTABLE_TYPE.test(attributes)) continue;
    hashes.push(`sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}`);
  }
  return hashes;
}
