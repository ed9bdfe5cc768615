/**
 * Type checks for ODSL examples: where a variable's type is certain from the example itself, every
 * `.property` and `.method(...)` used on it must exist on that type in the variable reference
 * (data/odsl/variables/*.yaml), and every enumerated value compared or assigned must be one the
 * reference or the decisions list gives, in its case. A variable whose type is not certain is skipped:
 * a false alarm would block a correct page.
 */
import { maskOdsl } from './mask';
import { odslCommonMembers } from '../../data/odsl/language';
import { odslVariableTypes, type OdslVariableType } from '../../data/odsl/variables';
import { decidedValue } from '../../data/decisions';

export type OdslTypeRule = 'property' | 'method' | 'enum';

export interface OdslTypeIssue {
  /** 1-based line within the checked code. */
  line: number;
  rule: OdslTypeRule;
  message: string;
}

/** What the checker knows about one type. */
export interface TypeFacts {
  name: string;
  /** Lower-case property names. */
  properties: ReadonlySet<string>;
  /** Lower-case method names. */
  methods: ReadonlySet<string>;
  /** True when the type accepts properties of any name (`*` in the reference). */
  dynamic: boolean;
  /** Element type of each list property, e.g. `values` -> `TimeValue`. */
  elements: ReadonlyMap<string, string>;
  /** Allowed values of enumerated properties, by lower-case property name. */
  enums: ReadonlyMap<string, readonly string[]>;
}

/**
 * The values of a property whose meaning is nothing but a list of words: `TRACKED or BASIC`,
 * `Aggregation: beginning, end, summed`. A default after `;` is dropped. Anything else is prose.
 */
export function enumeratedValues(meaning: string): string[] | undefined {
  const list = meaning
    .replace(/^[A-Z][a-z]+:\s*/, '')
    .replace(/;\s*default\b.*$/, '')
    .trim();
  const words = list.split(/\s*,\s*|\s+or\s+/);
  if (words.length < 2 || !words.every((w) => /^[A-Za-z_]+$/.test(w))) return undefined;
  const rest = words.slice(1);
  if (rest.every((w) => w === w.toUpperCase())) return words;
  // Sentence case: the first word is capitalised only because it starts the sentence.
  if (rest.every((w) => w === w.toLowerCase())) return words.map((w) => w.toLowerCase());
  return undefined;
}

export function typeFacts(type: OdslVariableType): TypeFacts {
  const properties = new Set<string>();
  const elements = new Map<string, string>();
  const enums = new Map<string, readonly string[]>();
  let dynamic = false;
  for (const p of [...type.properties, ...odslCommonMembers.properties]) {
    if (p.name === '*') {
      dynamic = true;
      continue;
    }
    const key = p.name.toLowerCase();
    // `workflow/script`: one row of the reference for two alternative properties.
    for (const name of key.split('/')) properties.add(name);
    const element = /^List\((\w+)\)$/.exec(p.type ?? '')?.[1];
    if (element) elements.set(key, element);
    const values = /^String\b/.test(p.type ?? '') ? enumeratedValues(p.meaning) : undefined;
    if (values) enums.set(key, values);
  }
  const methods = new Set(
    [...type.methods, ...odslCommonMembers.methods]
      .map((m) => /^([A-Za-z_]\w*)/.exec(m.signature)?.[1]?.toLowerCase() ?? '')
      .filter(Boolean),
  );
  return { name: type.name, properties, methods, dynamic, elements, enums };
}

/**
 * The type a service read yields, from the reference's own examples of how each type is made: the
 * service and the shape of the id (`${data:"A:B"}` a TimeSeries, `${data:"A:B:2024-06-12"}` a Curve). A read that matches no example, or more than one type, has no certain type.
 */
export function serviceReadTypes(types: readonly OdslVariableType[]): Map<string, string> {
  const found = new Map<string, Set<string>>();
  for (const type of types) {
    for (const create of type.create ?? []) {
      const m = /^\$\{(\w+):"([^"]*)"\}$/.exec(create.trim());
      if (!m) continue;
      const key = `${m[1]}/${idShape(m[2])}`;
      found.set(key, (found.get(key) ?? new Set()).add(type.name));
    }
  }
  return new Map(
    [...found].filter(([, names]) => names.size === 1).map(([key, names]) => [key, [...names][0]]),
  );
}

