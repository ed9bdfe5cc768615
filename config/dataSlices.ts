import type { SliceLoader } from '../plugins/remark-data-slice';
import { tutorialSliceLoaders } from './tutorialSlices';
import { excelFunctions, excelFunctionSlice, excelFunctionSummaries, excelOptions } from '../data/excel';
import { findScreenSketch } from '../data/tools/screens';
import { automationTableSlice, targetIndexSlice, targetSlice } from '../data/automation';
import { releaseNotesSlice } from '../data/releases';
import { sdkMethodsSlice } from '../data/sdk';
import { loadOpenApiDocument } from '../plugins/openapi/document';
import { entityView, operationView, serviceRows, serviceSummary } from '../plugins/openapi/slices';

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
  // REST reference, from the OpenAPI document (data/openapi): one service, operation or entity each.
  RestServiceSummary: ({ service }) => serviceSummary(loadOpenApiDocument(), required(service, 'service')),
  RestOperation: ({ service, operation }) =>
    operationView(loadOpenApiDocument(), required(service, 'service'), required(operation, 'operation')),
  RestEntity: ({ service, entity }) =>
    entityView(loadOpenApiDocument(), required(service, 'service'), required(entity, 'entity')),
  RestServiceTable: () => serviceRows(loadOpenApiDocument()),
};

function required(value: string | undefined, name: string): string {
  if (!value) throw new Error(`the ${name} attribute is required`);
  return value;
}
