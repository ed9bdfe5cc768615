// The request handler of the local server (serve.mjs): answers as the generated nginx config does
// (../nginx.ts), so the tests and benchmarks that run on it hold for production too; the parity spec
// (tests/e2e/hosting-parity.spec.ts) compares the two on one matrix of requests.
// Same statuses and headers: 405 for methods other than GET and HEAD, 301 for the redirects of
// the site's redirects, for folders of page addresses and for a trailing slash, the Markdown twin to an
// `Accept: text/markdown`, the precompressed copy the client accepts, the cache and security headers of
// build/.hosting/headers.json, nginx's validators and conditional requests (`if_modified_since before`,
// 412 for a failed If-Match or If-Unmodified-Since), nginx's request limits and its answers to
// malformed requests, and the not-found page with status 404. Byte ranges are ignored, as nginx's
// `max_ranges 0` does.
import { stat } from 'node:fs/promises';
import { createReadStream } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join } from 'node:path';
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

/**
 * The decoded, normalised path of a raw request path as nginx makes it (`$uri`): slashes merged, `.`
 * and `..` resolved; undefined where nginx answers 400 (bad escapes, a NUL byte, `..` above the root).
 */
export function normalisePath(rawPath) {
  let decoded;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return undefined;
  }
  if (!decoded.startsWith('/') || decoded.includes('\0')) return undefined;
  const segments = [];
  const parts = decoded.split('/').slice(1);
  for (const [index, part] of parts.entries()) {
    const last = index === parts.length - 1;
    if (part === '..') {
      if (segments.length === 0) return undefined;
      segments.pop();
      if (last) segments.push('');
    } else if (part === '.' || (part === '' && !last)) {
      if (last) segments.push('');
    } else {
      segments.push(part);
    }
  }
  return `/${segments.join('/')}`;
}

/** The request target's path and query; an absolute-form target (`http://host/path`) counts as its path. */
function splitTarget(raw) {
  const absolute = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*(.*)$/i.exec(raw);
  const target = absolute ? absolute[1] || '/' : raw;
  const queryAt = target.indexOf('?');
  return queryAt === -1
    ? { target, rawPath: target, query: '' }
    : { target, rawPath: target.slice(0, queryAt), query: target.slice(queryAt) };
}

