import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { readDocFiles, type DocFile } from '../../../lib/content/docFiles';
import { countProseWords, findCodeFences } from '../../../lib/content/prose';
import { readTagDefinitions } from '../../../lib/content/tagDefinitions';
import { unusedTags, usedTags } from '../../../lib/tags/unusedTags';

const root = join(__dirname, '../../..');
const docs = readDocFiles(root, 'docs');
const posts = readDocFiles(root, 'blog');
const tags = readTagDefinitions(join(root, 'docs/tags.yml'));
const MIN_WORDS = 150;

/** Section landing pages introduce and link; they are not held to the prose minimum. */
const isIndexPage = (doc: DocFile): boolean => /(^|\/)index\.mdx?$/.test(doc.path);

function failures(check: (doc: DocFile) => string | null, files: DocFile[] = docs): string[] {
  return files.map((doc) => check(doc)).filter((msg): msg is string => msg !== null);
}

describe('every doc', () => {
  it('exists in a meaningful number', () => {
    expect(docs.length).toBeGreaterThanOrEqual(15);
  });

  it('has a title and a description', () => {
    const bad = failures((doc) => {
      const { title, description } = doc.frontMatter;
      if (typeof title !== 'string' || !title.trim()) return `${doc.path}: missing title`;
      if (typeof description !== 'string' || description.trim().length < 20)
        return `${doc.path}: missing or too short description`;
      return null;
    });
    expect(bad).toEqual([]);
  });

  it('has at least one tag, each defined in docs/tags.yml', () => {
    const bad = failures((doc) => {
      const docTags = doc.frontMatter.tags;
      if (!Array.isArray(docTags) || docTags.length === 0) return `${doc.path}: no tags`;
      const unknown = docTags.filter((t) => typeof t !== 'string' || !(t in tags));
      return unknown.length ? `${doc.path}: unknown tags ${unknown.join(', ')}` : null;
    });
    expect(bad).toEqual([]);
  });

  it(`has at least ${MIN_WORDS} words of prose (index pages excepted)`, () => {
    const bad = failures((doc) => {
      if (isIndexPage(doc)) return null;
      const words = countProseWords(doc.body);
      return words < MIN_WORDS ? `${doc.path}: ${words} words` : null;
    });
    expect(bad).toEqual([]);
  });
});

describe('every doc and blog post', () => {
  it('names the language of each fenced code block', () => {
    const bad = failures(
      (doc) => {
        const unnamed = findCodeFences(doc.body).filter((f) => !f.lang);
        return unnamed.length ? `${doc.path}: lines ${unnamed.map((f) => f.line).join(', ')}` : null;
      },
      [...docs, ...posts],
    );
    expect(bad).toEqual([]);
  });

  it('has no placeholder text', () => {
    const bad = failures(
      (doc) => (/\b(TODO|TBD|lorem ipsum|coming soon)\b/i.test(doc.body) ? doc.path : null),
      [...docs, ...posts],
    );
    expect(bad).toEqual([]);
  });
});

describe('docs/tags.yml', () => {
  it('uses kebab-case keys equal to their permalinks, each with a label and description', () => {
    const bad = Object.entries(tags)
      .filter(
        ([key, def]) =>
          !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(key) ||
          def.permalink !== `/${key}` ||
          !def.label?.trim() ||
          !def.description?.trim(),
      )
      .map(([key]) => key);
    expect(bad).toEqual([]);
  });

  it('defines only tags that at least one doc uses, so every tag page lists something', () => {
    expect(unusedTags(Object.keys(tags), usedTags(docs))).toEqual([]);
  });

  it('gives no two tags the same permalink', () => {
    const permalinks = Object.values(tags).map((t) => t.permalink.toLowerCase());
    expect(permalinks.length - new Set(permalinks).size).toBe(0);
  });
});
