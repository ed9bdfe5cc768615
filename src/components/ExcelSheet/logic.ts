/** Spreadsheet addressing for the example sheets: column letters, cells and ranges. */

/** Column letter of a zero-based column index: 0 → A, 25 → Z, 26 → AA. */
export function columnLetter(index: number): string {
  let n = index + 1;
  let letters = '';
  while (n > 0) {
    const rest = (n - 1) % 26;
    letters = String.fromCharCode(65 + rest) + letters;
    n = Math.floor((n - 1) / 26);
  }
  return letters;
}

function columnNumber(letters: string): number {
  return [...letters].reduce((n, ch) => n * 26 + (ch.charCodeAt(0) - 64), 0) - 1;
}

export interface CellPosition {
  column: number;
  row: number;
}

export function parseCell(address: string): CellPosition {
  const match = /^([A-Z]+)([1-9][0-9]*)$/.exec(address);
  if (!match) throw new Error(`not a cell address: ${address}`);
  return { column: columnNumber(match[1]), row: Number(match[2]) };
}

/** Whether a cell lies inside a range such as `A2:C4` (or is the single cell `B2`). */
export function inRange(range: string, cell: CellPosition): boolean {
  const [from, to = from] = range.split(':');
  const a = parseCell(from);
  const b = parseCell(to);
  return (
    cell.column >= Math.min(a.column, b.column) &&
    cell.column <= Math.max(a.column, b.column) &&
    cell.row >= Math.min(a.row, b.row) &&
    cell.row <= Math.max(a.row, b.row)
  );
}
