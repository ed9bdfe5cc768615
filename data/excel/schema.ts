import * as z from 'zod';

/**
 * Shape of `data/excel/functions.yaml`: the worksheet functions of the Excel add-in, the options their
 * `options` argument accepts, and the id forms they take. Every function page entry is rendered from it.
 */

/** A function name as typed in a cell, e.g. `ODSL.SERIESRANGE`. */
const functionName = z.string().regex(/^ODSL\.[A-Z]+$/);
/** A cell or range address, e.g. `B2` or `A2:C6`. */
const cellAddress = z.string().regex(/^[A-Z]+[1-9][0-9]*(:[A-Z]+[1-9][0-9]*)?$/);
const text = z.string().trim().min(1);

export const excelOptionSchema = z.strictObject({
  /** Key as written before `=`, e.g. `$timezone` or `currency`. */
  name: z.string().regex(/^\$?[A-Za-z]+$/),
  meaning: text,
  /** Only where the platform states one. */
  default: text.optional(),
  /** One `key=value` pair as a reader would type it. */
  example: z.string().regex(/^\$?[A-Za-z]+=\S.*$/),
});

export const excelParamSchema = z.strictObject({
  name: z.string().regex(/^[a-z]+$/),
  /** What the cell argument holds, in a reader's words (text, date, date or date rule...). */
  type: text,
  optional: z.boolean(),
  /** Only where the platform states one. */
  default: text.optional(),
  meaning: text,
});

/** One row of the example worksheet: cell contents from column A onwards; `""` is an empty cell. */
const sheetRow = z.array(z.string());

export const excelExampleSchema = z.strictObject({
  /** What the example does, one sentence. */
  task: text,
  /** Cells the reader types, formula text included (`=ODSL...`). */
  typed: z
    .array(
      z.strictObject({
        cell: cellAddress,
        formula: z.string().startsWith('='),
        /** What the cell displays once the add-in has filled the block, where that is known. */
        shows: text.optional(),
      }),
    )
    .min(1),
  /** The cells the add-in fills in answer. */
  fills: cellAddress,
  /** What lands in the filled cells, in words. */
  result: text,
  /** The worksheet afterwards, from column A; a typed cell holds its formula. The first row is `firstRow`. */
  sheet: z.strictObject({
    firstRow: z.number().int().positive(),
    rows: z.array(sheetRow).min(1),
  }),
});

export const excelFunctionSchema = z.strictObject({
  name: functionName,
  signature: text,
  /** One sentence: what the function is for. */
  summary: text,
  /** What the function places in the sheet. */
  returns: text,
  params: z.array(excelParamSchema).min(1),
  /** Display option keys its options argument accepts (keys of `displayOptions`). */
  displayOptions: z.array(z.string()),
  /** Creation option keys, used when the entity does not exist yet (keys of `creationOptions`). */
  creationOptions: z.array(z.string()),
  /** Range functions an `ODSL.REFID` pairs with, and what each reads. */
  pairsWith: z.array(z.strictObject({ function: functionName, reads: text })).optional(),
  /** The Excel workbench page that shows this function in use. */
  usedOn: z.array(z.string().regex(/^\/docs\/user\/excel\/[a-z-]+$/)),
  example: excelExampleSchema,
});

export const excelFunctionsFileSchema = z
  .strictObject({
    /** How the `options` argument is written. */
    optionsGrammar: z.strictObject({ form: text, example: text }),
    idFormats: z.array(z.strictObject({ kind: text, format: text, example: text })).min(1),
    displayOptions: z.array(excelOptionSchema).min(1),
    creationOptions: z.array(excelOptionSchema).min(1),
    functions: z.array(excelFunctionSchema).min(1),
  })
  .superRefine((file, ctx) => {
    const display = new Set(file.displayOptions.map((o) => o.name));
    const creation = new Set(file.creationOptions.map((o) => o.name));
    const names = new Set<string>();
    file.functions.forEach((fn, index) => {
      if (names.has(fn.name))
        ctx.addIssue({ code: 'custom', message: `${fn.name} twice`, path: ['functions', index] });
      names.add(fn.name);
      if (!fn.signature.startsWith(`${fn.name}(`))
        ctx.addIssue({
          code: 'custom',
          message: `${fn.name}: signature names another function`,
          path: ['functions', index],
        });
      for (const key of fn.displayOptions)
        if (!display.has(key))
          ctx.addIssue({ code: 'custom', message: `${fn.name}: unknown display option ${key}` });
      for (const key of fn.creationOptions)
        if (!creation.has(key))
          ctx.addIssue({ code: 'custom', message: `${fn.name}: unknown creation option ${key}` });
      const formulas = fn.example.typed.map((t) => t.formula).join(' ');
      if (!formulas.includes(`=${fn.name}(`) && !formulas.includes(`${fn.name}(`))
        ctx.addIssue({ code: 'custom', message: `${fn.name}: example does not use the function` });
    });
    for (const fn of file.functions)
      for (const pair of fn.pairsWith ?? [])
        if (!names.has(pair.function))
          ctx.addIssue({ code: 'custom', message: `${fn.name}: pairs with unknown ${pair.function}` });
  });

export type ExcelOption = z.infer<typeof excelOptionSchema>;
export type ExcelParam = z.infer<typeof excelParamSchema>;
export type ExcelExample = z.infer<typeof excelExampleSchema>;
export type ExcelFunction = z.infer<typeof excelFunctionSchema>;
export type ExcelFunctionsFile = z.infer<typeof excelFunctionsFileSchema>;
