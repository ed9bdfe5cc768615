/**
 * The words the ODSL example checker knows, all read from the reference data
 * so that a command, stage or function added there is accepted at once.
 */
import { odslCommands } from '../../data/odsl/commands';
import { odslKeywords } from '../../data/odsl/keywords';
import { odslAccumulators, odslPipelineHelpers, odslStages } from '../../data/odsl/stages';
import {
  odslCoreTypes,
  odslDeclarationConstructors,
  odslPropertyTypes,
  odslRangeHelpers,
  odslUpdateOperators,
} from '../../data/odsl/language';
import { odslFunctions } from '../../data/odsl/functions';
import { odslVariableTypes } from '../../data/odsl/variables';

const lower = (words: Iterable<string>): Set<string> => new Set([...words].map((w) => w.toLowerCase()));

const stagesWithBlocks = odslStages.filter((s) => s.grammar?.trimEnd().endsWith(' end')).map((s) => s.name);
const workflowBlocks = odslKeywords.structures.filter((w) => w.startsWith('WF_'));

/** Multi-word statement starts, longest first so `bulk update` wins over `bulk`. */
export const phraseStarts: readonly string[] = [
  ...new Set(
    [...odslCommands.flatMap((c) => (c.keyword ? [c.keyword, ...c.aliases] : [])), ...odslKeywords.statements]
      .filter((w) => w.includes(' '))
      .map((w) => w.toLowerCase()),
  ),
].sort((a, b) => b.length - a.length);

/** Statement starts that open a block without an assignment, with the word that closes it. */
export const plainOpeners: ReadonlyMap<string, 'end' | 'next'> = new Map([
  ...odslCommands
    .filter((c) => c.keyword && c.block && !c.block.assigned && !c.block.optional)
    .map((c) => [(c.keyword as string).toLowerCase(), c.block?.closedBy ?? 'end'] as const),
  ...[...workflowBlocks, ...stagesWithBlocks].map((w) => [w.toLowerCase(), 'end'] as const),
]);

/** Words that open a block as the value of an assignment: `x = transform ...`. */
export const assignedOpeners: ReadonlySet<string> = lower(
  odslCommands
    .filter((c) => c.block && (c.block.assigned || c.category === 'structured') && !c.block.optional)
    .flatMap((c) => [c.keyword as string, ...c.aliases]),
);

/** Words that may open a block or stay on one line, e.g. `find`. */
export const optionalOpeners: ReadonlySet<string> = lower(
  odslCommands.filter((c) => c.keyword && c.block?.optional).map((c) => c.keyword as string),
);

/** Every word that may start a statement. */
export const statementWords: ReadonlySet<string> = lower([
  ...Object.values(odslKeywords).flat(),
  ...odslCommands.flatMap((c) => (c.keyword ? [c.keyword, ...c.aliases] : [])).map((w) => w.split(' ')[0]),
  ...odslStages.map((s) => s.name),
  ...odslUpdateOperators,
  // Pipeline operators of bulk update.
  'addFields',
  'project',
]);

/**
 * Words that start a statement or a block (statements, control words and structures of the keyword
 * list): an example must not use one as a variable name, or `update = 1` reads like a command.
 */
export const reservedNames: ReadonlySet<string> = lower(
  [...odslKeywords.statements, ...odslKeywords.control, ...odslKeywords.structures].filter((w) =>
    /^[a-z]\w*$/.test(w),
  ),
);

/** Language words that may be followed by `(` without being a function call, e.g. `if (`. */
export const keywordWords: ReadonlySet<string> = lower(
  Object.values(odslKeywords)
    .flat()
    .filter((w) => !w.includes(' ')),
);

/** Names callable as functions, compared case-insensitively. */
export const callableNames: ReadonlySet<string> = lower([
  ...odslFunctions.map((f) => f.name),
  ...odslVariableTypes.map((t) => t.name),
  ...odslCoreTypes.map((t) => t.name),
  ...odslAccumulators.map((a) => a.name),
  ...odslPipelineHelpers,
  ...odslRangeHelpers,
  ...odslUpdateOperators,
  ...odslPropertyTypes,
  ...odslDeclarationConstructors,
]);
