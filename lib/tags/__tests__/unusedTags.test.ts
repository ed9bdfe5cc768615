import { describe, expect, it } from 'vitest';
import { unusedTags, usedTags } from '../unusedTags';

describe('usedTags', () => {
  it('collects string tags from every doc once and ignores malformed front matter', () => {
    const used = usedTags([
      { frontMatter: { tags: ['power', 'gas'] } },
      { frontMatter: { tags: ['gas', 42] } },
      { frontMatter: { tags: 'power' } },
      { frontMatter: {} },
    ]);
    expect([...used].sort()).toEqual(['gas', 'power']);
  });
});

describe('unusedTags', () => {
  it('lists defined tags that no doc uses, in definition order', () => {
    expect(unusedTags(['wheat', 'power', 'corn', 'gas'], new Set(['power', 'gas']))).toEqual([
      'wheat',
      'corn',
    ]);
  });

  it('returns nothing when every tag is used', () => {
    expect(unusedTags(['power'], new Set(['power', 'extra']))).toEqual([]);
  });
});
