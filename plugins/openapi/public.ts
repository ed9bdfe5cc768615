/**
 * What the site's components may import from this plugin: the view types of the data slices the REST
 * reference components receive (filled at compile time by `slices.ts`). Everything else is internal.
 */
export type * from './types';
