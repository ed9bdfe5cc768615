/**
 * Resolves the text of an inline code span to the page that documents it:
 * a command, a built-in function (`name()`), an aggregation stage or a
 * variable type. Commands win over stages, stages over types.
 *
 * Only what is certain links. Many command and stage names are also ordinary words that ODSL and the
 * platform use for other things: `log` is a clause of `save` and a numeric function, `group` an HTML
 * attribute and a type property, `update` a subscription action, `set` an update operator, `for` the range
 * keyword of `find`. Such a word links only when the sentence says what it is ("the `log` command",
 * "a `for` loop", "the `group` stage").
 */
import { odslCommands } from '../../data/odsl/commands';
import { odslStages } from '../../data/odsl/stages';
import { findFunction, functionHref, odslFunctions } from '../../data/odsl/functions';
import { odslVariableTypes } from '../../data/odsl/variables';
import { htmlComponents } from '../../data/public/components';

const byName = new Map<string, string>();
const commandByName = new Map<string, string>();
const stageByName = new Map<string, string>();
const typeNames = new Set(odslVariableTypes.map((type) => type.name));

// Insert lowest priority first so higher priorities overwrite.
for (const type of odslVariableTypes) byName.set(type.name, type.slug);
for (const stage of odslStages) {
  byName.set(stage.name, stage.href);
  stageByName.set(stage.name, stage.href);
}
for (const command of odslCommands) {
  if (command.keyword === null) continue;
  for (const name of [command.name, ...command.aliases]) {
    byName.set(name, command.href);
    commandByName.set(name, command.href);
  }
}

/** First word of a clause, operator or signature: `log "REASON"` -> `log`, `set(F=V, ...)` -> `set`. */
const leadingWord = (text: string): string => /^[A-Za-z_]+/.exec(text)?.[0] ?? '';

/** Actions that subscriptions and groups react to, written as plain words in prose and in code. */
const DATA_ACTIONS = ['all', 'create', 'update', 'delete'];

/**
 * Words that mean something besides a command or stage: function names, clause and operator words of
 * commands and stages, properties and methods of variable types, attributes of the HTML components.
 */
export const WORDS_WITH_OTHER_MEANINGS: ReadonlySet<string> = new Set(
  [
    ...odslFunctions.map((fn) => fn.name),
    ...odslCommands.flatMap((command) => command.clauses.map((clause) => leadingWord(clause.name))),
    ...odslStages.flatMap((stage) => stage.parameters.map((param) => leadingWord(param.name))),
    ...odslVariableTypes.flatMap((type) => [
      ...type.properties.map((property) => property.name),
      ...type.methods.map((method) => leadingWord(method.signature)),
    ]),
    ...htmlComponents.flatMap((component) => component.attributes.map((attribute) => attribute.name)),
    ...DATA_ACTIONS,
  ].filter((word) => /^[a-z]+$/.test(word)),
);

/** What the words right after a code span say it is. */
export type KindHint = 'command' | 'stage' | undefined;

const KIND_WORDS: [RegExp, Exclude<KindHint, undefined>][] = [
  [/^\s*(?:commands?|statements?|loops?|blocks?)\b/i, 'command'],
  [/^\s*stages?\b/i, 'stage'],
];

/** The kind named by the text that follows a code span, e.g. " command returns" -> `command`. */
export function kindHint(followingText: string | undefined): KindHint {
  if (!followingText) return undefined;
  return KIND_WORDS.find(([pattern]) => pattern.test(followingText))?.[1];
}

const CALL = /^([A-Za-z_]\w*)\(\)$/;

/**
 * Site path (with anchor) documenting the code span, or undefined when it names nothing known or
 * could mean something else. `hint` is what the following words say the span is.
 */
export function odslLinkTarget(code: string, hint?: KindHint): string | undefined {
  const text = code.trim();
  const call = CALL.exec(text);
  if (call) {
    const fn = findFunction(call[1]);
    // A function known by name only has no section to link to.
    return fn?.documented ? functionHref(fn) : undefined;
  }
  if (hint === 'command') return commandByName.get(text);
  if (hint === 'stage') return stageByName.get(text);
  if (WORDS_WITH_OTHER_MEANINGS.has(text)) return undefined;
  return byName.get(text);
}

/**
 * As `odslLinkTarget`, for a table cell: tables list field and option names such as `type`, `sort` or
 * `limit` that share their spelling with commands and stages, so only calls and type names link there.
 */
export function odslTableLinkTarget(code: string): string | undefined {
  const text = code.trim();
  return CALL.test(text) || typeNames.has(text) ? odslLinkTarget(text) : undefined;
}
