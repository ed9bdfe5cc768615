import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  functionAnchor,
  functionCategoryHref,
  functionHref,
  odslFunctionCategories,
  odslFunctions,
  type OdslFunction,
} from '../functions';
import * as z from 'zod';
import { schemaProblems } from '../../schema';
import { OdslFunctionEntrySchema, OdslVariableTypeEntrySchema } from '../schema';
import { odslVariableTypes } from '../variables';
import { checkOdsl, formatIssues } from '../../../lib/odsl-checker';

const root = join(__dirname, '..', '..', '..');
const pageFile = (route: string): string => join(root, `${route}.mdx`);

/** A function as its YAML file holds it: without the category, which the file name gives. */
function entryOf({ category, ...entry }: OdslFunction): Omit<OdslFunction, 'category'> {
  void category;
  return entry;
}

describe('odslFunctions data', () => {
  it('has a complete entry for every function', () => {
    const problems = odslFunctions.flatMap((fn) =>
      schemaProblems(OdslFunctionEntrySchema, entryOf(fn)).map((problem) => `${fn.name}: ${problem}`),
    );
    expect(problems).toEqual([]);
  });

  it('rejects an entry with a blank description, a missing example or a foreign signature', () => {
    const entry = entryOf(odslFunctions[0]);
    const paths = (patch: object) =>
      schemaProblems(OdslFunctionEntrySchema, { ...entry, ...patch }).map((p) => p.split(':')[0]);
    expect(paths({ description: ' ' })).toEqual(['description']);
    expect(paths({ example: '' })).toEqual(['example']);
    expect(paths({ signatures: ['other()'] })).toEqual(['signatures']);
    expect(paths({ colour: 'red' })).toEqual(['(root)']);
  });

  it('has unique names and anchors', () => {
    const anchors = odslFunctions.map((fn) => functionAnchor(fn.name));
    expect(new Set(anchors).size).toBe(anchors.length);
  });

  it('has a page for every category, and every function has a heading with its anchor', () => {
    for (const category of odslFunctionCategories) {
      const file = pageFile(functionCategoryHref(category.key));
      expect(existsSync(file), file).toBe(true);
    }
    for (const fn of odslFunctions) {
      const [route, anchor] = functionHref(fn).split('#');
      const page = readFileSync(pageFile(route), 'utf8');
      if (fn.documented) expect(page, fn.name).toContain(`### ${fn.name} {#${anchor}}`);
      else expect(page, fn.name).not.toContain(`### ${fn.name} `);
    }
  });

  it('has examples that pass the ODSL checker and call the function they document', () => {
    const problems = odslFunctions
      .filter((fn) => fn.example)
      .flatMap((fn) => {
        const issues = checkOdsl(fn.example);
        const callsItself = new RegExp(`(?<![\\w.])${fn.name}\\(`).test(fn.example);
        return [
          ...(issues.length ? [`${fn.name}: ${formatIssues(issues)}`] : []),
          ...(callsItself ? [] : [`${fn.name}: example does not call it`]),
        ];
      });
    expect(problems).toEqual([]);
  });
});

describe('odslVariableTypes data', () => {
  it('has a complete entry for every type', () => {
    const entries = odslVariableTypes.map(({ group, ...entry }) => (void group, entry));
    expect(schemaProblems(z.array(OdslVariableTypeEntrySchema), entries)).toEqual([]);
  });

  it('reports an entry with a blank purpose and no related links', () => {
    const { group, ...entry } = odslVariableTypes[0];
    void group;
    const broken = { ...entry, purpose: ' ', related: [] };
    expect(schemaProblems(OdslVariableTypeEntrySchema, broken).map((p) => p.split(':')[0])).toEqual([
      'purpose',
      'related',
    ]);
  });

  it('has unique names and a page for every type', () => {
    const names = odslVariableTypes.map((t) => t.name);
    expect(new Set(names).size).toBe(names.length);
    for (const type of odslVariableTypes) {
      expect(existsSync(pageFile(type.slug)), type.slug).toBe(true);
    }
  });

  it('links related items only to pages that exist in this reference or are listed routes', () => {
    const problems: string[] = [];
    for (const type of odslVariableTypes) {
      for (const link of type.related) {
        const [route, anchor] = link.href.split('#');
        if (route.startsWith('/docs/odsl/variable/') && !existsSync(pageFile(route))) {
          problems.push(`${type.name} -> ${link.href}`);
        }
        if (route.startsWith('/docs/odsl/function/') && anchor) {
          const page = readFileSync(pageFile(route), 'utf8');
          if (!page.includes(`{#${anchor}}`)) problems.push(`${type.name} -> ${link.href}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });
});
