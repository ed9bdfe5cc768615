import { describe, expect, it } from 'vitest';
import { SEARCH_AS_TYPED_STATE, searchAsTypedOf } from '../shared';

describe('searchAsTypedOf', () => {
  it('reads the words the modal asks the results page to search uncorrected', () => {
    expect(searchAsTypedOf({ [SEARCH_AS_TYPED_STATE]: 'pyhton' })).toBe('pyhton');
  });

  it('ignores a state without words, of another kind, or absent', () => {
    expect(searchAsTypedOf({ [SEARCH_AS_TYPED_STATE]: '  ' })).toBeUndefined();
    expect(searchAsTypedOf({ [SEARCH_AS_TYPED_STATE]: 3 })).toBeUndefined();
    expect(searchAsTypedOf({ other: 'x' })).toBeUndefined();
    expect(searchAsTypedOf(null)).toBeUndefined();
    expect(searchAsTypedOf(undefined)).toBeUndefined();
  });
});
