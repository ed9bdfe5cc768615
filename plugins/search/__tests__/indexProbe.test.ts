import { describe, expect, it } from 'vitest';
import { chunksForTerm, decodeCbor, indexChunks, type IndexChunk } from '../client/indexProbe';

/** Encodes the CBOR subset Pagefind's metadata uses: unsigned integers, text and arrays. */
function cbor(value: unknown): number[] {
  const head = (major: number, n: number): number[] =>
    n < 24 ? [(major << 5) | n] : n < 256 ? [(major << 5) | 24, n] : [(major << 5) | 25, n >> 8, n & 255];
  if (typeof value === 'number') return head(0, value);
  if (typeof value === 'string') {
    const bytes = [...new TextEncoder().encode(value)];
    return [...head(3, bytes.length), ...bytes];
  }
  if (Array.isArray(value)) return [...head(4, value.length), ...value.flatMap(cbor)];
  throw new Error('unsupported');
}

const CHUNKS: IndexChunk[] = [
  { from: '0', to: 'a', hash: 'en_1' },
  { from: 'a0', to: 'can', hash: 'en_2' },
  { from: 'cana', to: 'construct', hash: 'en_3' },
  { from: 'constructi', to: 'dataec', hash: 'en_4' },
  { from: 'dataee', to: 'python', hash: 'en_5' },
  { from: 'pythonb', to: 'zzz', hash: 'en_6' },
];

describe('indexProbe', () => {
  it('decodes the CBOR shapes of the metadata, long strings and arrays included', () => {
    const long = 'x'.repeat(300);
    expect(decodeCbor(new Uint8Array(cbor(['1.6.0', [['en_a', 350, '']], 7, long])))).toEqual([
      '1.6.0',
      [['en_a', 350, '']],
      7,
      long,
    ]);
  });

  it('reads the index chunks after the signature', () => {
    const body = cbor(['1.6.0', [['en_page', 12, '']], CHUNKS.map((c) => [c.from, c.to, c.hash]), [], []]);
    const meta = new Uint8Array([...new TextEncoder().encode('pagefind_dcd'), ...body]);
    expect(indexChunks(meta)).toEqual(CHUNKS);
  });

  it('rejects metadata without the signature', () => {
    expect(() => indexChunks(new Uint8Array(cbor(['1.6.0'])))).toThrow(/metadata/);
  });

  it("picks the chunks that hold words starting like each of the query's words", () => {
    expect(chunksForTerm(CHUNKS, 'curves').map((c) => c.hash)).toEqual(['en_4']);
    // A short word is a prefix that spans chunks.
    expect(chunksForTerm(CHUNKS, 'ca').map((c) => c.hash)).toEqual(['en_2', 'en_3']);
    expect(chunksForTerm(CHUNKS, 'Python SDK').map((c) => c.hash)).toEqual(['en_5', 'en_6']);
    expect(chunksForTerm(CHUNKS, '  ')).toEqual([]);
  });
});
