/**
 * One column of a reference table over rows of type `Row`: which field it shows and its heading. The
 * knowledge-base and API data modules describe their tables with these; `ReferenceTable` renders them.
 */
export interface ReferenceColumn<Row extends object> {
  /** Property of the row shown in this column. */
  key: Extract<keyof Row, string>;
  /** Column heading. */
  header: string;
  /** Render the value as inline code (identifiers, codes, patterns). */
  code?: boolean;
}
