/**
 * Schemas of the ODSL reference data: commands, stages, glossary, language tables, built-in
 * functions, variable types, active variable services and calendars. Each TypeScript type below is
 * inferred from its schema, so the shape is written once; the unit tests parse every list with these
 * schemas and the YAML loaders parse their files with them at build time.
 */
import * as z from 'zod';
import { docsPath, nonBlank } from '../schema';

/** A titled link to another documentation page. */
export const OdslLinkSchema = z.strictObject({
  label: nonBlank,
  /** Absolute site path, e.g. /docs/odsl/command/find. */
  to: docsPath,
});
export type OdslLink = z.output<typeof OdslLinkSchema>;

/** One clause, option or placeholder of a command or stage, as shown in its table. */
export const OdslClauseSchema = z.strictObject({
  /** How the clause is written, e.g. `top N` or `log "REASON"`. */
  name: nonBlank,
  /** What it does, in one sentence. */
  meaning: nonBlank,
  /** True when the clause may be left out. */
  optional: z.boolean(),
});
export type OdslClause = z.output<typeof OdslClauseSchema>;

// ── Commands ────────────────────────────────────────────────────────────────────────────────────

/** Where a command is grouped in the command reference. */
export const odslCommandCategories = [
  'statement',
  'control',
  'data-management',
  'structured',
  'workflow',
  'modelling',
] as const;
export type OdslCommandCategory = (typeof odslCommandCategories)[number];

/** How a statement that starts with the command is closed. */
export const OdslBlockRuleSchema = z.strictObject({
  /** Keyword that closes the block. */
  closedBy: z.enum(['end', 'next']),
  /** True when the block opens only as the right-hand side of an assignment: `tx = transform ...`. */
  assigned: z.boolean(),
  /** True when the block form is optional (a single-line form exists too). */
  optional: z.boolean(),
});
export type OdslBlockRule = z.output<typeof OdslBlockRuleSchema>;

export const OdslCommandSchema = z.strictObject({
  /** Command name as the reference knows it, e.g. `on error`, `bulk update`. */
  name: nonBlank,
  /** Words that start the statement (after `VAR =` for assigned blocks); null only for assignment. */
  keyword: nonBlank.nullable(),
  /** Other spellings or keywords that start the same statement, e.g. `gateway`. */
  aliases: z.array(nonBlank),
  /** Id of the command's section on index pages. */
  anchor: nonBlank,
  /** Where the command is documented: its own page, or a section of a shared page. */
  href: docsPath,
  /** True when `href` is a page of its own under /docs/odsl/command. */
  hasPage: z.boolean(),
  category: z.enum(odslCommandCategories),
  /** One sentence: what the command does. */
  purpose: nonBlank,
  /** Grammar lines, in the notation of the command pages; the pages' Syntax blocks show them. */
  grammar: z.array(nonBlank),
  clauses: z.array(OdslClauseSchema),
  /** Null for single-line statements. */
  block: OdslBlockRuleSchema.nullable(),
  /** Names of related commands (entries of this list). */
  related: z.array(nonBlank),
  /** Related pages that are not commands. */
  seeAlso: z.array(OdslLinkSchema),
});
export type OdslCommand = z.output<typeof OdslCommandSchema>;

// ── Aggregation stages ──────────────────────────────────────────────────────────────────────────

export const OdslStageSchema = z.strictObject({
  /** Stage keyword as written inside an `aggregate` block. */
  name: nonBlank,
  /** Page route; replaceWith shares the replaceRoot page. */
  href: docsPath,
  /** True when `href` is the stage's own page. */
  hasPage: z.boolean(),
  /** Whether the stage has a documented ODSL syntax or only its general behaviour. */
  status: z.enum(['documented', 'behaviour-only']),
  /** One sentence: what the stage does to the documents passing through. */
  purpose: nonBlank,
  /** ODSL syntax, or null when the platform gives none. */
  grammar: nonBlank.nullable(),
  parameters: z.array(OdslClauseSchema),
  /** Reference page of the equivalent database stage. */
  mongodbRef: z.url(),
  /** Rules and edge cases worth a bullet each. */
  rules: z.array(nonBlank),
  /**
   * True where the platform facts mark the stage `unsure` (its behaviour or syntax rests on the database
   * stage, not on the platform): its page then renders a hedge and the prose may not state that behaviour as certain.
   */
  unsure: z.boolean(),
});
export type OdslStage = z.output<typeof OdslStageSchema>;

