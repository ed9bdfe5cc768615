import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { excelFunctionsFileSchema } from '../../../data/excel/schema';
import {
  excelFunctions,
  excelFunctionsPath,
  excelFunctionSlice,
  excelFunctionSummaries,
  sheetCell,
} from '../../../data/excel';
import { dataSliceLoaders } from '../../../config/dataSlices';
import { columnLetter, inRange, parseCell } from '../../../src/components/ExcelSheet/logic';
import { functionAnchor, optionAnchor } from '../../../src/components/ExcelFunction/anchors';

const root = join(__dirname, '../../..');
const file = excelFunctions();

/** The eight worksheet functions the add-in offers. */
const FUNCTIONS = [
  'ODSL.REFID',
  'ODSL.SERIESRANGE',
  'ODSL.OBJECTRANGE',
  'ODSL.CURVERANGE',
  'ODSL.CURVEDATA',
  'ODSL.CURVESERIESRANGE',
  'ODSL.EVENTDATA',
  'ODSL.RTD',
];

describe('data/excel/functions.yaml', () => {
  it('passes the schema', () => {
    const result = excelFunctionsFileSchema.safeParse(parse(readFileSync(excelFunctionsPath, 'utf8')));
    expect(result.success ? [] : result.error.issues).toEqual([]);
  });

  it('holds every worksheet function once', () => {
    expect(file.functions.map((f) => f.name).sort()).toEqual([...FUNCTIONS].sort());
  });

  it('lists each parameter of the signature, in order, with optional ones in brackets', () => {
    for (const fn of file.functions) {
      const inside = fn.signature.slice(fn.signature.indexOf('(') + 1, -1);
      const written = inside.split(',').map((p) => p.trim());
      expect(written, fn.name).toEqual(fn.params.map((p) => (p.optional ? `[${p.name}]` : p.name)));
    }
  });

  it('places each typed formula in its cell of the example sheet', () => {
    for (const fn of file.functions)
      for (const typed of fn.example.typed)
        expect(sheetCell(fn.example, typed.cell), `${fn.name} ${typed.cell}`).toBe(typed.formula);
  });

  it('fills a range that lies inside the example sheet and holds no empty cell', () => {
    for (const fn of file.functions) {
      const [from, to = from] = fn.example.fills.split(':');
      const a = parseCell(from);
      const b = parseCell(to);
      for (let row = a.row; row <= b.row; row++)
        for (let column = a.column; column <= b.column; column++) {
          const content = sheetCell(fn.example, `${columnLetter(column)}${row}`);
          expect(content, `${fn.name} ${columnLetter(column)}${row}`).toBeTruthy();
        }
    }
  });

  it('rejects a function whose example never calls it', () => {
    const raw = parse(readFileSync(excelFunctionsPath, 'utf8'));
    raw.functions[1].example.typed = [{ cell: 'A1', formula: '=SUM(A2:A3)' }];
    expect(excelFunctionsFileSchema.safeParse(raw).success).toBe(false);
  });

  it('rejects an option a function names but the option tables lack', () => {
    const raw = parse(readFileSync(excelFunctionsPath, 'utf8'));
    raw.functions[0].displayOptions.push('$colour');
    expect(excelFunctionsFileSchema.safeParse(raw).success).toBe(false);
  });
});

describe('Excel data slices', () => {
  it('resolves the options a function accepts', () => {
    const slice = excelFunctionSlice('ODSL.SERIESRANGE');
    expect(slice?.displayOptions.map((o) => o.name)).toContain('$sortorder');
    expect(slice?.creationOptions.map((o) => o.name)).toContain('$calendar');
  });

  it('answers undefined for an unknown function, so the build names the typo', () => {
    expect(excelFunctionSlice('ODSL.NOSUCH')).toBeUndefined();
    expect(excelFunctionSummaries(['ODSL.RTD', 'ODSL.NOSUCH'])).toBeUndefined();
    expect(dataSliceLoaders.ExcelOptions({ kind: 'colour' })).toBeUndefined();
  });

  it('gives summaries in the order asked, or all of them', () => {
    expect(excelFunctionSummaries(['ODSL.RTD', 'ODSL.REFID'])?.map((s) => s.name)).toEqual([
      'ODSL.RTD',
      'ODSL.REFID',
    ]);
    expect(dataSliceLoaders.ExcelFunctionTable({})).toHaveLength(FUNCTIONS.length);
    expect(dataSliceLoaders.ExcelFunctionTable({ names: 'ODSL.CURVERANGE, ODSL.CURVEDATA' })).toHaveLength(2);
  });
});

describe('the Excel functions page', () => {
  const page = readFileSync(join(root, 'docs/user/excel/functions.mdx'), 'utf8');

  it('renders every function under its own anchored heading', () => {
    for (const name of FUNCTIONS) {
      expect(page).toContain(`## ${name} {#${functionAnchor(name)}}`);
      expect(page).toContain(`<ExcelFunction name="${name}" />`);
    }
  });

  it('shows both option tables', () => {
    expect(page).toContain('<ExcelOptions kind="display" />');
    expect(page).toContain('<ExcelOptions kind="creation" />');
  });
});

describe('sheet addressing', () => {
  it('names columns as Excel does', () => {
    expect([0, 1, 25, 26, 27, 51, 52].map(columnLetter)).toEqual(['A', 'B', 'Z', 'AA', 'AB', 'AZ', 'BA']);
  });

  it('finds cells inside a range and outside it', () => {
    expect(inRange('A2:C4', parseCell('B3'))).toBe(true);
    expect(inRange('A2:C4', parseCell('D3'))).toBe(false);
    expect(inRange('A2:C4', parseCell('B1'))).toBe(false);
    expect(inRange('B2', parseCell('B2'))).toBe(true);
  });

  it('anchors options by kind, without the dollar sign', () => {
    expect(optionAnchor('display', '$timezone')).toBe('option-display-timezone');
    expect(optionAnchor('creation', '$timezone')).toBe('option-creation-timezone');
    expect(optionAnchor('display', 'roundingMode')).toBe('option-display-roundingmode');
  });
});
