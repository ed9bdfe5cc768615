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
    expect(odslLinkTarget('gateway', 'command')).toBe('/docs/odsl/command/action');
    expect(odslLinkTarget('bucketAuto')).toBe('/docs/odsl/stages/bucketAuto');
    const fn = odslFunctions[0];
    expect(odslLinkTarget(`${fn.name}()`)).toBe(functionHref(fn));
    const type = odslVariableTypes[0];
    expect(odslLinkTarget(type.name)).toBe(type.slug);
  });

  it('does not link a function known by name only', () => {
    const nameOnly = odslFunctions.find((fn) => !fn.documented);
    expect(nameOnly).toBeDefined();
    expect(odslLinkTarget(`${nameOnly?.name}()`)).toBeUndefined();
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
    expect(para.children[1]).toMatchObject({
      type: 'link',
      url: '/docs/odsl/command/save',
      data: { hProperties: { 'data-odsl-link': 'auto' } },
    });
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

/** Runs the plugin over one paragraph written as Markdown-ish parts: plain strings and `code` spans. */
function linksIn(...parts: string[]): string[] {
  const children = parts.map((part) =>
    part.startsWith('`') ? code(part.slice(1, -1)) : { type: 'text' as const, value: part },
  );
  const tree = run(paragraph(...(children as never[])), '/site/docs/guide/page.mdx');
  const links: string[] = [];
  const walk = (node: { type: string; url?: string; children?: unknown[] }) => {
    if (node.type === 'link' && node.url) links.push(node.url);
    (node.children as (typeof node)[] | undefined)?.forEach(walk);
  };
  walk(tree as never);
  return links;
}

describe('remarkOdslLinks links only what it can be sure of', () => {
  it('does not link the HTML attribute group to the group stage', () => {
    expect(linksIn('Set ', '`group`', ' to show the members of one group instead.')).toEqual([]);
  });

  it('does not link the log "REASON" clause of save, delete, publish, rename or update to the log command', () => {
    expect(linksIn('The optional ', '`log`', ' clause records why you renamed the item.')).toEqual([]);
    expect(linksIn('Add ', '`log`', ' to a save or delete and the text is stored.')).toEqual([]);
  });

  it('does not link the subscription actions update and delete to the bulk commands', () => {
    expect(linksIn('The action can be all, create, ', '`update`', ' or ', '`delete`', '.')).toEqual([]);
  });

  it('does not link an input, alert or group type to the type command', () => {
    expect(linksIn('Each input has a ', '`type`', ' (select, text or date).')).toEqual([]);
    expect(linksIn('Every alert has an id, a ', '`type`', ' and a unique name.')).toEqual([]);
  });

  it('does not link the range keyword for, the set operator or the sort column property', () => {
    expect(linksIn('The range follows the word ', '`for`', '.')).toEqual([]);
    expect(linksIn('Operators: ', '`set`', ' sets fields, inc adds to them.')).toEqual([]);
    expect(linksIn('Column definitions take field, width, ', '`sort`', ' and valueParser.')).toEqual([]);
  });

  it('does not link the statistics function count, written without brackets, to the count stage', () => {
    expect(linksIn('They reduce many values to one: ', '`count`', ', sum and mean.')).toEqual([]);
  });

  it('links such a word when the sentence says what it is', () => {
    expect(linksIn('Use the ', '`log`', ' command for messages you keep.')).toEqual([
      '/docs/odsl/command/log',
    ]);
    expect(linksIn('A ', '`for`', ' loop closes with next.')).toEqual(['/docs/odsl/command/for']);
    expect(linksIn('Put a ', '`group`', ' stage after the match.')).toEqual(['/docs/odsl/stages/group']);
    expect(linksIn('Two ', '`set`', ' commands apply to the whole script.')).toEqual([
      '/docs/odsl/command/set',
    ]);
  });

  it('links names that mean nothing else without a hint', () => {
    expect(linksIn('Search with ', '`find`', '.')).toEqual(['/docs/odsl/command/find']);
    expect(linksIn('Use ', '`bucketAuto`', ' for even buckets.')).toEqual(['/docs/odsl/stages/bucketAuto']);
    expect(linksIn('A ', '`TimeSeries`', ' holds values.')).toEqual(['/docs/odsl/variable/timeseries']);
  });
});
