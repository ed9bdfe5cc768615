import { describe, expect, it } from 'vitest';
import { countProseWords, findCodeFences, stripToProse } from '../prose';
import { splitFrontMatter } from '../docFiles';

describe('findCodeFences', () => {
  it('reports fences with and without a language, with their line', () => {
    const md = ['Intro', '```odsl', 'print 1', '```', '', '```', 'plain', '```'].join('\n');
    expect(findCodeFences(md).map((f) => [f.line, f.lang])).toEqual([
      [2, 'odsl'],
      [6, ''],
    ]);
  });

  it('does not end a four-backtick fence at three backticks', () => {
    const md = ['````md', '```js', 'x', '```', '````', '```', 'y', '```'].join('\n');
    expect(findCodeFences(md).map((f) => f.lang)).toEqual(['md', '']);
  });

  it('reads the language before a meta string', () => {
    expect(findCodeFences('```java title="Main.java"\nx\n```')[0]?.lang).toBe('java');
  });
});

describe('countProseWords', () => {
  it('ignores code, imports, JSX tags and MDX comments', () => {
    const md = [
      "import Foo from '@site/src/components/Foo';",
      '',
      'One two three.',
      '{/* hidden words here */}',
      '<Foo bar="baz qux" />',
      '```odsl',
      'print many words inside code',
      '```',
      '<Details>four five</Details>',
    ].join('\n');
    expect(countProseWords(md)).toBe(5);
    expect(stripToProse(md)).not.toContain('print');
  });

  it('counts a link by its text, not its target', () => {
    expect(countProseWords('[the guide](/docs/odsl/command/print)')).toBe(2);
  });
});

describe('splitFrontMatter', () => {
  it('parses YAML front matter and returns the body', () => {
    const { frontMatter, body } = splitFrontMatter('---\ntitle: A\ntags: [x, y]\n---\nBody');
    expect(frontMatter).toEqual({ title: 'A', tags: ['x', 'y'] });
    expect(body).toBe('Body');
  });

  it('returns an empty front matter when there is none', () => {
    expect(splitFrontMatter('Just text').frontMatter).toEqual({});
  });
});
