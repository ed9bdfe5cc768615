import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { listFiles } from '../../../lib/content/docFiles';
import { passedFutureDates } from '../../../lib/content/passedFutureDates';

const ROOT = join(__dirname, '..', '..', '..');
/** The site is built from the checkout the tests run on, so "now" is the build date. */
const BUILD_DATE = new Date();

const dates = (text: string, on = '2026-11-28'): string[] =>
  passedFutureDates(text, new Date(`${on}T12:00:00Z`)).map((f) => f.date);

describe('passedFutureDates', () => {
  it('reports a promise for a month, a day, a quarter or a year that has ended', () => {
    expect(dates('A first version is expected in mid-July 2026.')).toEqual(['July 2026']);
    expect(dates('The connector is planned for 15 October 2026 and more.')).toEqual(['15 October 2026']);
    expect(dates('| Cloud Connect | Planned; due Q3 2026 |')).toEqual(['Q3 2026']);
    expect(dates('Support is coming on 2026-03-01.')).toEqual(['2026-03-01']);
    expect(dates('It will be available by early 2025.')).toEqual(['early 2025']);
  });

  it('accepts a promise for a date still ahead, a record of the past and dates in code', () => {
    expect(dates('A first version is expected in December 2026.')).toEqual([]);
    expect(dates('A first version is expected on 28 November 2026.')).toEqual([]);
    expect(dates('Version 2 was released in July 2026.')).toEqual([]);
    expect(dates('Run `expected = Date("2024-03-28")` first.')).toEqual([]);
    expect(dates('```odsl\n// expected in July 2024\nx = 1\n```')).toEqual([]);
  });
});

/** The text values of a YAML record, each a paragraph of its own: keys and structure are not prose. */
function yamlText(source: string): string {
  const texts: string[] = [];
  const visit = (node: unknown): void => {
    if (typeof node === 'string') texts.push(node);
    else if (Array.isArray(node)) node.forEach(visit);
    else if (node && typeof node === 'object') Object.values(node).forEach(visit);
  };
  visit(parse(source));
  return texts.join('\n\n');
}

describe('no doc states a date that has passed as still to come', () => {
  // Release notes are dated: their "expected" was true on their date, like a blog post's.
  const files = [
    ...listFiles(ROOT, 'docs', (name) => /\.mdx?$/.test(name)),
    ...listFiles(ROOT, 'data', (name) => /\.ya?ml$/.test(name)).filter(
      (f) => !f.startsWith('data/releases/'),
    ),
  ];
  const problems = files.flatMap((file) => {
    const source = readFileSync(join(ROOT, file), 'utf8');
    const text = file.startsWith('docs/') ? source : yamlText(source);
    return passedFutureDates(text, BUILD_DATE).map((f) => `${file}: "${f.date}" in "${f.sentence}"`);
  });

  it('reads the docs and the data records', () => {
    expect(files.length).toBeGreaterThan(300);
  });

  it('finds none', () => {
    expect(problems).toEqual([]);
  });
});
