/**
 * Resolves the text of an inline code span to the page that documents it:
 * a command, a built-in function (`name()`), an aggregation stage or a
 * variable type. Commands win over stages, stages over types.
 */
import { odslCommands } from '../../data/odsl/commands';
import { odslStages } from '../../data/odsl/stages';
import { findFunction, functionHref } from '../../data/odsl/functions';
import { odslVariableTypes } from '../../data/odsl/variables';

const byName = new Map<string, string>();
const typeNames = new Set(odslVariableTypes.map((type) => type.name));

// Insert lowest priority first so higher priorities overwrite.
for (const type of odslVariableTypes) byName.set(type.name, type.slug);
for (const stage of odslStages) byName.set(stage.name, stage.href);
for (const command of odslCommands) {
  if (command.keyword === null) continue;
  for (const name of [command.name, ...command.aliases]) byName.set(name, command.href);
}

const CALL = /^([A-Za-z_]\w*)\(\)$/;

/** Site path (with anchor) documenting the code span, or undefined when it names nothing known. */
export function odslLinkTarget(code: string): string | undefined {
  const text = code.trim();
  const call = CALL.exec(text);
  if (call) {
    const fn = findFunction(call[1]);
    // A function known by name only has no section to link to.
    return fn?.documented ? functionHref(fn) : undefined;
  }
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
