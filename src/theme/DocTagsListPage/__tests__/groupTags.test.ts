import { describe, expect, it } from 'vitest';
import { groupTags, tagKey } from '../groupTags';

const tag = (key: string, label: string, count = 1) => ({ label, permalink: `/docs/tags/${key}`, count });

describe('tagKey', () => {
  it('takes the last segment of a tag permalink', () => {
    expect(tagKey('/docs/tags/united-kingdom')).toBe('united-kingdom');
    expect(tagKey('/docs/tags/power/')).toBe('power');
  });
});

describe('groupTags', () => {
  it('puts tags in their groups, sorted by label, with page totals', () => {
    const grouped = groupTags([
      tag('power', 'Power', 30),
      tag('eex', 'EEX', 1),
      tag('gas', 'Natural gas', 12),
      tag('odsl', 'ODSL', 5),
    ]);
    expect(grouped.map((g) => g.group.id)).toEqual(['providers', 'commodities', 'topics']);
    const commodities = grouped.find((g) => g.group.id === 'commodities');
    expect(commodities?.tags.map((t) => t.label)).toEqual(['Natural gas', 'Power']);
    expect(commodities?.pages).toBe(42);
  });

  it('files every tag that no group lists under topics, so none is hidden', () => {
    const grouped = groupTags([tag('power', 'Power'), tag('a-new-topic', 'A new topic')]);
    expect(grouped.map((g) => g.group.id)).toEqual(['commodities', 'topics']);
    expect(grouped.at(-1)?.tags.map((t) => t.label)).toEqual(['A new topic']);
  });
});
