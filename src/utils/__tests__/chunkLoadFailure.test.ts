import { describe, expect, it } from 'vitest';
import { isChunkLoadError } from '../chunkLoadFailure';
import { shouldRevealAnnouncement } from '../announcementReveal';

describe('isChunkLoadError', () => {
  it('recognises the errors bundlers raise for a failed page bundle', () => {
    const chunk = Object.assign(new Error('Loading chunk 9d0d failed.\n(error: /assets/js/9d0d.js)'), {
      name: 'ChunkLoadError',
    });
    expect(isChunkLoadError(chunk)).toBe(true);
    expect(isChunkLoadError(new Error('Loading CSS chunk 12 failed.'))).toBe(true);
  });

  it('ignores other failures and non-errors', () => {
    expect(isChunkLoadError(new Error('Network down'))).toBe(false);
    expect(isChunkLoadError('Loading chunk 1 failed.')).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
  });
});

describe('shouldRevealAnnouncement', () => {
  it('reveals a bar whose id differs from the one the reader dismissed', () => {
    expect(shouldRevealAnnouncement('launch-2', 'launch-1')).toBe(true);
    expect(shouldRevealAnnouncement('launch-2', null)).toBe(true);
  });

  it('keeps a dismissed bar hidden while its id is unchanged, and ignores a missing bar', () => {
    expect(shouldRevealAnnouncement('launch-2', 'launch-2')).toBe(false);
    expect(shouldRevealAnnouncement(undefined, 'launch-1')).toBe(false);
  });
});
