/**
 * The ODSL language glossary: every keyword and core term with a one-line
 * definition. The glossary page renders one anchored entry per term; other
 * pages link to `/docs/odsl/glossary#<id>`.
 */
import { odslCommands } from './commands';
import type { OdslGlossaryTerm, OdslLink } from './schema';

/** Heading id of a glossary term, e.g. `on error` -> `on-error`, `hour(s)` -> `hours`. */
export function glossaryId(term: string): string {
  return term
    .toLowerCase()
    .replace(/[^a-z0-9_]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

const SET = '/docs/odsl/command/set';
const LOG = '/docs/odsl/command/log';
const WORKFLOW = '/docs/odsl/command/workflow';
const TRANSFORM = '/docs/odsl/command/transform';
const TYPE = '/docs/odsl/command/type';
const ACTION = '/docs/odsl/command/action';
const FIND = '/docs/odsl/command/find';
const CONDITIONS = '/docs/odsl/command/conditions';
const STAGES = '/docs/odsl/stages';
const SERVICES = '/docs/odsl/service/services';

/** Link text for the pages glossary entries point to. */
const pageLabels: Readonly<Record<string, string>> = {
  [CONDITIONS]: 'conditions',
  [STAGES]: 'aggregation stages',
  [SERVICES]: 'active variable services',
  '/docs/odsl/variable/virtuallist': 'the VirtualList type',
  '/docs/odsl/variable/smartcurve': 'the SmartCurve type',
  '/docs/odsl/stages/group': 'the group stage',
  '/docs/odsl/stages/match': 'the match stage',
  '/docs/odsl/stages/sort': 'the sort stage',
  '/docs/odsl/stages/bucket': 'the bucket stage',
  '/docs/odsl/stages/bucketAuto': 'the bucketAuto stage',
};

/** [term, definition, page that explains it when no command of that name has one]. */
const entries: ReadonlyArray<readonly [string, string, string?]> = [
  ['abort', 'Workflow statement that ends the run straight away with a message; no retry follows.'],
  ['action', 'Structure keyword that declares a reusable step for workflows.'],
  ['and', 'Joins two conditions; the result holds only when both hold.', CONDITIONS],
  ['as', 'Linking word used by extract, link, rename, tag, transform, type and WF_EVENT.'],
  [
    'byref',
    'Parameter modifier that hands the caller variable itself to a function instead of a copy.',
    '/docs/odsl/command/function',
  ],
  ['ceiling', 'Rounding method that always rounds towards positive infinity.', SET],
  ['check', 'Extractor instruction that ticks a checkbox on a web page.'],
  [
    'clear',
    'Transformer option that empties the listed values before the next output object starts.',
    TRANSFORM,
  ],
  ['click', 'Extractor instruction that presses a button on a web page.'],
  ['create', 'Transformer option: a change in the named value starts a new output object.', TRANSFORM],
  ['crs', 'Session option choosing the coordinate reference system, earth or planar.', SET],
  ['debug', 'Lowest log level, for detail you only need while developing.', LOG],
  ['default', 'Type property clause giving the value used when none is supplied.', TYPE],
  ['delay', 'Phase option: how long to wait before retrying a failed phase.', WORKFLOW],
  ['delete', 'Command that rolls back, removes a version of, or removes a stored item.'],
  ['down', 'Rounding method that rounds towards zero.', SET],
  ['else', 'Branch of an if statement that runs when no condition matched.', '/docs/odsl/command/if'],
  [
    'elseif',
    'Extra branch of an if statement with its own condition, tested in order.',
    '/docs/odsl/command/if',
  ],
  ['end', 'Keyword that closes a block such as if, while, function, type, transform or workflow.'],
  ['exit', 'Declares the exit transitions of an action; also the default on error mode.', ACTION],
  ['extends', 'Type clause that builds a new type on top of an existing one.', TYPE],
  [
    'external',
    'Phase flag: the work of the phase happens outside the workflow, for example on site.',
    WORKFLOW,
  ],
  ['extract', 'Structure that builds an extractor, which navigates web pages to collect data.'],
  ['fail', 'Workflow statement that marks the current phase as failed so its retry settings take over.'],
  ['false', 'Boolean literal meaning no.'],
  ['fatal', 'Highest log level, for errors the script cannot recover from.', LOG],
  ['fill', 'Extractor instruction that types a value into a form field.'],
  ['find', 'Command that searches a service and returns the matching items.'],
  ['floor', 'Rounding method that always rounds towards negative infinity.', SET],
  ['function', 'Keyword that declares a user defined function.'],
  ['gateway', 'Structure keyword that declares a workflow step choosing its exit from its input.', ACTION],
  ['half_down', 'Rounding method: to the nearest neighbour, and down when exactly halfway.', SET],
  ['half_even', 'Rounding method: to the nearest neighbour, and to the even one when exactly halfway.', SET],
  ['half_up', 'Rounding method: to the nearest neighbour, and up when exactly halfway.', SET],
  ['hour(s)', 'Time unit for pause, run delays and phase delay or reschedule times.'],
  ['if', 'Statement that runs a block only when its condition holds.'],
  [
    'ignore',
    'on error mode that keeps the script running; in a transformer, skips matching elements.',
    '/docs/odsl/command/onerror',
  ],
  ['import', 'Loads the functions of a saved script; write it at the top of the script.'],
  [
    'in',
    'Loop keyword of for ... in; also declares inputs of workflows, actions and gateways.',
    '/docs/odsl/command/for',
  ],
  ['info', 'Log level for normal progress messages.', LOG],
  ['intersects', 'Geospatial operator that holds when two shapes overlap.', CONDITIONS],
  ['into', 'Names what a transformer or extractor produces.', TRANSFORM],
  ['link', 'Statement that relates two stored objects in both directions, e.g. a site and its assets.'],
  ['log', 'Command that writes a message with a level to the console and the process log.'],
  ['matches', 'Type property clause that checks values against a regular expression.', TYPE],
  ['minute(s)', 'Time unit for pause, run delays and phase delay or reschedule times.'],
  ['missing', 'Session option: skip missing values or use a number in their place.', SET],
  ['next', 'Keyword that closes a for loop.', '/docs/odsl/command/for'],
  ['object', 'Starts a block that creates an object of a declared type; also a transform target.'],
  ['of', 'Optional linking word in link statements.'],
  ['on error', 'Chooses what happens on a runtime error: exit stops, ignore continues.'],
  ['optional', 'Marks an input of a workflow, action or gateway as not required.', ACTION],
  ['or', 'Joins two conditions; the result holds when either holds.', CONDITIONS],
  ['out', 'Declares an output of a workflow, action or gateway.', ACTION],
  ['param', 'Keyword used inside an extractor definition.'],
  ['pause', 'Statement that waits for a number of seconds, minutes or hours.'],
  [
    'phase',
    'Named section of a workflow that is timed and reported separately and has its own retry settings.',
    WORKFLOW,
  ],
  ['precision', 'Session option giving the number of decimal places kept for numbers.', SET],
  ['print', 'Command that shows a value in the console.'],
  ['private', 'Selects your own items in an active variable, e.g. ${object:private/"Pump"}.', SERVICES],
  [
    'profile',
    'find option that returns the linked data of a profile, such as SPOT, instead of objects.',
    FIND,
  ],
  ['public', 'Selects shared public items in an active variable, e.g. ${calendar:public}.', SERVICES],
  ['rename', 'Command that changes the id of a stored item.'],
  ['reschedule', 'Phase option that runs the workflow again after a given time.', WORKFLOW],
  ['retries', 'Phase option giving how many times a failed phase is tried again.', WORKFLOW],
  ['return', 'Ends the script with a value; in an action it names the exit to take.'],
  ['rounding', 'Session option choosing the rounding method.', SET],
  ['rows', 'Transformer target that produces Row values, like lines of a CSV file.', TRANSFORM],
  ['save', 'Command that stores a variable in a platform service.'],
  ['second(s)', 'Time unit for pause, run delays and phase delay or reschedule times.'],
  ['select', 'Keyword used inside an extractor definition.'],
  ['send', 'Command that puts a batch on a message queue.'],
  ['set', 'Command that changes a session option such as precision or rounding.'],
  ['step', 'Amount a for loop adds to its variable on each pass; 1 unless given.', '/docs/odsl/command/for'],
  ['tag', 'Command that names one version of a stored item.'],
  ['then', 'Phase keyword that introduces the reschedule clause.', WORKFLOW],
  ['throw', 'Command that raises your own error for the caller to see.'],
  ['to', 'Used in for ranges, in link time limits and to name the queue of send.'],
  ['transform', 'Structure that builds a transformer mapping input data to output objects.'],
  ['true', 'Boolean literal meaning yes.'],
  ['type', 'Structure that declares a custom data type.'],
  ['uncheck', 'Extractor instruction that clears a checkbox.'],
  ['unique', 'Transformer option giving the expression that builds each output id.', TRANSFORM],
  ['up', 'Rounding method that rounds away from zero.', SET],
  ['use', 'Command that switches the running script to another environment.'],
  ['versioned', 'Type modifier: objects of the type keep their version history.', TYPE],
  ['warn', 'Log level for problems that do not stop the script.', LOG],
  ['where', 'Clause of find and the bulk commands that filters by conditions.', FIND],
  ['while', 'Loop that repeats its block while a condition holds.'],
  ['with', 'Joining word in extract and transform, as in create with.', TRANSFORM],
  ['within', 'Geospatial operator that holds when a point or shape lies inside another shape.', CONDITIONS],
  ['workflow', 'Structure keyword that declares a workflow.'],
  ['WF_ACTION', 'Workflow block that sets the inputs of an action, runs it and routes its exits.', WORKFLOW],
  ['WF_EVENT', 'Workflow block that ends the run and reports an exit to the caller.', WORKFLOW],
  ['WF_GATEWAY', 'Workflow block that runs a gateway and follows the exit it picks.', WORKFLOW],
  ['WF_START', 'Workflow block marking the single entry point; it holds the first transition.', WORKFLOW],
  ['WF_WORKFLOW', 'Workflow block that runs another workflow as a step.', WORKFLOW],
  [
    'active variable',
    'A ${service:id} reference that reads or targets an item held by a platform service.',
    SERVICES,
  ],
  ['activevar', 'Placeholder in grammar lines for an active variable that names one item.', SERVICES],
  [
    'avservice',
    'Placeholder in grammar lines for an active variable that names a whole service, e.g. ${object}.',
    SERVICES,
  ],
  ['declaredType', 'Placeholder in grammar lines for the id of a public or private type.', TYPE],
  ['UDF', 'User defined function, declared with the function keyword.', '/docs/odsl/command/function'],
  ['virtual list', 'List returned by find that holds the matching items.', '/docs/odsl/variable/virtuallist'],
  ['pipeline item', 'One stage line inside an aggregate block, such as match, group or sort.', STAGES],
  ['accumulator', 'Operator that summarises a group, such as sum, avg or push.', '/docs/odsl/stages/group'],
  [
    'group key',
    'The _id expression of a group stage, which decides which documents combine.',
    '/docs/odsl/stages/group',
  ],
  ['transition', 'Named route from an exit of a step to the next element of a workflow.', WORKFLOW],
  ['bulk delete', 'Removes many records of a service in one statement, optionally filtered.'],
  ['bulk restore', 'Undoes a bulk delete on the event or object service.'],
  ['bulk update', 'Changes many object documents with update or pipeline operators.'],
  ['upsert', 'bulk update option that inserts a document when nothing matches.', '/docs/odsl/command/update'],
  [
    'replace',
    'save option that overwrites a stored object instead of merging into it.',
    '/docs/odsl/command/save',
  ],
  ['api-key', 'Command that creates or revokes personal keys for applications.'],
  [
    '-noevent',
    'send flag that stops new data from starting processes and exports.',
    '/docs/odsl/command/send',
  ],
  [
    'auto_follow_references',
    'Session option: true fetches referenced data, false returns the link details.',
    SET,
  ],
  ['while_limit', 'Session option raising or lowering the cap on while loop passes (1000 by default).', SET],
  ['autoscale', 'Session option that turns automatic time series scaling on or off; on by default.', SET],
  ['observed', 'Session option: how values combine when a time series moves to a lower frequency.', SET],
  ['distribution', 'Session option: how values spread when a time series moves to a higher frequency.', SET],
  ['credentials', 'Session option that keeps your login for an external system in a secure vault.', SET],
  [
    'granularity',
    'bucketAuto option choosing a preferred-number series for the bucket edges.',
    '/docs/odsl/stages/bucketAuto',
  ],
  [
    'error',
    'Scalar variable that receives the error message while on error ignore is active.',
    '/docs/odsl/command/onerror',
  ],
  ['BASE', 'Name of the base curve inside smart curve expressions.', '/docs/odsl/variable/smartcurve'],
  [
    'aggregate',
    'Structure keyword that runs a pipeline of stages to group and summarise the documents of a service.',
  ],
  [
    'asc',
    'Sort direction that puts the smallest value first, in a sort stage or an aggregate sort line.',
    '/docs/odsl/stages/sort',
  ],
  [
    'desc',
    'Sort direction that puts the largest value first, in a sort stage or an aggregate sort line.',
    '/docs/odsl/stages/sort',
  ],
  ['boundaries', 'bucket option listing the sorted edges of the buckets.', '/docs/odsl/stages/bucket'],
  ['buckets', 'bucketAuto option giving the number of buckets to aim for.', '/docs/odsl/stages/bucketAuto'],
  [
    'output',
    'bucket and bucketAuto option listing the summary fields computed for each bucket.',
    '/docs/odsl/stages/bucket',
  ],
  [
    'bulk',
    'Statement keyword that starts bulk delete, bulk restore and bulk update.',
    '/docs/odsl/command/delete#bulk-delete',
  ],
  [
    'restore',
    'Second word of bulk restore, which brings back records an earlier bulk delete removed.',
    '/docs/odsl/command/delete#bulk-restore',
  ],
  [
    'update',
    'Second word of bulk update, which changes many stored objects at once.',
    '/docs/odsl/command/update',
  ],
  [
    'start',
    'api-key create option: the date or date-time from which the key is valid; without it, from now.',
    '/docs/odsl/command/statements#api-key',
  ],
  [
    'expires',
    'api-key create option: the date or date-time after which the key stops working; without it, never.',
    '/docs/odsl/command/statements#api-key',
  ],
  [
    'for',
    'Starts a loop closed by next; also introduces the date range of find and data reads, and the date of trigger.',
  ],
  [
    'from',
    'find keyword placed before the service or item to search; as from(DATE), a range from a date onward.',
    FIND,
  ],
  ['top', 'find option that returns only the first N matches.', FIND],
  [
    'group',
    'Aggregation stage that combines documents by a key and computes summary fields.',
    '/docs/odsl/stages/group',
  ],
  [
    'match',
    'Aggregation stage that keeps only the documents for which a condition holds.',
    '/docs/odsl/stages/match',
  ],
  [
    'sort',
    'Aggregation stage that orders documents by one or more fields, asc or desc.',
    '/docs/odsl/stages/sort',
  ],
  ['like', 'Condition operator that matches text against a pattern, such as part of a name.', CONDITIONS],
  [
    'not',
    'Negates a variable in a condition: not VAR holds when the variable is false or absent.',
    CONDITIONS,
  ],
  ['null', 'Literal for no value, as in field != null in a match stage.', CONDITIONS],
  ['logout', 'Command that signs the current user out from inside a script.'],
  [
    'publish',
    'Command that moves an extension between the public and your private repository, or sends data to another tenant.',
  ],
  ['run', 'Command that starts a manual run of a process, now or after a delay.'],
  ['trigger', 'Command that fires a subscription by hand for a given date.'],
  ['constraint', 'Type body line that declares a data-quality check or a unique index over fields.', TYPE],
  [
    'mark',
    'constraint option that flags an object with a status and message instead of rejecting the update.',
    TYPE,
  ],
  ['size', 'send option giving the number of items in each message.', '/docs/odsl/command/send'],
];

function commandLink(term: string): OdslLink | null {
  const command = odslCommands.find((c) => c.hasPage && (c.name === term || c.keyword === term));
  return command ? { label: `the ${command.name} command`, to: command.href } : null;
}

/** A page link labelled by its known title, or by the command it documents. */
function pageLink(to: string): OdslLink {
  const command = odslCommands.find((c) => c.href === to);
  return { label: pageLabels[to] ?? (command ? `the ${command.name} command` : to), to };
}

export const odslGlossary: readonly OdslGlossaryTerm[] = entries.map(([term, definition, page]) => ({
  term,
  id: glossaryId(term),
  definition,
  see: commandLink(term) ?? (page ? pageLink(page) : null),
}));

/** Section a glossary term sorts under: its lower-case first letter, or `#` for symbols. */
export function glossaryInitial(term: string): string {
  const first = term.charAt(0).toLowerCase();
  return /[a-z]/.test(first) ? first : '#';
}

/** The terms under one initial, sorted as the glossary page lists them. */
export function glossaryTermsUnder(initial: string): OdslGlossaryTerm[] {
  return odslGlossary
    .filter((t) => glossaryInitial(t.term) === initial)
    .sort((a, b) => a.term.localeCompare(b.term, 'en', { sensitivity: 'base' }));
}
