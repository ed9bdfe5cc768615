import { describe, expect, it } from 'vitest';
import { cellText, NOT_RECORDED, tableCells } from '../cells';
import { metricColumns, metrics } from '../../../../data/it/metrics';

describe('cellText', () => {
  it('keeps text and numbers, and marks absent values', () => {
    expect(cellText(' Paris ')).toBe('Paris');
    expect(cellText(42)).toBe('42');
    expect(cellText(null)).toBe(NOT_RECORDED);
    expect(cellText('')).toBe(NOT_RECORDED);
    expect(cellText(undefined)).toBe(NOT_RECORDED);
  });
});

describe('tableCells', () => {
  const rows = [
    { code: 'GBP', name: 'Pound Sterling', note: null },
    { code: 'EUR', name: 'Euro', note: '' },
  ];
  const cells = tableCells(
    [
      { key: 'code', header: 'Code', code: true },
      { key: 'name', header: 'Name' },
      { key: 'note', header: 'Note', code: true },
    ],
    rows,
  );

  it('makes one row of cells per data row, in column order', () => {
    expect(cells).toHaveLength(2);
    expect(cells[0].map((c) => c.text)).toEqual(['GBP', 'Pound Sterling', NOT_RECORDED]);
  });

  it('makes the first column the row header', () => {
    expect(cells[1].map((c) => c.isRowHeader)).toEqual([true, false, false]);
  });

  it('shows code columns as code, except values that are not recorded', () => {
    expect(cells[0].map((c) => c.asCode)).toEqual([true, false, false]);
  });

  it('works with typed data columns', () => {
    const metricCells = tableCells(metricColumns, metrics);
    expect(metricCells).toHaveLength(metrics.length);
    expect(metricCells[0][0]).toMatchObject({ isRowHeader: true });
  });
});
