import { describe, expect, it } from 'vitest';
import { isChunkLoadError, loadFailureText, withOfflineMessage } from '../chunkLoadFailure';
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

describe('loadFailureText', () => {
  const chunkError = () => new Error('Loading chunk 12 failed.\n(error: http://127.0.0.1/assets/js/a1b2.js)');

  it('names the chunk without its address while online', () => {
    expect(loadFailureText(withOfflineMessage(chunkError(), 'Search needs a connection.'), true)).toEqual({
      title: 'This page could not finish loading.',
      detail: 'Loading chunk 12 failed.',
    });
  });

  it('says what needs a connection while offline', () => {
    expect(loadFailureText(withOfflineMessage(chunkError(), 'Search needs a connection.'), false)).toEqual({
      title: 'Search needs a connection.',
      detail: 'You are offline. It works again once the connection is back.',
    });
  });

  it('names the chunk while offline when the failure says nothing of what it was for', () => {
    expect(loadFailureText(chunkError(), false).detail).toBe('Loading chunk 12 failed.');
  });
});
