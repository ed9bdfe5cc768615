import type { SliceLoader } from '../plugins/remark-data-slice';

/**
 * Which JSX elements get a data slice at compile time, and where it comes from
 * (see `plugins/remark-data-slice/README.md`). Loaders run in Node at build time only.
 */
export const dataSliceLoaders: Readonly<Record<string, SliceLoader>> = {};
