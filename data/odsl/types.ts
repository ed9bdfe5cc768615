/**
 * Shared shapes of the ODSL core reference data (commands, stages, glossary,
 * language facts). Every entry of a list has the same complete shape so the
 * reference tables render the same columns for all of them.
 */

/** A titled link to another documentation page. */
export interface OdslLink {
  label: string;
  /** Absolute site path, e.g. /docs/odsl/command/find. */
  to: string;
}

/** One clause, option or placeholder of a command or stage, as shown in its table. */
export interface OdslClause {
  /** How the clause is written, e.g. `top N` or `log "REASON"`. */
  name: string;
  /** What it does, in one sentence. */
  meaning: string;
  /** True when the clause may be left out. */
  optional: boolean;
}

/** Where a command is grouped in the command reference. */
export type OdslCommandCategory =
  'statement' | 'control' | 'data-management' | 'structured' | 'workflow' | 'modelling';

/** How a statement that starts with the command is closed. */
export interface OdslBlockRule {
  /** Keyword that closes the block. */
  closedBy: 'end' | 'next';
  /**
   * True when the block opens only as the right-hand side of an assignment,
   * e.g. `tx = transform feed into rows as r`.
   */
  assigned: boolean;
  /** True when the block form is optional (a single-line form exists too). */
  optional: boolean;
}

export interface OdslCommand {
  /** Command name as the reference knows it, e.g. `on error`, `bulk update`. */
  name: string;
  /**
   * Words that start the statement (after `VAR =` for assigned blocks),
   * e.g. `bulk delete`. Null only for assignment, which has no keyword.
   */
  keyword: string | null;
  /** Other spellings or keywords that start the same statement, e.g. `gateway`. */
  aliases: readonly string[];
  /** Id of the command's section on index pages. */
  anchor: string;
  /** Where the command is documented: its own page, or a section of a shared page. */
  href: string;
  /** True when `href` is a page of its own under /docs/odsl/command. */
  hasPage: boolean;
  category: OdslCommandCategory;
  /** One sentence: what the command does. */
  purpose: string;
  /** Grammar lines, in the notation of the command pages. */
  grammar: readonly string[];
  clauses: readonly OdslClause[];
  /** Null for single-line statements. */
  block: OdslBlockRule | null;
  /** Names of related commands (entries of this list). */
  related: readonly string[];
  /** Related pages that are not commands. */
  seeAlso: readonly OdslLink[];
  /** The facts behind this entry are partly unclear; the page says less. */
  unsure: boolean;
}

/** Whether a stage has a documented ODSL syntax or only its general behaviour. */
export type OdslStageStatus = 'documented' | 'behaviour-only';

export interface OdslStage {
  /** Stage keyword as written inside an `aggregate` block. */
  name: string;
  /** Page route; replaceWith shares the replaceRoot page. */
  href: string;
  /** True when `href` is the stage's own page. */
  hasPage: boolean;
  status: OdslStageStatus;
  /** One sentence: what the stage does to the documents passing through. */
  purpose: string;
  /** ODSL syntax, or null when the platform does not document one. */
  grammar: string | null;
  parameters: readonly OdslClause[];
  /** Reference page of the equivalent database stage. */
  mongodbRef: string;
  /** Rules and edge cases worth a bullet each. */
  rules: readonly string[];
}

/** A group accumulator usable in `group`, `bucket` and `bucketAuto` outputs. */
export interface OdslAccumulator {
  name: string;
  meaning: string;
}

export interface OdslGlossaryTerm {
  term: string;
  /** Heading id on the glossary page. */
  id: string;
  definition: string;
  /** Page that explains the term in full, when one exists. */
  see: OdslLink | null;
}
