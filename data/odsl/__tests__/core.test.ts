import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { odslCommands } from '../../../data/odsl/commands';
import { odslStages } from '../../../data/odsl/stages';
import { odslGlossary } from '../../../data/odsl/glossary';
import { odslCoreTypes } from '../../../data/odsl/language';
import type { OdslClause } from '../../../data/odsl/types';

const ROOT = join(__dirname, '..', '..', '..');

const nonEmpty = (value: unknown): boolean => typeof value === 'string' && value.trim().length > 0;

function clauseProblems(owner: string, clauses: readonly OdslClause[]): string[] {
  return clauses.flatMap((c, i) =>
    [
      nonEmpty(c.name) ? null : `${owner} clause ${i}: name`,
      nonEmpty(c.meaning) ? null : `${owner} clause ${i}: meaning`,
      typeof c.optional === 'boolean' ? null : `${owner} clause ${i}: optional`,
    ].filter((p): p is string => p !== null),
  );
}

/** Site path of a doc page to its MDX file, e.g. /docs/odsl/command/find -> docs/odsl/command/find.mdx. */
function pageFile(href: string): string {
  const path = href.split('#')[0].replace(/^\/docs\//, '');
  const asFile = join(ROOT, 'docs', `${path}.mdx`);
  return existsSync(asFile) ? asFile : join(ROOT, 'docs', path, 'index.mdx');
}

describe('ODSL command data', () => {
  it('gives every command every required field', () => {
    const problems = odslCommands.flatMap((c) => [
      ...(['name', 'anchor', 'href', 'category', 'purpose'] as const)
        .filter((key) => !nonEmpty(c[key]))
        .map((key) => `${c.name || '?'}: ${key}`),
      ...(c.keyword === null && c.name !== 'assignment' ? [`${c.name}: keyword`] : []),
      ...(c.grammar.length === 0 ? [`${c.name}: grammar`] : []),
      ...(c.clauses.length === 0 ? [`${c.name}: clauses`] : []),
      ...(c.href.startsWith('/docs/') ? [] : [`${c.name}: href must be a site path`]),
      ...clauseProblems(c.name, c.clauses),
    ]);
    expect(problems).toEqual([]);
  });

  it('has unique names and only relates to known commands', () => {
    const names = odslCommands.map((c) => c.name);
    expect(new Set(names).size).toBe(names.length);
    const unknown = odslCommands.flatMap((c) =>
      c.related.filter((r) => !names.includes(r)).map((r) => `${c.name} -> ${r}`),
    );
    expect(unknown).toEqual([]);
  });

  it('has a page for every command that claims one, showing each grammar line', () => {
    const problems = odslCommands
      .filter((c) => c.hasPage)
      .flatMap((c) => {
        const file = pageFile(c.href);
        if (!existsSync(file)) return [`${c.name}: missing ${file}`];
        const text = readFileSync(file, 'utf8');
        return c.grammar
          .filter((g) => !text.includes(g))
          .map((g) => `${c.name}: grammar line not on page: ${g}`);
      });
    expect(problems).toEqual([]);
  });
});

describe('ODSL stage data', () => {
  it('gives every stage every required field', () => {
    const problems = odslStages.flatMap((s) => [
      ...(['name', 'href', 'status', 'purpose', 'mongodbRef'] as const)
        .filter((key) => !nonEmpty(s[key]))
        .map((key) => `${s.name || '?'}: ${key}`),
      ...(s.status === 'documented' && !nonEmpty(s.grammar)
        ? [`${s.name}: documented stage needs grammar`]
        : []),
      ...(s.status === 'documented' && s.parameters.length === 0 ? [`${s.name}: parameters`] : []),
      ...(s.rules.length === 0 ? [`${s.name}: rules`] : []),
      ...clauseProblems(s.name, s.parameters),
    ]);
    expect(problems).toEqual([]);
  });

  it('has a page for every stage, showing its grammar', () => {
    const missing = odslStages.map((s) => pageFile(s.href)).filter((f) => !existsSync(f));
    expect(missing).toEqual([]);
    const withoutGrammar = odslStages
      .filter((s) => s.grammar !== null && !readFileSync(pageFile(s.href), 'utf8').includes(s.grammar))
      .map((s) => s.name);
    expect(withoutGrammar).toEqual([]);
  });
});

describe('ODSL glossary and types', () => {
  it('has unique, non-empty glossary ids and definitions', () => {
    const ids = odslGlossary.map((t) => t.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(odslGlossary.filter((t) => !t.id || !nonEmpty(t.definition))).toEqual([]);
  });

  it('labels every glossary link with words, not a path', () => {
    expect(odslGlossary.filter((t) => t.see && t.see.label.startsWith('/')).map((t) => t.term)).toEqual([]);
  });

  it('lists the 31 built-in types of the types overview', () => {
    expect(odslCoreTypes).toHaveLength(31);
  });
});
