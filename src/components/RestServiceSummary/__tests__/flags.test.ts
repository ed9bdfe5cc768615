import { describe, expect, it } from 'vitest';
import { accessText, flagText } from '../flags';

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
