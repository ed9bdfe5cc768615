import { parseFragment, type DefaultTreeAdapterMap } from 'parse5';
import { describe, expect, it } from 'vitest';
import { element, text, type Element, type Node } from '../articleTree';
import { articleMarkdown } from '../convert';

/** The HTML as an article tree, element for element (no rewriting), then as Markdown. */
function markdown(html: string): string {
  const convert = (node: DefaultTreeAdapterMap['childNode']): Node[] => {
    if (node.nodeName === '#text') return [text((node as DefaultTreeAdapterMap['textNode']).value)];
    if (!('tagName' in node)) return [];
    return [element(node.tagName, node.childNodes.flatMap(convert), node.attrs)];
  };
  const tree: Element = element('div', parseFragment(html).childNodes.flatMap(convert));
  return articleMarkdown(tree);
}

describe('toMdast', () => {
  it('collapses runs of whitespace and drops it at block edges', () => {
    expect(markdown('<p>  One\n\t two   <em>three</em>  four </p>\n\n<p> Five<span> </span></p>')).toBe(
      'One two _three_ four\n\nFive\n',
    );
  });

  it('keeps the first of two spaces that meet across elements, as a browser shows it', () => {
    // A space at the edge of strong or emphasis is written as a character reference.
    expect(markdown('<p><strong>Bold </strong> <code>code</code><em> em</em></p>')).toBe(
      '**Bold&#x20;**`code`_&#x20;em_\n',
    );
  });

  it('wraps text beside a nested list in a paragraph; the nested list makes the item loose', () => {
    expect(markdown('<ul><li>Parent text<ul><li>child one<li>child two</ul><li>Second</ul>')).toBe(
      '- Parent text\n\n  - child one\n  - child two\n\n- Second\n',
    );
  });

  it('keeps a list tight when a nested list has one item, and keeps the start of an ordered list', () => {
    expect(markdown('<ol start=4><li>First<ol><li>Inner</ol><li>Second</ol>')).toBe(
      '4. First\n   1. Inner\n5. Second\n',
    );
  });

  it('makes the first row the header and escapes pipes in cells', () => {
    expect(
      markdown(
        '<table><thead><tr><th>Name<th>Value<tbody><tr><td>a | b<td><code>x|y</code><tr><td>short</table>',
      ),
    ).toBe('| Name | Value |\n| - | - |\n| a \\| b | `x\\|y` |\n| short | |\n');
  });

  it('gives a table without header cells an empty header row', () => {
    expect(markdown('<table><tr><td>a<td>b</table>')).toBe('| | |\n| - | - |\n| a | b |\n');
  });

  it('writes a nested table as one line of text in its cell', () => {
    expect(markdown('<table><tr><th>Outer<tr><td><table><tr><td>a<td>b<tr><td>c</table></table>')).toBe(
      '| Outer |\n| - |\n| a b c |\n',
    );
  });

  it('fences a code block with its language and keeps its text as it is', () => {
    expect(markdown('<pre><code class="block language-odsl">  a  =  1\n\n  print a\n\n</code></pre>')).toBe(
      '```odsl\n  a  =  1\n\n  print a\n```\n',
    );
  });

  it('keeps link targets and titles, image sources and alternative text', () => {
    expect(
      markdown(
        '<p><a href="https://example.com/docs/x" title=" The\n title ">the docs</a> ' +
          '<img src="https://example.com/img/chart.png" alt="A  chart"></p>',
      ),
    ).toBe(
      '[the docs](https://example.com/docs/x "The title") ![A chart](https://example.com/img/chart.png)\n',
    );
  });

  it('writes strong and emphasis, whatever the element', () => {
    expect(markdown('<p><strong>strong</strong>, <b>b</b>, <em>em</em> and <i>i</i></p>')).toBe(
      '**strong**, **b**, _em_ and _i_\n',
    );
  });

  it('quotes a blockquote, its loose text as a paragraph', () => {
    expect(markdown('<blockquote>Loose text<p>A paragraph.</p></blockquote>')).toBe(
      '> Loose text\n>\n> A paragraph.\n',
    );
  });

  it('turns br into a hard break, but not at the end of a paragraph', () => {
    expect(markdown('<p>One<br>two <br></p>')).toBe('One\\\ntwo\n');
  });

  it('writes decoded entities back safely: < escaped, & and no-break spaces as they are', () => {
    expect(markdown('<p>a &lt;b&gt; &amp; c&nbsp;d, <code>&lt;T&gt;</code></p>')).toBe(
      'a \\<b> & c\u00a0d, `<T>`\n',
    );
  });

  it('lists a definition list: the term, then its definition', () => {
    expect(markdown('<dl><dt>Term<dd>Definition<dt>Other<dd>More</dl>')).toBe(
      '- Term\n\n  Definition\n\n- Other\n\n  More\n',
    );
  });
});