/** A group accumulator usable in `group`, `bucket` and `bucketAuto` outputs. */
export const OdslAccumulatorSchema = z.strictObject({ name: nonBlank, meaning: nonBlank });
export type OdslAccumulator = z.output<typeof OdslAccumulatorSchema>;

// ── Glossary and language tables ────────────────────────────────────────────────────────────────

export const OdslGlossaryTermSchema = z.strictObject({
  term: nonBlank,
  /** Heading id on the glossary page. */
  id: z.string().regex(/^[a-z0-9_-]+$/),
  definition: nonBlank,
  /** Page that explains the term in full, when one exists. */
  see: OdslLinkSchema.nullable(),
});
export type OdslGlossaryTerm = z.output<typeof OdslGlossaryTermSchema>;

/** A built-in variable type as listed on the types overview. */
export const OdslCoreTypeSchema = z.strictObject({
  name: nonBlank,
  /** What a value of the type holds, in one sentence. */
  summary: nonBlank,
  /** Constructor calls; empty when the type is only produced by the platform. */
  constructors: z.array(nonBlank),
  /** Active variable service that stores values of the type, or null. */
  service: nonBlank.nullable(),
  /** Page of the type in the variable reference, or null when it has none. */
  href: docsPath.nullable(),
});
export type OdslCoreType = z.output<typeof OdslCoreTypeSchema>;

/** An operator with its meaning, as used in expressions and conditions. */
export const OdslOperatorSchema = z.strictObject({
  symbol: nonBlank,
  kind: z.enum(['arithmetic', 'comparison', 'logical', 'special']),
  meaning: nonBlank,
});
export type OdslOperator = z.output<typeof OdslOperatorSchema>;

/** One syntactic form of an expression. */
export const OdslExpressionFormSchema = z.strictObject({ form: nonBlank, meaning: nonBlank });
export type OdslExpressionForm = z.output<typeof OdslExpressionFormSchema>;

// ── Built-in functions (YAML, one file per category under data/odsl/functions/) ──────────────────

/** Category keys in page order; each has a page under /docs/odsl/function/ and a YAML file. */
export const odslFunctionCategoryKeys = [
  'constructor',
  'strings',
  'numeric',
  'dates',
  'timeseries',
  'curve',
  'matrix',
  'statistics',
  'options',
  'metrics',
  'loader',
  'general',
  'testing',
] as const;
export type OdslFunctionCategoryKey = (typeof odslFunctionCategoryKeys)[number];

export const OdslFunctionParamSchema = z.strictObject({
  name: nonBlank,
  type: nonBlank,
  /** False when at least one overload leaves the parameter out. */
  required: z.boolean(),
  meaning: nonBlank,
});
export type OdslFunctionParam = z.output<typeof OdslFunctionParamSchema>;

/**
 * Documented functions shown without an example, because a runnable call cannot be written from what is
 * known: `trim()` takes no parameter (so how it receives its string is unclear), and the pattern syntax
 * of `formatString` is not given.
 */
export const FUNCTIONS_WITHOUT_EXAMPLE: ReadonlySet<string> = new Set(['trim', 'formatString']);