/** The shape of an id: its `:` parts, each a date or a name (`ID:NAME:DATE` for a curve on a date). */
export function idShape(id: string): string {
  return id
    .split(':')
    .map((part) => (/^\d{4}-\d{2}-\d{2}/.test(part) ? 'DATE' : 'ID'))
    .join(':');
}

export interface TypeReference {
  types: ReadonlyMap<string, TypeFacts>;
  /** `service/idParts` -> type name. */
  reads: ReadonlyMap<string, string>;
  /** Lower-case constructor name -> type name. */
  constructors: ReadonlyMap<string, string>;
  /** Process execution statuses of the decisions list. */
  executionStatuses: readonly string[];
}

/**
 * A type tells the checker something through methods of its own, or through a closed set of properties. One
 * that takes properties of any name and has no methods of its own (Object) tells it nothing, since a stored value
 * may carry any property, so it counts as unknown; the members every type shares do not count either.
 */
const informative = (t: OdslVariableType): boolean =>
  t.methods.length > 0 || (t.properties.length > 0 && !t.properties.some((p) => p.name === '*'));

export function buildReference(
  types: readonly OdslVariableType[],
  executionStatuses: readonly string[],
): TypeReference {
  const known = new Map(types.filter(informative).map((t) => [t.name, typeFacts(t)] as const));
  return {
    types: known,
    reads: new Map([...serviceReadTypes(types)].filter(([, name]) => known.has(name))),
    constructors: new Map([...known.keys()].map((name) => [name.toLowerCase(), name] as const)),
    executionStatuses,
  };
}

let cached: TypeReference | undefined;

/** The reference of the site: data/odsl/variables and the `execution-status-case` decision. */
export function siteReference(): TypeReference {
  cached ??= buildReference(
    odslVariableTypes,
    (decidedValue('execution-status-case', 'statuses') as Array<{ value: string }>).map((s) => s.value),
  );
  return cached;
}

