import { describe, expect, it } from 'vitest';
import type { Root } from 'mdast';
import remarkOdslLinks, { routeOfDocFile } from '..';
import { odslLinkTarget } from '../targets';
import { odslFunctions, functionHref } from '../../../data/odsl/functions';
import { odslVariableTypes } from '../../../data/odsl/variables';

function paragraph(...children: Root['children'][number][]): Root {
  return { type: 'root', children: [{ type: 'paragraph', children: children as never }] };
}

const code = (value: string) => ({ type: 'inlineCode' as const, value });

function run(tree: Root, path = '/site/docs/odsl/index.mdx'): Root {
  remarkOdslLinks()(tree, { path });
  return tree;
}

describe('odslLinkTarget', () => {
  it('links commands, aliases, stages, functions and types', () => {
    expect(odslLinkTarget('find')).toBe('/docs/odsl/command/find');
    expect(odslLinkTarget('on error')).toBe('/docs/odsl/command/onerror');
    expect(odslLinkTarget('gateway')).toBe('/docs/odsl/command/action');
    expect(odslLinkTarget('bucketAuto')).toBe('/docs/odsl/stages/bucketAuto');
    const fn = odslFunctions[0];
    expect(odslLinkTarget(`${fn.name}()`)).toBe(functionHref(fn));
    const type = odslVariableTypes[0];
    expect(odslLinkTarget(type.name)).toBe(type.slug);
  });

  it('leaves unknown names, calls with arguments and expressions alone', () => {
    expect(odslLinkTarget('notACommand')).toBeUndefined();
    expect(odslLinkTarget('noSuchFunction()')).toBeUndefined();
    expect(odslLinkTarget('print x')).toBeUndefined();
  });
});

describe('remarkOdslLinks', () => {
  it('wraps known inline code in a link', () => {
    const tree = run(paragraph({ type: 'text', value: 'Use ' }, code('save'), { type: 'text', value: '.' }));
    const para = tree.children[0] as { children: Array<{ type: string; url?: string }> };
    expect(para.children[1]).toMatchObject({ type: 'link', url: '/docs/odsl/command/save' });
  });

  it('does not link inside an existing link, inside a heading or to the page itself', () => {
    const tree: Root = {
      type: 'root',
      children: [
        { type: 'paragraph', children: [{ type: 'link', url: '/x', children: [code('save')] }] },
        { type: 'heading', depth: 2, children: [code('save')] },
        { type: 'paragraph', children: [code('find')] },
      ],
    };
    run(tree, '/site/docs/odsl/command/find.mdx');
    expect(JSON.stringify(tree)).not.toContain('/docs/odsl/command/save');
    expect(JSON.stringify(tree)).not.toContain('"url":"/docs/odsl/command/find"');
  });

  it('derives the route of a docs file', () => {
    expect(routeOfDocFile('/a/docs/odsl/command/find.mdx')).toBe('/docs/odsl/command/find');
    expect(routeOfDocFile('/a/docs/odsl/stages/index.mdx')).toBe('/docs/odsl/stages');
    expect(routeOfDocFile(undefined)).toBeUndefined();
  });

  it('in tables links calls and type names but not field names that look like commands', () => {
    const type = odslVariableTypes[0];
    const cell = (value: string) => ({ type: 'tableCell', children: [code(value)] });
    const tree: Root = {
      type: 'root',
      children: [
        {
          type: 'table',
          children: [{ type: 'tableRow', children: [cell('type'), cell('sort'), cell(type.name)] }],
        } as never,
      ],
    };
    run(tree);
    const row = JSON.stringify(tree);
    expect(row).not.toContain('/docs/odsl/command/type');
    expect(row).not.toContain('/docs/odsl/stages/sort');
    expect(row).toContain(`"url":"${type.slug}"`);
  });
});
