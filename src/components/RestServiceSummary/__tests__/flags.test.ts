import { describe, expect, it } from 'vitest';
import { sourcesText } from '../flags';

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