/** One function as a writer enters it in its category file; empty lists and defaults may be left out. */
export const OdslFunctionEntrySchema = z
  .strictObject({
    name: nonBlank,
    /**
     * False for functions the platform lists by name only (no parameters, return type or description):
     * they get no section, only their name in the category's summary table.
     */
    documented: z.boolean().default(true),
    /** One entry per distinct overload, without the return type. */
    signatures: z.array(nonBlank).min(1),
    /** Union of the parameters of every overload. */
    params: z.array(OdslFunctionParamSchema).default([]),
    /** Return type; left out when `documented` is false. */
    returns: z.string().default(''),
    /** Left out when `documented` is false. */
    description: z.string().default(''),
    /** ODSL source; left out when `documented` is false or the call form is too uncertain to show. */
    example: z.string().default(''),
    /** Caveats shown under the description. */
    notes: z.array(nonBlank).default([]),
  })
  .superRefine((fn, ctx) => {
    const issue = (path: string, message: string): void => {
      ctx.addIssue({ code: 'custom', path: [path], message });
    };
    if (fn.signatures.some((signature) => !signature.startsWith(`${fn.name}(`))) {
      issue('signatures', 'must start with the function name');
    }
    if (fn.documented) {
      if (fn.returns.trim() === '') issue('returns', 'a documented function needs a return type');
      if (fn.description.trim() === '') issue('description', 'a documented function needs a description');
      if (fn.example.trim() === '' && !FUNCTIONS_WITHOUT_EXAMPLE.has(fn.name)) {
        issue('example', 'a documented function needs an example');
      }
    } else {
      // Only the name is known: anything more would be a guess.
      for (const key of ['returns', 'description', 'example'] as const) {
        if (fn[key].trim() !== '') issue(key, 'a function known by name only has no details');
      }
    }
  });

/** A category file: the page it feeds and its functions, in page order. */
export const OdslFunctionFileSchema = z.strictObject({
  /** Page title, also used as the sidebar label. */
  title: nonBlank,
  /** Last path segment of the category page. */
  slug: z.string().regex(/^functions-[a-z]+$/),
  functions: z.array(OdslFunctionEntrySchema).min(1),
});

export interface OdslFunctionCategory {
  key: OdslFunctionCategoryKey;
  title: string;
  slug: string;
}

/** A function as the site uses it: the entry plus the category its file stands for. */
export type OdslFunction = z.output<typeof OdslFunctionEntrySchema> & { category: OdslFunctionCategoryKey };

// ── Variable types ──────────────────────────────────────────────────────────────────────────────

/** The overview page groups types by what they hold. */
export const odslVariableGroups = [
  'basic',
  'list',
  'timeseries',
  'curve',
  'tabular',
  'workflow',
  'process',
  'security',
] as const;
export type OdslVariableGroup = (typeof odslVariableGroups)[number];

export const OdslVariablePropertySchema = z.strictObject({
  /** `*` stands for any dynamic property you add yourself. */
  name: nonBlank,
  /** Type of the value, or null where the platform gives none. */
  type: nonBlank.nullable(),
  /** true = read only, false = you can set it (examples set it), null = unknown either way. */
  readOnly: z.boolean().nullable(),
  meaning: nonBlank,
});
export type OdslVariableProperty = z.output<typeof OdslVariablePropertySchema>;

export const OdslVariableMethodSchema = z.strictObject({
  signature: nonBlank,
  returns: nonBlank,
  meaning: nonBlank,
});
export type OdslVariableMethod = z.output<typeof OdslVariableMethodSchema>;

export const OdslVariableRelatedSchema = z.strictObject({ label: nonBlank, href: docsPath });
export type OdslVariableRelated = z.output<typeof OdslVariableRelatedSchema>;

/** One type as a writer enters it in its group file; empty lists may be left out. */
export const OdslVariableTypeEntrySchema = z.strictObject({
  name: nonBlank,
  /** Site route of the type's page, e.g. /docs/odsl/variable/curve. */
  slug: z.string().regex(/^\/docs\/odsl\/variable\/[A-Za-z]+$/),
  /** One or two sentences: what the type holds and when you use it. */
  purpose: nonBlank,
  /** ODSL expressions or statements that produce a value of this type. */
  create: z.array(nonBlank).default([]),
  properties: z.array(OdslVariablePropertySchema).default([]),
  methods: z.array(OdslVariableMethodSchema).default([]),
  related: z.array(OdslVariableRelatedSchema).min(1),
});

