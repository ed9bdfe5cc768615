import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { readTagDefinitions } from '../../../lib/content/tagDefinitions';
import { tagGroupOf, tagGroups } from '../groups';

const defined = Object.keys(readTagDefinitions(join(__dirname, '../../../docs/tags.yml')));

describe('tag groups', () => {
  it('give every tag of docs/tags.yml a group', () => {
    expect(defined.filter((tag) => tagGroupOf(tag) === undefined)).toEqual([]);
  });

  it('only list tags that docs/tags.yml defines', () => {
    const all = tagGroups.flatMap((group) => group.tags);
    expect(all.filter((tag) => !defined.includes(tag))).toEqual([]);
  });

  it('put each tag in exactly one group', () => {
    const all = tagGroups.flatMap((group) => group.tags);
    expect(all.length).toBe(new Set(all).size);
  });
});
