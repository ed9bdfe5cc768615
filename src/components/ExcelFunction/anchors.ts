/** Where the Excel function reference lives; every function and option has an anchor there. */
export const EXCEL_FUNCTIONS_PAGE = '/docs/user/excel/functions';

/** Heading id of a function on the reference page: `ODSL.REFID` → `odsl-refid`. */
export function functionAnchor(name: string): string {
  return name.toLowerCase().replace(/\./g, '-');
}

/** Row id of an option in the option tables: (`display`, `$timezone`) → `option-display-timezone`. */
export function optionAnchor(kind: 'display' | 'creation', name: string): string {
  return `option-${kind}-${name.replace(/^\$/, '').toLowerCase()}`;
}
