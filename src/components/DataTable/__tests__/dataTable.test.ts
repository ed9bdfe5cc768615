import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import DataTable from '..';

function render(props: Parameters<typeof DataTable>[0]): string {
  return renderToStaticMarkup(createElement(DataTable, props));
}

describe('DataTable', () => {
  const rows = [
    { key: 'a', head: 'alpha', cells: ['one', 'two'] },
    { key: 'b', head: 'beta', cells: ['three', 'four'] },
  ];

  it('wraps the table in a focusable region named by the caption', () => {
    const html = render({ caption: 'Greek letters', columns: ['Name', 'First', 'Second'], rows });
    expect(html).toMatch(/^<div [^>]*role="region"[^>]*>/);
    expect(html).toContain('aria-label="Greek letters"');
    expect(html).toContain('tabindex="0"');
    expect(html).toContain('Greek letters</caption>');
  });

  it('marks column headings and row headings with their scope', () => {
    const html = render({ caption: 'Greek letters', columns: ['Name', 'First', 'Second'], rows });
    expect(html.match(/<th scope="col">/g)).toHaveLength(3);
    expect(html).toContain('<th scope="row">alpha</th><td>one</td><td>two</td>');
    expect(html).toContain('<th scope="row">beta</th><td>three</td><td>four</td>');
  });

  it('uses the text label for a marked-up caption', () => {
    const caption = createElement('code', null, '<odsl-grid>');
    const html = render({ caption, label: 'Attributes of odsl-grid', columns: ['Attribute'] });
    expect(html).toContain('aria-label="Attributes of odsl-grid"');
    expect(html).toContain('<caption');
    expect(html).toContain('<code>&lt;odsl-grid&gt;</code></caption>');
  });

  it('leaves the header row out when no columns are given', () => {
    const html = render({ caption: 'Facts', rows });
    expect(html).not.toContain('<thead>');
    expect(html).toContain('<tbody>');
  });
});
