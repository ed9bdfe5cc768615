import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { readTagDefinitions } from '../../../lib/content/tagDefinitions';
import { listedTags, tagGroupOf, tagGroups } from '../groups';

const defined = Object.keys(readTagDefinitions(join(__dirname, '../../../docs/tags.yml')));
const listed = Object.values(listedTags).flat();

describe('tag groups', () => {
  it('list only tags that docs/tags.yml defines', () => {
    expect(listed.filter((tag) => !defined.includes(tag))).toEqual([]);
  });

  it('list each tag in one group only', () => {
    expect(listed.length).toBe(new Set(listed).size);
  });

  it('make every other tag of docs/tags.yml a topic, so a topic tag is one edit', () => {
    const topics = defined.filter((tag) => tagGroupOf(tag) === 'topics');
    expect(topics.length).toBe(defined.length - listed.length);
    expect(topics).toEqual(expect.arrayContaining(['odsl', 'smart-curves']));
    expect(tagGroupOf('gas')).toBe('commodities');
    expect(tagGroupOf('nymex')).toBe('providers');
  });

  it('show every group, topics last', () => {
    expect(tagGroups.map((group) => group.id)).toEqual(['providers', 'places', 'commodities', 'topics']);
  });
});
