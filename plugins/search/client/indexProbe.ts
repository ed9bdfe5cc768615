/**
 * Tells an empty answer from a failed one. Pagefind swallows the failure of an index chunk it could not
 * fetch and answers such a query with no results, so "No results found" would hide a network failure.
 * When a query finds nothing, this reads the index's metadata (the entry file and the language's
 * `.pf_meta`, both already fetched by the engine, so normally from the HTTP cache) and fetches the chunks
 * whose word ranges the query's words fall in. If any of these fails, the index is unavailable.
 */

/** One index chunk of Pagefind's metadata: the words from `from` to `to` live in `index/<hash>.pf_index`. */
export interface IndexChunk {
  from: string;
  to: string;
  hash: string;
}

/* Pagefind's metadata: gzip, then this signature, then CBOR (version, pages, index chunks, ...). */
const SIGNATURE = 'pagefind_dcd';

/** Decodes the subset of CBOR Pagefind writes: integers, strings, arrays, maps, tags, simple values. */
export function decodeCbor(bytes: Uint8Array): unknown {
  let pos = 0;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const text = new TextDecoder();
  const argument = (info: number): number => {
    if (info < 24) return info;
    const size = { 24: 1, 25: 2, 26: 4, 27: 8 }[info];
    if (size === undefined) throw new Error(`Unsupported CBOR length ${info}`);
    let value = 0;
    for (let i = 0; i < size; i += 1) value = value * 256 + view.getUint8(pos + i);
    pos += size;
    return value;
  };
  const item = (): unknown => {
    const initial = view.getUint8(pos);
    pos += 1;
    const major = initial >> 5;
    const info = initial & 31;
    if (info === 31 && (major === 4 || major === 5)) {
      const entries: unknown[] = [];
      while (view.getUint8(pos) !== 0xff) entries.push(item());
      pos += 1;
      return major === 4 ? entries : Object.fromEntries(pairs(entries));
    }
    switch (major) {
      case 0:
        return argument(info);
      case 1:
        return -1 - argument(info);
      case 2:
      case 3: {
        const length = argument(info);
        const slice = bytes.subarray(pos, pos + length);
        pos += length;
        return major === 3 ? text.decode(slice) : slice;
      }
      case 4:
        return Array.from({ length: argument(info) }, item);
      case 5:
        return Object.fromEntries(pairs(Array.from({ length: argument(info) * 2 }, item)));
      case 6:
        argument(info);
        return item();
      default:
        return info === 20 ? false : info === 21 ? true : null;
    }
  };
  return item();
}

function pairs(flat: unknown[]): Array<[string, unknown]> {
  const out: Array<[string, unknown]> = [];
  for (let i = 0; i + 1 < flat.length; i += 2) out.push([String(flat[i]), flat[i + 1]]);
  return out;
}

/** The index chunks listed in decompressed metadata. */
export function indexChunks(meta: Uint8Array): IndexChunk[] {
  const signature = new TextDecoder().decode(meta.subarray(0, SIGNATURE.length));
  if (signature !== SIGNATURE) throw new Error('Unexpected search index metadata');
  const decoded = decodeCbor(meta.subarray(SIGNATURE.length));
  const chunks = Array.isArray(decoded) ? decoded[2] : undefined;
  if (!Array.isArray(chunks)) throw new Error('Search index metadata lists no chunks');
  return chunks.map((chunk) => {
    const [from, to, hash] = Array.isArray(chunk) ? chunk : [];
    return { from: String(from), to: String(to), hash: String(hash) };
  });
}

/**
 * Chunks holding the words that start like the query's words. The engine stems words (`curves` →
 * `curv`) and matches the last one as a prefix, so each word is taken by its first three letters.
 */
export function chunksForTerm(chunks: readonly IndexChunk[], term: string): IndexChunk[] {
  const prefixes = term
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map((word) => [...word].slice(0, 3).join(''));
  return chunks.filter((chunk) =>
    prefixes.some((prefix) => chunk.to >= prefix && chunk.from <= `${prefix}\uffff`),
  );
}

async function fetchOk(url: string): Promise<Response> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${response.status} fetching ${url}`);
  return response;
}

async function loadChunks(indexUrl: string): Promise<IndexChunk[]> {
  const entry = (await (await fetchOk(`${indexUrl}pagefind-entry.json`)).json()) as {
    languages?: Record<string, { hash?: string }>;
  };
  const languages = entry.languages ?? {};
  const language = languages[document.documentElement.lang] ?? Object.values(languages)[0];
  if (!language?.hash) throw new Error('Search index entry names no language');
  const compressed = await fetchOk(`${indexUrl}pagefind.${language.hash}.pf_meta`);
  const stream = compressed.body?.pipeThrough(new DecompressionStream('gzip'));
  return indexChunks(new Uint8Array(await new Response(stream).arrayBuffer()));
}

const chunkLists = new Map<string, Promise<IndexChunk[]>>();

/** Resolves when the index files `term` needs can be fetched; rejects with the failure otherwise. */
export async function assertIndexReachable(indexUrl: string, term: string): Promise<void> {
  let chunks = chunkLists.get(indexUrl);
  if (!chunks) {
    chunks = loadChunks(indexUrl);
    chunks.catch(() => chunkLists.delete(indexUrl));
    chunkLists.set(indexUrl, chunks);
  }
  const needed = chunksForTerm(await chunks, term);
  await Promise.all(needed.map((chunk) => fetchOk(`${indexUrl}index/${chunk.hash}.pf_index`)));
}
