// The request handler of the local server (serve.mjs): answers as the generated nginx config does
// (../nginx.ts), so the tests and benchmarks that run on it hold for production too.
// Same statuses and headers: 405 for methods other than GET and HEAD, 301 for the redirects of
// config/redirects.ts and for a trailing slash, the precompressed copy the client accepts, the cache and
// security headers of build/.hosting/headers.json, nginx's validators and conditional requests
// (`if_modified_since before`), and the not-found page with status 404. Byte ranges are ignored, as
// nginx's `max_ranges 0` does.
import { stat } from 'node:fs/promises';
import { createReadStream } from 'node:fs';
import { extname, join, posix } from 'node:path';
import { cacheControlFor } from '../cache.mjs';

/** `Accept-Encoding` names with a q-value above zero. */
export function acceptedEncodings(header) {
  const accepted = new Set();
  for (const part of String(header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q === undefined || Number(q.slice(2)) > 0) accepted.add(name);
  }
  return accepted;
}

/** nginx's ETag: modification time and size, in hexadecimal. */
const etagOf = (stats) => `"${Math.floor(stats.mtimeMs / 1000).toString(16)}-${stats.size.toString(16)}"`;

async function fileStats(path) {
  try {
    const stats = await stat(path);
    return stats.isFile() ? stats : undefined;
  } catch {
    return undefined;
  }
}

const ENCODINGS = [
  ['br', '.br'],
  ['gzip', '.gz'],
];

export function createSiteHandler(dir, rules) {
  const allow = rules.allowedMethods.join(', ');
  const trailingSlash = new RegExp(rules.trailingSlash);

  /** The first of nginx's `try_files $uri $uri.html $uri/index.html` that is a file. */
  async function resolve(path) {
    for (const candidate of [path, `${path}.html`, `${path.replace(/\/$/, '')}/index.html`]) {
      const stats = await fileStats(join(dir, candidate));
      if (stats) return { path: candidate, stats };
    }
    return undefined;
  }

  function setSiteHeaders(res, path) {
    for (const [name, value] of Object.entries(rules.headers)) res.setHeader(name, value);
    res.setHeader('Cache-Control', cacheControlFor(path, rules.cache));
  }

  function sendBody(req, res, status, type, body) {
    res.statusCode = status;
    res.setHeader('Content-Type', type);
    res.setHeader('Content-Length', Buffer.byteLength(body));
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  /** nginx's own short page for a status it answers itself. */
  function sendStatusPage(req, res, status, reason) {
    const body = `<html>\r\n<head><title>${status} ${reason}</title></head>\r\n<body>\r\n<center><h1>${status} ${reason}</h1></center>\r\n</body>\r\n</html>\r\n`;
    sendBody(req, res, status, 'text/html', body);
  }

  function redirect(req, res, location) {
    res.setHeader('Location', location);
    sendStatusPage(req, res, 301, 'Moved Permanently');
  }

  /** Sends a file (`found`) with `status`, picking the precompressed copy the client accepts. */
  async function sendFile(req, res, found, status) {
    const accepted = acceptedEncodings(req.headers['accept-encoding']);
    let served = { file: join(dir, found.path), stats: found.stats, encoding: undefined };
    let hasCopies = false;
    for (const [encoding, suffix] of ENCODINGS) {
      const copy = join(dir, found.path + suffix);
      const stats = await fileStats(copy);
      if (!stats) continue;
      hasCopies = true;
      if (!served.encoding && accepted.has(encoding)) served = { file: copy, stats, encoding };
    }
    setSiteHeaders(res, found.path);
    const type = rules.contentTypes[extname(found.path)] ?? rules.defaultContentType;
    if (hasCopies) res.setHeader('Vary', 'Accept-Encoding');
    const etag = etagOf(served.stats);
    res.setHeader('ETag', etag);
    if (status === 200) {
      res.setHeader('Last-Modified', served.stats.mtime.toUTCString());
      if (notModified(req, served.stats, etag)) {
        res.statusCode = 304;
        res.end();
        return;
      }
    }
    res.statusCode = status;
    res.setHeader('Content-Type', type);
    if (served.encoding) res.setHeader('Content-Encoding', served.encoding);
    res.setHeader('Content-Length', served.stats.size);
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    createReadStream(served.file)
      .on('error', () => res.destroy())
      .pipe(res);
  }

  /** nginx's rule: every condition sent must hold; `If-Modified-Since` accepts any earlier change. */
  function notModified(req, stats, etag) {
    const since = req.headers['if-modified-since'];
    const match = req.headers['if-none-match'];
    if (since === undefined && match === undefined) return false;
    if (since !== undefined) {
      const time = Date.parse(since);
      if (Number.isNaN(time) || Math.floor(stats.mtimeMs / 1000) * 1000 > time) return false;
    }
    if (match !== undefined) {
      const tags = match.split(',').map((tag) => tag.trim().replace(/^W\//, ''));
      if (!tags.includes('*') && !tags.includes(etag)) return false;
    }
    return true;
  }

  async function notFound(req, res) {
    const found = await resolve(rules.notFoundPage);
    if (!found) {
      setSiteHeaders(res, rules.notFoundPage);
      sendStatusPage(req, res, 404, 'Not Found');
      return;
    }
    await sendFile(req, res, found, 404);
  }

  return async function handle(req, res) {
    const raw = req.url ?? '/';
    const queryAt = raw.indexOf('?');
    const rawPath = queryAt === -1 ? raw : raw.slice(0, queryAt);
    const query = queryAt === -1 ? '' : raw.slice(queryAt);
    let path;
    try {
      path = posix.normalize(decodeURIComponent(rawPath));
    } catch {
      path = undefined;
    }
    if (!path || !path.startsWith('/') || path.includes('\0') || path.startsWith('/..')) {
      setSiteHeaders(res, '/');
      sendStatusPage(req, res, 400, 'Bad Request');
      return;
    }
    setSiteHeaders(res, path);
    if (!rules.allowedMethods.includes(req.method)) {
      res.setHeader('Allow', allow);
      sendStatusPage(req, res, 405, 'Not Allowed');
      return;
    }
    const target = rules.redirects[path.length > 1 ? path.replace(/\/$/, '') : path];
    if (target) {
      redirect(req, res, target + query);
      return;
    }
    const slashless = trailingSlash.exec(raw);
    if (slashless) {
      redirect(req, res, slashless[1] + (slashless[2] ?? ''));
      return;
    }
    // Build metadata such as .hosting/ is not part of the site.
    const found = path.includes('/.') ? undefined : await resolve(path);
    if (!found) {
      await notFound(req, res);
      return;
    }
    await sendFile(req, res, found, 200);
  };
}
