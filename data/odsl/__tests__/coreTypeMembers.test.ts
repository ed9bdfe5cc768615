import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as z from 'zod';
import { describe, expect, it } from 'vitest';
import { odslCommonMembers, odslCoreTypes } from '../language';
import { odslVariableTypes } from '../variables';
import type { OdslVariableType } from '../schema';
import { readPlatformFacts } from '../../../lib/platform-facts';

/**
 * A member exists if either facts file gives it: the variable reference follows odsl-variables-functions,
 * and this check holds it to the types list of odsl-core as well, member by member.
 */
const MemberFactsSchema = z.object({
  types: z.object({
    common_members: z.object({
      properties: z.array(z.object({ name: z.string() })),
      methods: z.array(z.object({ signature: z.string() })),
    }),
    list: z.array(
      z.object({
        name: z.string(),
        properties: z.array(z.object({ name: z.string() })).default([]),
        methods: z.array(z.object({ signature: z.string() })).default([]),
        constructors: z.array(z.string()).default([]),
      }),
    ),
  }),
});
const facts = MemberFactsSchema.parse(readPlatformFacts('odsl-core.yaml')).types;

const ROOT = join(__dirname, '..', '..', '..');

/** A method as name and number of parameters, e.g. `subMatrix/4`: overloads differ by their count. */
function methodKey(signature: string): string {
  const match = /^\s*(\w+)\s*\((.*)\)/.exec(signature);
  if (!match) return signature;
  const params = match[2].trim();
  return `${match[1]}/${params === '' ? 0 : params.split(',').length}`;
}

/** The members the core types list gives that the type's record lacks, as `Type.member` strings. */
function missingMembers(
  fact: Pick<z.output<typeof MemberFactsSchema>['types']['list'][number], 'name' | 'properties' | 'methods'>,
  record:
    | { readonly properties: readonly { name: string }[]; readonly methods: readonly { signature: string }[] }
    | undefined,
): string[] {
  const properties = new Set(record?.properties.map((p) => p.name) ?? []);
  const methods = new Set(record?.methods.map((m) => methodKey(m.signature)) ?? []);
  return [
    ...fact.properties.filter((p) => !properties.has(p.name)).map((p) => `${fact.name}.${p.name}`),
    ...fact.methods
      .filter((m) => !methods.has(methodKey(m.signature)))
      .map((m) => `${fact.name}.${m.signature}`),
  ];
}

/** The record of a core type: the variable type whose page the types overview links. */
function recordOf(name: string): OdslVariableType | undefined {
  const href = odslCoreTypes.find((t) => t.name === name)?.href;
  return odslVariableTypes.find((t) => t.name === name || (href !== undefined && t.slug === href));
}

describe('ODSL variable records against the odsl-core types list', () => {
  it('hold every property and method the types list gives', () => {
    expect(facts.list.flatMap((fact) => missingMembers(fact, recordOf(fact.name)))).toEqual([]);
  });

  it('tell a member missing from a record (plant)', () => {
    const fact = facts.list.find((t) => t.name === 'Matrix')!;
    const record = recordOf('Matrix')!;
    const planted = {
      properties: record.properties,
      methods: record.methods.filter((m) => methodKey(m.signature) !== 'subMatrix/4'),
    };
    expect(missingMembers(fact, planted)).toEqual(['Matrix.subMatrix(y1, x1, y2, x2)']);
    expect(missingMembers(fact, undefined).length).toBe(fact.properties.length + fact.methods.length);
  });

  it('hold the members every type shares once, which the types overview describes', () => {
    const shared = {
      name: 'every type',
      properties: facts.common_members.properties,
      methods: facts.common_members.methods,
    };
    expect(missingMembers(shared, odslCommonMembers)).toEqual([]);
    const page = readFileSync(join(ROOT, 'docs', 'odsl', 'variable', 'types.mdx'), 'utf8');
    const named = [
      ...facts.common_members.properties.map((p) => `\`${p.name}\``),
      ...facts.common_members.methods.map((m) => `\`${m.signature}\``),
    ];
    expect(named.filter((member) => !page.includes(member))).toEqual([]);
  });

  it('render their properties and methods on the type page', () => {
    const problems = odslVariableTypes.flatMap((type) => {
      const file = join(ROOT, 'docs', `${type.slug.replace(/^\/docs\//, '')}.mdx`);
      const page = existsSync(file) ? readFileSync(file, 'utf8') : '';
      return [
        ...(type.properties.length > 0 && !page.includes(`<VariableProperties type="${type.name}" />`)
          ? [`${type.name}: properties not rendered`]
          : []),
        ...(type.methods.length > 0 && !page.includes(`<VariableMethods type="${type.name}" />`)
          ? [`${type.name}: methods not rendered`]
          : []),
      ];
    });
    expect(problems).toEqual([]);
  });
});

/** The constructors the types list gives that the types overview row lacks (parameter names compared case-blind). */
function missingConstructors(
  types: readonly { readonly name: string; readonly constructors: readonly string[] }[],
): string[] {
  return facts.list.flatMap((fact) => {
    const row = new Set(
      types.find((t) => t.name === fact.name)?.constructors.map((c) => c.toLowerCase()) ?? [],
    );
    return fact.constructors.filter((c) => !row.has(c.toLowerCase()));
  });
}

describe('ODSL types overview against the odsl-core types list', () => {
  it('lists every constructor of every type', () => {
    expect(missingConstructors(odslCoreTypes)).toEqual([]);
  });

  it('tells a constructor missing from a row (plant)', () => {
    const planted = odslCoreTypes.map((t) =>
      t.name === 'Contract' ? { ...t, constructors: t.constructors.slice(0, 1) } : t,
    );
    expect(missingConstructors(planted)).toEqual([
      'Contract(ondate, tenor, value, start, end)',
      'Contract(ondate, tenor, value, absolute, start, end, expiry)',
    ]);
  });
});
