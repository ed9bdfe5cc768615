import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  functionAnchor,
  functionCategoryHref,
  functionHref,
  odslFunctionCategories,
  odslFunctions,
} from '../../../data/odsl/functions';
import { OdslFunctionEntrySchema } from '../../../data/odsl/schema';
import { odslVariableTypes, type OdslVariableType } from '../../../data/odsl/variables';
import { checkOdslVariableType } from '../../../data/odsl/referenceSchema';
import { checkOdsl, formatIssues } from '../../../plugins/odsl-checker';
import {
  categoryPagePath,
  escapeMdxText,
  renderCategorySections,
  replaceGenerated,
} from '../../../scripts/odsl/function-pages';

const root = join(__dirname, '..', '..', '..');
const pageFile = (route: string): string => join(root, `${route}.mdx`);

describe('odslFunctions data', () => {
  it('has a complete entry for every function', () => {
    const problems = odslFunctions.flatMap(({ category: _category, ...entry }) => {
      const result = OdslFunctionEntrySchema.safeParse(entry);
      return result.success ? [] : [`${entry.name}: ${result.error.message}`];
    });
    expect(problems).toEqual([]);
  });

  it('rejects an entry with a blank description, a missing example or a foreign signature', () => {
    const { category: _category, ...entry } = odslFunctions[0];
    const issues = (patch: object) =>
      OdslFunctionEntrySchema.safeParse({ ...entry, ...patch }).error?.issues.map((i) => i.path.join('.'));
    expect(issues({ description: ' ' })).toEqual(['description']);
    expect(issues({ example: '' })).toEqual(['example']);
    expect(issues({ signatures: ['other()'] })).toEqual(['signatures']);
    expect(issues({ colour: 'red' })).toEqual(['']);
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
      expect(page, fn.name).toContain(`### ${fn.name} {#${anchor}}`);
    }
  });

  it('keeps the generated sections of every category page up to date', () => {
    for (const category of odslFunctionCategories) {
      const file = categoryPagePath(root, category.key);
      const current = readFileSync(file, 'utf8');
      expect(replaceGenerated(current, renderCategorySections(category.key)), file).toBe(current);
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

describe('function page generator', () => {
  it('escapes MDX specials outside inline code only', () => {
    expect(escapeMdxText('a {b} <c> `x{y}`')).toBe('a \\{b\\} \\<c\\> `x{y}`');
  });

  it('refuses a page without markers', () => {
    expect(() => replaceGenerated('no markers here', 'x')).toThrow();
  });
});

describe('odslVariableTypes data', () => {
  it('has a complete entry for every type', () => {
    expect(odslVariableTypes.flatMap(checkOdslVariableType)).toEqual([]);
  });

  it('reports an entry with a missing field', () => {
    const broken: OdslVariableType = { ...odslVariableTypes[0], purpose: ' ', related: [] };
    expect(checkOdslVariableType(broken)).toHaveLength(2);
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
