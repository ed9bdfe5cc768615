import { describe, expect, it } from 'vitest';
import { accessText, flagText, sourcesText } from '../flags';

const flags = { readWrite: false, public: false, private: true, versioned: false, quota: null };

describe('RestServiceSummary flags', () => {
  it('qualifies the access word with the note once', () => {
    expect(accessText({ ...flags, readWriteNote: 'a POST starts a run' })).toBe(
      'read only: a POST starts a run',
    );
    expect(accessText({ ...flags, readWrite: true })).toBe('read and write');
  });

  it('never prints the access word twice, even when a note repeats it', () => {
    expect(accessText({ ...flags, readWriteNote: 'read only; write through the object service' })).toBe(
      'read only; write through the object service',
    );
  });

  it('prints yes, no or n/a with the note', () => {
    expect(flagText(true, 'when its type is versioned')).toBe('yes (when its type is versioned)');
    expect(flagText(null)).toBe('n/a');
  });
});

describe('sourcesText', () => {
  it('names the sources a service keeps data in', () => {
    expect(sourcesText({ public: true, private: true })).toBe('public, private');
    expect(sourcesText({ public: false, private: true })).toBe('private');
    expect(sourcesText({ public: true, private: false })).toBe('public');
  });

  it('says "none" rather than leaving the cell empty', () => {
    expect(sourcesText({ public: false, private: false })).toBe('none');
  });
});