/** nginx's If-Match and If-None-Match test: `*`, or the list names the ETag (weakly for If-None-Match). */
function matchesEtag(header, etag, weak) {
  if (header.trim() === '*') return true;
  return header
    .split(',')
    .map((tag) => tag.trim())
    .some((tag) => (weak ? tag.replace(/^W\//, '') : tag) === etag);
}

export function createSiteHandler(dir, rules) {
  const allow = rules.allowedMethods.join(', ');
  const trailingSlash = new RegExp(rules.trailingSlash);
  const markdownAccept = new RegExp(rules.markdownAccept, 'i');
  const precompressed = new Set(rules.precompress.extensions);
  const { lineBytes } = rules.requestLimits;

  /** The first of nginx's `try_files $uri$twin $uri $uri.html $uri/index.html` that is a file. */
  async function resolve(path, wantsMarkdown) {
    const candidates = [path, `${path}.html`, `${path.replace(/\/$/, '')}/index.html`];
    if (wantsMarkdown) candidates.unshift(`${path}.md`);
    for (const candidate of candidates) {
      const stats = await fileStats(join(dir, candidate));
      if (stats) return { path: candidate, stats };
    }
    return undefined;
  }

  function setSiteHeaders(res, path) {
    for (const [name, value] of Object.entries(rules.headers)) res.setHeader(name, value);
    res.setHeader('Cache-Control', cacheControlFor(path, rules.cache));
  }

  const contentTypeOf = (path) =>
    rules.pathContentTypes[path] ?? rules.contentTypes[extname(path)] ?? rules.defaultContentType;

  /** The page a server sends with a status it answers itself: status and reason, no server name. */
  function statusPage(status) {
    const reason = rules.statusReasons[status] ?? '';
    return rules.statusPage.replaceAll('$status', String(status)).replaceAll('$reason', reason);
  }

  /** Status pages are never cached for long, whatever the address (nginx sends them from its own). */
  function sendStatusPage(req, res, status) {
    const body = statusPage(status);
    res.setHeader('Cache-Control', rules.cache.revalidate);
    if (status === 405) res.setHeader('Allow', allow);
    res.statusCode = status;
    res.setHeader('Content-Type', rules.contentTypes['.html']);
    res.setHeader('Content-Length', Buffer.byteLength(body));
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  function redirect(req, res, location) {
    res.setHeader('Location', location);
    sendStatusPage(req, res, 301);
  }

  /** Vary and Link of a file answer: what the answer depends on, and the page's Markdown twin. */
  function setFileHeaders(res, served, twin, status) {
    if (status !== 200 && status !== 304 && status !== 404) return;
    const vary = [];
    if (precompressed.has(extname(served))) vary.push('Accept-Encoding');
    if (twin && status !== 404) vary.push('Accept');
    if (vary.length > 0) res.setHeader('Vary', vary.join(', '));
    if (twin && status !== 404 && served.endsWith('.html')) {
      res.setHeader('Link', `<${twin}>; rel="alternate"; type="text/markdown"`);
    }
  }

  /** Sends a file (`found`) with `status`, picking the precompressed copy the client accepts. */
  async function sendFile(req, res, found, status, twin) {
    const accepted = acceptedEncodings(req.headers['accept-encoding']);
    let served = { file: join(dir, found.path), stats: found.stats, encoding: undefined };
    for (const [encoding, suffix] of ENCODINGS) {
      if (served.encoding || !accepted.has(encoding)) continue;
      const copy = join(dir, found.path + suffix);
      const stats = await fileStats(copy);
      if (stats) served = { file: copy, stats, encoding };
    }
    setSiteHeaders(res, found.path);
    const etag = etagOf(served.stats);
    res.setHeader('ETag', etag);
    if (status === 200) {
      res.setHeader('Last-Modified', served.stats.mtime.toUTCString());
      const condition = preconditions(req, served.stats, etag);
      if (condition === 412) {
        res.removeHeader('ETag');
        res.removeHeader('Last-Modified');
        sendStatusPage(req, res, 412);
        return;
      }
      if (condition === 304) {
        setFileHeaders(res, found.path, twin, 304);
        res.statusCode = 304;
        res.end();
        return;
      }
    }
    setFileHeaders(res, found.path, twin, status);
    res.statusCode = status;
    res.setHeader('Content-Type', contentTypeOf(found.path));
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

  /**
   * nginx's not-modified filter: If-Unmodified-Since and If-Match first (412 when either fails: a date
   * it cannot read fails too), then If-Modified-Since and If-None-Match, which must all hold for a 304;
   * `If-Modified-Since` accepts any earlier change.
   */
  function preconditions(req, stats, etag) {
    const modified = Math.floor(stats.mtimeMs / 1000) * 1000;
    const unmodifiedSince = req.headers['if-unmodified-since'];
    if (unmodifiedSince !== undefined && !(Date.parse(unmodifiedSince) >= modified)) return 412;
    const ifMatch = req.headers['if-match'];
    if (ifMatch !== undefined && !matchesEtag(ifMatch, etag, false)) return 412;
    const since = req.headers['if-modified-since'];
    const noneMatch = req.headers['if-none-match'];
    if (since === undefined && noneMatch === undefined) return 200;
    if (since !== undefined) {
      const time = Date.parse(since);
      if (Number.isNaN(time) || modified > time) return 200;
    }
    if (noneMatch !== undefined && !matchesEtag(noneMatch, etag, true)) return 200;
    return 304;
  }

  async function notFound(req, res) {
    const found = await resolve(rules.notFoundPage, false);
    if (!found) {
      setSiteHeaders(res, rules.notFoundPage);
      sendStatusPage(req, res, 404);
      return;
    }
    await sendFile(req, res, found, 404, undefined);
  }

  /** What nginx refuses before it looks at the address: over-long lines, a missing Host, HTTP/2+. */
  function refusal(req) {
    const requestLine = `${req.method} ${req.url} HTTP/${req.httpVersion}\r\n`;
    if (Buffer.byteLength(requestLine) > lineBytes) return 414;
    for (let i = 0; i < req.rawHeaders.length; i += 2) {
      if (Buffer.byteLength(`${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}\r\n`) > lineBytes) return 400;
    }
    if (req.httpVersionMajor > 1) return 505;
    if (req.httpVersionMajor === 1 && req.httpVersionMinor >= 1 && !req.headers.host) return 400;
    return undefined;
  }

  /** HTTP/0.9 has no status line and no headers: the file alone, or nothing. */
  async function sendBare(req, path) {
    const found = path ? await resolve(path, false) : undefined;
    if (!found) {
      req.socket.end();
      return;
    }
    createReadStream(join(dir, found.path)).pipe(req.socket);
  }

  return async function handle(req, res) {
    if (req.httpVersionMajor === 0) {
      await sendBare(req, normalisePath(splitTarget(req.url ?? '/').rawPath));
      return;
    }
    const refused = refusal(req);
    const { target, rawPath, query } = splitTarget(req.url ?? '/');
    if (refused) {
      setSiteHeaders(res, rawPath);
      sendStatusPage(req, res, refused);
      return;
    }
    const path = normalisePath(rawPath);
    if (!path) {
      setSiteHeaders(res, '');
      sendStatusPage(req, res, 400);
      return;
    }
    setSiteHeaders(res, path);
    if (!rules.allowedMethods.includes(req.method)) {
      sendStatusPage(req, res, 405);
      return;
    }
    const key = path.length > 1 ? path.replace(/\/$/, '') : path;
    const moved = rules.redirects[key] ?? rules.folders[key];
    if (moved) {
      redirect(req, res, moved + query);
      return;
    }
    const slashless = trailingSlash.exec(target);
    if (slashless) {
      redirect(req, res, slashless[1] + (slashless[2] ?? ''));
      return;
    }
    // Build metadata such as .hosting/ is not part of the site; /.well-known/ is.
    const hidden = path.includes('/.') && !path.startsWith('/.well-known/');
    const twin = (await fileStats(join(dir, `${path}.md`))) ? `${path}.md` : undefined;
    const found = hidden ? undefined : await resolve(path, markdownAccept.test(req.headers.accept ?? ''));
    if (!found) {
      await notFound(req, res);
      return;
    }
    await sendFile(req, res, found, 200, twin);
  };
}

/**
 * nginx's answer to a request Node's parser refuses: the status nginx sends for it (an unknown method
 * in capitals is a method nginx knows nothing of, so 405; a request line too long, 414; an HTTP version
 * above 1, 505; a transfer coding other than chunked, 501; anything else, 400), with the site's headers.
 */
export function clientErrorStatus(rawPacket, rules) {
  const text = Buffer.isBuffer(rawPacket) ? rawPacket.toString('latin1') : '';
  const lineEnd = text.search(/\r?\n/);
  const line = lineEnd === -1 ? text : text.slice(0, lineEnd);
  if (Buffer.byteLength(line) + 2 > rules.requestLimits.lineBytes) return 414;
  const parts = /^([^ ]+) (\S+) HTTP\/(\d)\.(\d)$/.exec(line);
  if (!parts) return 400;
  const [, method, , major] = parts;
  if (!/^[A-Z_-]+$/.test(method)) return 400;
  if (Number(major) > 1) return 505;
  const lines = text.slice(lineEnd + 1).split(/\r?\n/);
  if (lines.some((header) => Buffer.byteLength(header) + 2 > rules.requestLimits.lineBytes)) return 400;
  const coding = lines.find((header) => /^transfer-encoding:/i.test(header));
  if (coding && !/^transfer-encoding:\s*chunked\s*$/i.test(coding)) return 501;
  if (!rules.allowedMethods.includes(method)) return 405;
  return 400;
}

/** The local server: the site handler, with nginx's answers to what Node's parser refuses. */
export function createSiteServer(dir, rules) {
  const handle = createSiteHandler(dir, rules);
  const { lineBytes, lines } = rules.requestLimits;
  // Room for every line nginx accepts and more, so the handler sees and refuses the longer ones itself.
  const server = createServer(
    { maxHeaderSize: lineBytes * lines * 2, requireHostHeader: false },
    (req, res) => {
      handle(req, res).catch((error) => {
        console.error(error);
        if (!res.headersSent) res.statusCode = 500;
        res.end();
      });
    },
  );
  const answerRaw = (socket, status, path) => {
    if (!socket.writable) return;
    const reason = rules.statusReasons[status] ?? '';
    const body = rules.statusPage.replaceAll('$status', String(status)).replaceAll('$reason', reason);
    const headers = {
      ...rules.headers,
      'Cache-Control': cacheControlFor(path, rules.cache),
      'Content-Type': rules.contentTypes['.html'],
      'Content-Length': String(Buffer.byteLength(body)),
      ...(status === 405 ? { Allow: rules.allowedMethods.join(', ') } : {}),
      Connection: 'close',
    };
    const head = Object.entries(headers)
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('');
    socket.end(`HTTP/1.1 ${status} ${reason}\r\n${head}\r\n${body}`);
  };
  server.on('clientError', (error, socket) => {
    if (error.code === 'ECONNRESET') {
      socket.destroy();
      return;
    }
    const text = Buffer.isBuffer(error.rawPacket) ? error.rawPacket.toString('latin1') : '';
    const path = /^\S+ (\/[^ ?]*)/.exec(text)?.[1] ?? '';
    answerRaw(socket, clientErrorStatus(error.rawPacket, rules), path);
  });
  // CONNECT asks for a tunnel, which a static site never opens; nginx answers it 400.
  server.on('connect', (_req, socket) => answerRaw(socket, 400, ''));
  return server;
}