const ASSIGN = /^([A-Za-z_]\w*)\s*=(?!=)\s*(.*)$/;
const READ = /^\$_+(?:\s+for\b.*)?$/;
const CONSTRUCTOR = /^([A-Za-z_]\w*)\s*\(/;
const FOR_IN = /^for\s+([A-Za-z_]\w*)\s+in\s+([A-Za-z_]\w*)\.(\w+)\s*$/i;
const USE = /(?<![\w.$#])([A-Za-z_]\w*)\.([A-Za-z_]\w*)(\s*\()?/g;
const STRING_AT = /^\s*(==|=|!=|<>)\s*"([^"]*)"/;

/** Checks the types of one ODSL code block; returns no issues when nothing is certainly wrong. */
export function checkOdslTypes(code: string, reference: TypeReference = siteReference()): OdslTypeIssue[] {
  const masked = maskOdsl(code);
  const rawLines = code.split('\n');
  const issues: OdslTypeIssue[] = [];
  const typed = new Map<string, string>();
  /** Dynamic properties the example has set, as `variable.property` in lower case. */
  const set = new Set<string>();
  let inExecAggregate = false;

  masked.split('\n').forEach((line, index) => {
    const lineNo = index + 1;
    const raw = rawLines[index] ?? '';
    const trimmed = line.trim();
    const lead = line.length - line.trimStart().length;

    // Uses first: on `x = x.foo`, the right-hand side reads the old value.
    const assign = ASSIGN.exec(trimmed);
    const rhsStart = assign ? lead + trimmed.length - assign[2].length : 0;
    for (const m of line.matchAll(USE)) {
      const [, variable, member, call] = m;
      const typeName = typed.get(variable.toLowerCase());
      const facts = typeName ? reference.types.get(typeName) : undefined;
      if (!facts) continue;
      const key = member.toLowerCase();
      // `_version`, `_user`: system fields every stored record carries, which no type lists.
      if (key.startsWith('_') && !facts.properties.has(key)) continue;
      const after = line.slice((m.index ?? 0) + m[0].length);
      // `x.foo = 1` and `x.foo.bar = 1` set the property; `x.foo == 1` compares it.
      const setsMember = !call && (m.index ?? 0) === lead && /^\s*(?:\.\w+\s*)*=(?!=)/.test(after);
      if (call) {
        if (!facts.methods.has(key)) {
          issues.push({
            line: lineNo,
            rule: 'method',
            message: `\`${variable}.${member}()\`: ${facts.name} has no method \`${member}\` (it has ${list(facts.methods)})`,
          });
        }
        continue;
      }
      if (setsMember) {
        if (facts.dynamic) set.add(`${variable}.${member}`.toLowerCase());
        else if (!facts.properties.has(key)) {
          issues.push({
            line: lineNo,
            rule: 'property',
            message: `\`${variable}.${member}\` is set, but ${facts.name} has no property \`${member}\` (it has ${list(facts.properties)})`,
          });
        }
      } else if (
        !facts.properties.has(key) &&
        !facts.methods.has(key) &&
        !set.has(`${variable}.${member}`.toLowerCase())
      ) {
        issues.push({
          line: lineNo,
          rule: 'property',
          message: `\`${variable}.${member}\`: ${facts.name} has no property \`${member}\`${facts.dynamic ? ' and the example never sets it' : ''} (it has ${list(facts.properties)})`,
        });
      }
      const values = facts.enums.get(key);
      const compared = STRING_AT.exec(raw.slice((m.index ?? 0) + m[0].length));
      if (values && compared && !values.includes(compared[2])) {
        issues.push({
          line: lineNo,
          rule: 'enum',
          message: `\`${variable}.${member}\` ${compared[1]} "${compared[2]}": expected one of ${values.join(', ')}`,
        });
      }
    }

    // Execution statuses, in a `find ${exec}` filter or a `match` inside an aggregate over executions.
    const overExec = /\$\{exec\b/.test(raw);
    if (/^\w+\s*=\s*aggregate\b/i.test(trimmed)) inExecAggregate = overExec;
    else if (/^end\b/i.test(trimmed)) inExecAggregate = false;
    if (overExec || inExecAggregate) {
      for (const s of raw.matchAll(/\bstatus\s*(==|=|!=|<>)\s*"([^"]*)"/g)) {
        if (!reference.executionStatuses.includes(s[2])) {
          issues.push({
            line: lineNo,
            rule: 'enum',
            message: `execution status "${s[2]}": expected one of ${reference.executionStatuses.join(', ')} (decision execution-status-case)`,
          });
        }
      }
    }

    // Then the assignment, which gives the variable its type or takes it away.
    const forIn = FOR_IN.exec(trimmed);
    if (forIn) {
      const listType = typed.get(forIn[2].toLowerCase());
      const element = listType
        ? reference.types.get(listType)?.elements.get(forIn[3].toLowerCase())
        : undefined;
      if (element && reference.types.has(element)) typed.set(forIn[1].toLowerCase(), element);
      else typed.delete(forIn[1].toLowerCase());
      return;
    }
    if (!assign) return;
    const variable = assign[1].toLowerCase();
    const type = typeOf(assign[2], raw.slice(rhsStart), reference);
    for (const key of [...set]) if (key.startsWith(`${variable}.`)) set.delete(key);
    if (type) typed.set(variable, type);
    else typed.delete(variable);
  });
  return issues;
}

/** The certain type of a right-hand side, or undefined. */
function typeOf(maskedRhs: string, rawRhs: string, reference: TypeReference): string | undefined {
  const rhs = maskedRhs.trim();
  if (READ.test(rhs)) {
    const m = /^\$\{(\w+):"([^"]*)"\}/.exec(rawRhs.trim());
    return m ? reference.reads.get(`${m[1]}/${idShape(m[2])}`) : undefined;
  }
  // An event made from a curve date and a tenor also carries that contract's properties (expiry,
  // delivery start and end: see the Event() constructor), which the Event type's table does not list.
  if (/^Event\s*\([^,]*,/i.test(rhs)) return undefined;
  const ctor = CONSTRUCTOR.exec(rhs);
  // Only a bare constructor call: `TimeSeries("business")`, not `TimeSeries("business").add(...)`.
  if (ctor && closesAtEnd(rhs, ctor[0].length)) return reference.constructors.get(ctor[1].toLowerCase());
  return undefined;
}

/** True when the parenthesis opened just before `from` closes at the end of `text`. */
function closesAtEnd(text: string, from: number): boolean {
  let depth = 1;
  for (let i = from; i < text.length; i++) {
    if (text[i] === '(') depth++;
    if (text[i] === ')' && --depth === 0) return i === text.length - 1;
  }
  return false;
}

function list(names: ReadonlySet<string>): string {
  const all = [...names];
  return all.length === 0 ? 'none' : all.slice(0, 12).join(', ') + (all.length > 12 ? ', …' : '');
}
