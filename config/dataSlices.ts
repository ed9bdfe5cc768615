import type { SliceLoader } from '../plugins/remark-data-slice';
import { tutorialSliceLoaders } from './tutorialSlices';
import { excelFunctions, excelFunctionSlice, excelFunctionSummaries, excelOptions } from '../data/excel';
import { findScreenSketch } from '../data/tools/screens';
import { automationTableSlice, targetIndexSlice, targetSlice } from '../data/automation';
import { releaseNotesSlice } from '../data/releases';
import { sdkMethodsSlice } from '../data/sdk';

/** Comma-separated names in one literal attribute, e.g. `names="ODSL.REFID, ODSL.RTD"`. */
const nameList = (value: string | undefined): string[] =>
  (value ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);

/**
 * Which JSX elements get a data slice at compile time, and where it comes from
 * (see `plugins/remark-data-slice/README.md`). Loaders run in Node at build time only.
 */
export const dataSliceLoaders: Readonly<Record<string, SliceLoader>> = {
  ...tutorialSliceLoaders,
  ExcelFunction: ({ name }) => excelFunctionSlice(name ?? ''),
  ExcelFunctionTable: ({ names }) => excelFunctionSummaries(nameList(names)),
  ExcelOptions: ({ kind }) => (kind === 'display' || kind === 'creation' ? excelOptions(kind) : undefined),
  ExcelIdFormats: () => ({
    idFormats: excelFunctions().idFormats,
    optionsGrammar: excelFunctions().optionsGrammar,
  }),
  ScreenSketch: ({ id }) => findScreenSketch(id ?? ''),
  AutomationTargetSettings: ({ code }) => targetSlice(code),
  AutomationTargetIndex: () => targetIndexSlice(),
  AutomationTable: ({ table }) => automationTableSlice(table),
  ReleaseNotes: releaseNotesSlice,
  SdkMethods: sdkMethodsSlice,
};
