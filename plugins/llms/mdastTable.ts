import type { AlignType, PhrasingContent, RootContent, Table, TableCell, TableRow } from 'mdast';
import { attr } from '../../lib/built-pages/htmlTree';
import { type Element, type Node } from './articleTree';
import { toSpecificContent, type Context } from './mdastFlow';
import { BLOCKS } from './whitespace';

/**
 * HTML tables as GFM tables, by hast-util-to-mdast's rules: the first row is the header (an empty
 * one when the table has no `thead` and no `th` in its first row), spanned cells are followed by
 * empty ones so the columns line up, and short rows are padded.
 */

export interface TableState extends Context {
  /** A table inside a table becomes a line of text: GFM tables do not nest. */
  inTable: boolean;
  spans: Map<TableCell, { rowSpan?: string; colSpan?: string }>;
}

const emptyRow = (): TableRow => ({ type: 'tableRow', children: [] });
const emptyCell = (): TableCell => ({ type: 'tableCell', children: [] });

export function table(node: Element, state: TableState): RootContent {
  if (state.inTable) return { type: 'text', value: textContent(node) };
  state.inTable = true;
  const { align, headless } = inspect(node);
  const rows = toSpecificContent(state.all(node.children), emptyRow);
  if (headless) rows.unshift(emptyRow());
  for (const row of rows) row.children = toSpecificContent(row.children, emptyCell);

  let columns = 1;
  rows.forEach((row, rowIndex) => {
    const cells = row.children;
    // Cells are inserted while walking the row: the loop reads its length each time.
    for (let cellIndex = 0; cellIndex < cells.length; cellIndex++) {
      const span = state.spans.get(cells[cellIndex]!);
      if (span) spread(rows, rowIndex, cellIndex, span);
    }
    columns = Math.max(columns, cells.length);
  });
  for (const row of rows) while (row.children.length < columns) row.children.push(emptyCell());
  while (align.length < columns) align.push(null);

  state.inTable = false;
  state.spans.clear();
  return { type: 'table', align, children: rows } satisfies Table;
}

export function tableRow(node: Element, state: TableState): RootContent {
  return { type: 'tableRow', children: toSpecificContent(state.all(node.children), emptyCell) };
}

export function tableCell(node: Element, state: TableState): RootContent {
  const cell: TableCell = { type: 'tableCell', children: state.all(node.children) as PhrasingContent[] };
  const rowSpan = attr(node, 'rowspan');
  const colSpan = attr(node, 'colspan');
  if (rowSpan || colSpan) state.spans.set(cell, { rowSpan, colSpan });
  return cell;
}

/** Empty cells where a spanned cell covers the grid, so the columns line up. */
function spread(
  rows: TableRow[],
  rowIndex: number,
  cellIndex: number,
  span: { rowSpan?: string; colSpan?: string },
) {
  const colSpan = Number.parseInt(String(span.colSpan), 10) || 1;
  const rowSpan = Number.parseInt(String(span.rowSpan), 10) || 1;
  if (colSpan === 1 && rowSpan === 1) return;
  const rowEnd = Math.min(rowIndex + rowSpan, rows.length);
  for (let other = rowIndex; other < rowEnd; other++) {
    for (let column = cellIndex; column < cellIndex + colSpan; column++) {
      if (other !== rowIndex || column !== cellIndex) rows[other]!.children.splice(column, 0, emptyCell());
    }
  }
}

/** Column alignment from the cells' `align`, and whether the table has a header row. */
function inspect(node: Element): { align: AlignType[]; headless: boolean } {
  const align: AlignType[] = [null];
  let headless = true;
  let rowIndex = 0;
  let cellIndex = 0;
  const visit = (current: Element): void => {
    if (current.tagName === 'table' && current !== node) return;
    if (current.tagName === 'th' || current.tagName === 'td') {
      if (!align[cellIndex]) {
        const value = attr(current, 'align') || null;
        if (value === null || value === 'center' || value === 'left' || value === 'right')
          align[cellIndex] = value;
      }
      if (headless && rowIndex < 2 && current.tagName === 'th') headless = false;
      cellIndex++;
    } else if (current.tagName === 'thead') {
      headless = false;
    } else if (current.tagName === 'tr') {
      rowIndex++;
      cellIndex = 0;
    }
    for (const child of current.children) if (child.type === 'element') visit(child);
  };
  visit(node);
  return { align, headless };
}

/**
 * A table in a table cell as one line of text: hast-util-to-text kept its line breaks and tabs,
 * which a GFM cell can only show as character references.
 */
function textContent(node: Element): string {
  const words = (current: Node): string => {
    if (current.type === 'text') return current.value;
    const inner = current.children.map(words).join('');
    return BLOCKS.has(current.tagName) ? ` ${inner} ` : inner;
  };
  return words(node)
    .replace(/[\t\n\f\r ]+/g, ' ')
    .trim();
}
