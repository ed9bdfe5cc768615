import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import {
  excelFunctionsFileSchema,
  type ExcelExample,
  type ExcelFunction,
  type ExcelFunctionsFile,
  type ExcelOption,
} from './schema';

/** Path of the one data file every Excel function entry is rendered from. */
export const excelFunctionsPath = join(__dirname, 'functions.yaml');

let cached: ExcelFunctionsFile | undefined;

/** The parsed and validated function file; read once per build. */
export function excelFunctions(): ExcelFunctionsFile {
  cached ??= excelFunctionsFileSchema.parse(parse(readFileSync(excelFunctionsPath, 'utf8')));
  return cached;
}

export type ExcelOptionKind = 'display' | 'creation';

/** What one `<ExcelFunction>` element renders: the entry and the options it names, resolved. */
export interface ExcelFunctionSlice {
  fn: ExcelFunction;
  displayOptions: ExcelOption[];
  creationOptions: ExcelOption[];
}

function pick(options: readonly ExcelOption[], names: readonly string[]): ExcelOption[] {
  return names.map((name) => {
    const option = options.find((o) => o.name === name);
    if (!option) throw new Error(`unknown Excel option ${name}`);
    return option;
  });
}

/** The slice of one function, or `undefined` for an unknown name (the build then fails). */
export function excelFunctionSlice(name: string): ExcelFunctionSlice | undefined {
  const file = excelFunctions();
  const fn = file.functions.find((f) => f.name === name);
  if (!fn) return undefined;
  return {
    fn,
    displayOptions: pick(file.displayOptions, fn.displayOptions),
    creationOptions: pick(file.creationOptions, fn.creationOptions),
  };
}

/** One line per function for a summary table: name, signature, summary, and its anchor. */
export interface ExcelFunctionSummary {
  name: string;
  signature: string;
  summary: string;
}

/** Summaries of the named functions, in the order given; all of them when `names` is empty. */
export function excelFunctionSummaries(names: readonly string[]): ExcelFunctionSummary[] | undefined {
  const all = excelFunctions().functions;
  const chosen = names.length ? names.map((n) => all.find((f) => f.name === n)) : all;
  if (chosen.some((f) => f === undefined)) return undefined;
  return (chosen as ExcelFunction[]).map(({ name, signature, summary }) => ({ name, signature, summary }));
}

export function excelOptions(kind: ExcelOptionKind): ExcelOption[] {
  const file = excelFunctions();
  return kind === 'display' ? file.displayOptions : file.creationOptions;
}

/** Column letter and row number of a cell address such as `B12`. */
export function splitCell(address: string): { column: string; row: number } {
  const match = /^([A-Z]+)([1-9][0-9]*)$/.exec(address);
  if (!match) throw new Error(`not a cell address: ${address}`);
  return { column: match[1], row: Number(match[2]) };
}

/** Zero-based column index of a column letter: A → 0, Z → 25, AA → 26. */
export function columnIndex(column: string): number {
  return [...column].reduce((n, ch) => n * 26 + (ch.charCodeAt(0) - 64), 0) - 1;
}

/** The content of one cell of an example sheet, or `undefined` outside the sheet. */
export function sheetCell(example: ExcelExample, address: string): string | undefined {
  const { column, row } = splitCell(address);
  return example.sheet.rows[row - example.sheet.firstRow]?.[columnIndex(column)];
}
