import { connect as tcpConnect, type Socket } from 'node:net';
import { connect as tlsConnect } from 'node:tls';

/** What came back for one raw request: status 0 when the server closed the connection without a word. */
export interface RawResponse {
  status: number;
  /** Header names in lower case; a repeated header's values joined with `, `. */
  headers: Record<string, string>;
  body: string;
}

/**
 * Sends `head` (request line and headers, each ending in CRLF, without the empty line that ends them)
 * exactly as written, over plain TCP or TLS, and reads the response until the server closes the
 * connection (send `Connection: close`). Browsers and fetch refuse to
 * send malformed request lines, unknown methods or over-long addresses, which is what this is for.
 */
export function rawRequest(url: string, head: string, servername?: string): Promise<RawResponse> {
  const { protocol, hostname, port } = new URL(url);
  const host = hostname.replace(/^\[|\]$/g, '');
  return new Promise((resolve, reject) => {
    const socket: Socket =
      protocol === 'https:'
        ? tlsConnect({
            host,
            port: Number(port),
            servername: servername ?? host,
            rejectUnauthorized: false,
            ALPNProtocols: ['http/1.1'],
          })
        : tcpConnect({ host, port: Number(port) });
    let received = Buffer.alloc(0);
    let settled = false;
    const finish = () => {
      if (settled) return;
      settled = true;
      socket.destroy();
      resolve(parseHead(received));
    };
    socket.setTimeout(10_000, () => {
      if (settled) return;
      settled = true;
      socket.destroy();
      reject(new Error(`no answer in 10 s to ${JSON.stringify(head.slice(0, 80))}`));
    });
    socket.on('data', (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
    });
    socket.on('end', finish);
    socket.on('close', finish);
    socket.on('error', finish);
    socket.write(`${head}\r\n`);
  });
}

function parseHead(bytes: Buffer): RawResponse {
  const text = bytes.toString('latin1');
  const end = text.indexOf('\r\n\r\n');
  if (end === -1 || !text.startsWith('HTTP/')) return { status: 0, headers: {}, body: text };
  const [statusLine = '', ...lines] = text.slice(0, end).split('\r\n');
  const status = Number(/^HTTP\/\d\.\d (\d{3})/.exec(statusLine)?.[1] ?? 0);
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon === -1) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    headers[name] = name in headers ? `${headers[name]}, ${value}` : value;
  }
  return { status, headers, body: text.slice(end + 4) };
}
