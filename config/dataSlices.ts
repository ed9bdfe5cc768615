import type { SliceLoader } from '../plugins/remark-data-slice';
import { automationTableSlice, targetIndexSlice, targetSlice } from '../data/automation';

/**
 * Which JSX elements get a data slice at compile time, and where it comes from
 * (see `plugins/remark-data-slice/README.md`). Loaders run in Node at build time only.
 */
export const dataSliceLoaders: Readonly<Record<string, SliceLoader>> = {
  AutomationTargetSettings: ({ code }) => targetSlice(code),
  AutomationTargetIndex: () => targetIndexSlice(),
  AutomationTable: ({ table }) => automationTableSlice(table),
};
