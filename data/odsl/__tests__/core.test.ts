import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as z from 'zod';
import { describe, expect, it } from 'vitest';
import { odslCommands } from '../commands';
import { odslAccumulators, odslStages } from '../stages';
import { odslGlossary } from '../glossary';
import { odslCoreTypes, odslExpressionForms, odslOperators } from '../language';
import { listMarkdownFiles } from '../../../lib/content/docFiles';
import { findCodeFences } from '../../../lib/content/prose';
import { schemaProblems } from '../../schema';
import {
  OdslAccumulatorSchema,
  OdslCommandSchema,
  OdslCoreTypeSchema,
  OdslExpressionFormSchema,
  OdslGlossaryTermSchema,
  OdslOperatorSchema,
  OdslStageSchema,
} from '../schema';

const ROOT = join(__dirname, '..', '..', '..');

/** Site path of a doc page to its MDX file, e.g. /docs/odsl/command/find -> docs/odsl/command/find.mdx. */
function pageFile(href: string): string {
  const path = href.split('#')[0].replace(/^\/docs\//, '');
  const asFile = join(ROOT, 'docs', `${path}.mdx`);
  return existsSync(asFile) ? asFile : join(ROOT, 'docs', path, 'index.mdx');
}

describe('ODSL language data', () => {
  it('matches its schemas', () => {
    expect(schemaProblems(z.array(OdslCommandSchema), odslCommands)).toEqual([]);
    expect(schemaProblems(z.array(OdslStageSchema), odslStages)).toEqual([]);
    expect(schemaProblems(z.array(OdslAccumulatorSchema), odslAccumulators)).toEqual([]);
    expect(schemaProblems(z.array(OdslGlossaryTermSchema), odslGlossary)).toEqual([]);
    expect(schemaProblems(z.array(OdslCoreTypeSchema), odslCoreTypes)).toEqual([]);
    expect(schemaProblems(z.array(OdslOperatorSchema), odslOperators)).toEqual([]);
    expect(schemaProblems(z.array(OdslExpressionFormSchema), odslExpressionForms)).toEqual([]);
  });

  it('reports a blank clause meaning and an unknown category with their paths', () => {
    const command = odslCommands[0];
    const broken = { ...command, category: 'misc', clauses: [{ name: 'x', meaning: ' ', optional: true }] };
    expect(schemaProblems(OdslCommandSchema, broken).map((p) => p.split(':')[0])).toEqual([
      'category',
      'clauses.0.meaning',
    ]);
  });
});

describe('ODSL command data', () => {
  it('gives every command but assignment a keyword, a grammar and clauses', () => {
    const problems = odslCommands.flatMap((c) => [
      ...(c.keyword === null && c.name !== 'assignment' ? [`${c.name}: keyword`] : []),
      ...(c.grammar.length === 0 ? [`${c.name}: grammar`] : []),
      ...(c.clauses.length === 0 ? [`${c.name}: clauses`] : []),
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

  it('has a page for every command that claims one, whose Syntax block renders the grammar', () => {
    const problems = odslCommands
      .filter((c) => c.hasPage)
      .flatMap((c) => {
        const file = pageFile(c.href);
        if (!existsSync(file)) return [`${c.name}: missing ${file}`];
        const shown = readFileSync(file, 'utf8').includes(`<CommandSyntax name="${c.name}" />`);
        return shown ? [] : [`${c.name}: page does not render <CommandSyntax name="${c.name}" />`];
      });
    expect(problems).toEqual([]);
  });

  it('writes each grammar once: no page repeats one in a code block', () => {
    const grammars = odslCommands.filter((c) => c.grammar.length > 0).map((c) => c.grammar.join('\n'));
    const copies = listMarkdownFiles(ROOT, 'docs').filter((path) =>
      findCodeFences(readFileSync(join(ROOT, path), 'utf8')).some((fence) =>
        grammars.includes(fence.code.trim()),
      ),
    );
    expect(copies).toEqual([]);
  });
});

describe('ODSL stage data', () => {
  it('gives every documented stage a grammar, parameters and rules', () => {
    const problems = odslStages.flatMap((s) => [
      ...(s.status === 'documented' && s.grammar === null
        ? [`${s.name}: documented stage needs grammar`]
        : []),
      ...(s.status === 'documented' && s.parameters.length === 0 ? [`${s.name}: parameters`] : []),
      ...(s.status === 'documented' && s.rules.length === 0 ? [`${s.name}: rules`] : []),
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
  });

  it('labels every glossary link with words, not a path', () => {
    expect(odslGlossary.filter((t) => t.see && t.see.label.startsWith('/')).map((t) => t.term)).toEqual([]);
  });

  it('lists the 31 built-in types of the types overview', () => {
    expect(odslCoreTypes).toHaveLength(31);
  });
});