/** A group file (`data/odsl/variables/<group>.yaml`): its types in overview order. */
export const OdslVariableFileSchema = z.strictObject({
  types: z.array(OdslVariableTypeEntrySchema).min(1),
});

/** A variable type as the site uses it: the entry plus the group its file stands for. */
export type OdslVariableType = z.output<typeof OdslVariableTypeEntrySchema> & { group: OdslVariableGroup };

// ── Active variable services ────────────────────────────────────────────────────────────────────

/** The three families the services are introduced in. */
export const odslServiceGroupIds = [
  'external-data-collection',
  'remote-services',
  'variable-services',
] as const;
export type OdslServiceGroup = (typeof odslServiceGroupIds)[number];

export const OdslServiceGroupInfoSchema = z.strictObject({
  id: z.enum(odslServiceGroupIds),
  label: nonBlank,
  description: nonBlank,
});
export type OdslServiceGroupInfo = z.output<typeof OdslServiceGroupInfoSchema>;

export const OdslServiceOperationSchema = z.strictObject({
  /** Short verb naming the operation, e.g. `save`. */
  name: nonBlank,
  /** ODSL pattern; upper-case words are placeholders. */
  syntax: nonBlank,
  description: nonBlank,
});
export type OdslServiceOperation = z.output<typeof OdslServiceOperationSchema>;

export const OdslServiceOptionSchema = z.strictObject({
  name: nonBlank,
  /** Default value, or an empty string when there is none. */
  defaultValue: z.string(),
  values: nonBlank,
  description: nonBlank,
});
export type OdslServiceOption = z.output<typeof OdslServiceOptionSchema>;

export const httpMethods = ['GET', 'POST', 'PUT', 'DELETE'] as const;
export type HttpMethod = (typeof httpMethods)[number];

export const OdslServiceRestCallSchema = z.strictObject({
  method: z.enum(httpMethods),
  /** Path below the REST base URL, starting with `/`. */
  path: z.string().startsWith('/'),
  description: nonBlank,
});
export type OdslServiceRestCall = z.output<typeof OdslServiceRestCallSchema>;

export const OdslServiceSchema = z
  .strictObject({
    /** Name used inside the active variable, e.g. `object` in `${object:"ID"}`. */
    name: nonBlank,
    title: nonBlank,
    /** Site path of the reference page. */
    slug: docsPath,
    group: z.enum(odslServiceGroupIds),
    summary: nonBlank,
    /** Active variable form; upper-case words are placeholders. */
    reference: nonBlank,
    /** What reading the service gives you. */
    returns: nonBlank,
    /** True when every save creates a new version automatically; the page says nothing of versioning otherwise. */
    versioned: z.boolean(),
    /** How much is known about a service; `brief` pages say less on purpose. */
    detail: z.enum(['full', 'brief']),
    operations: z.array(OdslServiceOperationSchema).min(1),
    options: z.array(OdslServiceOptionSchema),
    rest: z.array(OdslServiceRestCallSchema),
    /** Site paths of related pages. */
    related: z.array(docsPath),
  })
  .superRefine((service, ctx) => {
    if (service.slug !== `/docs/odsl/service/${service.name}`) {
      ctx.addIssue({ code: 'custom', path: ['slug'], message: `must be /docs/odsl/service/${service.name}` });
    }
    if (!service.reference.startsWith(`\${${service.name}`)) {
      ctx.addIssue({ code: 'custom', path: ['reference'], message: `must start with \${${service.name}` });
    }
  });
export type OdslService = z.output<typeof OdslServiceSchema>;

// ── Calendars ──────────────────────────────────────────────────────────────────────────────────

export const OdslCalendarKindSchema = z.strictObject({
  name: nonBlank,
  /** Site path of the page describing the kind, or an empty string when it has none. */
  slug: z.union([docsPath, z.literal('')]),
  /** How you make one in ODSL. */
  constructors: z.array(nonBlank).min(1),
  summary: nonBlank,
});
export type OdslCalendarKind = z.output<typeof OdslCalendarKindSchema>;
