/**
 * SDK calls in examples: a method called on a Python, Java or MATLAB SDK client or builder must be one the
 * SDK records (data/sdk/*.yaml) hold, and a Python keyword argument must be one of its parameters. Only
 * variables that certainly hold an SDK object are checked (`odsl = sdk.ODSL()`, `ODSL odsl = new ODSL()`,
 * `c = types.Curve(...)`, `RTD rtd = odsl.RTD()`); language built-ins and other libraries are out of scope.
 */
import type { SdkLanguage, SdkReference } from '../../data/sdk/schema';

export interface SdkClass {
  name: string;
  /** Method name -> parameter names (union over its overloads). */
  methods: Map<string, Set<string>>;
  /** Method name -> SDK class it returns, where the record names one. */
  returns: Map<string, string>;
}

export interface SdkModel {
  language: SdkLanguage;
  /** Class name -> class; `ODSL` is the client. */
  classes: Map<string, SdkClass>;
  /** Constructor name -> parameter names, e.g. `Curve` -> ondate, expiry_calendar, id. */
  constructors: Map<string, Set<string>>;
  /** Names bound to an SDK object before the example starts, e.g. `PROCESS` in a Python process. */
  globals: Map<string, string>;
}

export interface SdkCallIssue {
  /** 1-based line within the example. */
  line: number;
  found: string;
  expected: string;
}

const CALL_SEGMENT = /([A-Za-z_]\w*)\s*\(([^()]*(?:\([^()]*\)[^()]*)*)\)/g;

/** Top-level arguments of a call, split at commas outside brackets and quotes. */
export function splitArguments(args: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let quote = '';
  let current = '';
  for (const ch of args) {
    if (quote) {
      if (ch === quote) quote = '';
    } else if (ch === '"' || ch === "'") quote = ch;
    else if ('([{'.includes(ch)) depth++;
    else if (')]}'.includes(ch)) depth--;
    else if (ch === ',' && depth === 0) {
      out.push(current.trim());
      current = '';
      continue;
    }
    current += ch;
  }
  if (current.trim()) out.push(current.trim());
  return out;
}

/** The name an argument of a signature declares: `source='public'` -> source, `String id` -> id. */
function parameterName(arg: string): string | undefined {
  const cleaned = arg.replace(/^\[|\]$/g, '').trim();
  const keyword = /^([A-Za-z_]\w*)\s*=/.exec(cleaned);
  if (keyword) return keyword[1];
  return /([A-Za-z_]\w*)\s*$/.exec(cleaned.replace(/<.*>/, ''))?.[1];
}

/** Each `name(args)` of one signature, in order: `types.Object(id).set(key, value)` gives Object and set. */
function signatureCalls(signature: string): Array<{ name: string; params: string[] }> {
  return [...signature.matchAll(CALL_SEGMENT)].map((m) => ({
    name: m[1],
    params: splitArguments(m[2])
      .map(parameterName)
      .filter((p): p is string => Boolean(p)),
  }));
}

/** Where each group's methods belong, per language: the client, a helper class, builders, or nowhere. */
const GROUP_CLASS: Record<SdkLanguage, Record<string, string>> = {
  python: { auth: 'ODSL', client: 'ODSL', process: 'PROCESS' },
  java: { client: 'ODSL', messaging: 'Messaging', realtime: 'RTD' },
  matlab: { auth: 'ODSL', client: 'ODSL' },
};
/** Python groups whose entries are builders: `types.X(...)` constructors and their setters. */
const BUILDER_GROUPS = new Set(['payloads', 'events', 'computed', 'reports']);

function classOf(model: SdkModel, name: string): SdkClass {
  let found = model.classes.get(name);
  if (!found) {
    found = { name, methods: new Map(), returns: new Map() };
    model.classes.set(name, found);
  }
  return found;
}

function addMethod(cls: SdkClass, name: string, params: readonly string[]): void {
  const set = cls.methods.get(name) ?? new Set<string>();
  for (const p of params) set.add(p);
  cls.methods.set(name, set);
}

/** The model of one SDK, read from its record. */
export function buildSdkModel(reference: SdkReference): SdkModel {
  const model: SdkModel = {
    language: reference.language,
    classes: new Map(),
    constructors: new Map(),
    globals: new Map(),
  };
  const classNames = new Set(Object.values(GROUP_CLASS[reference.language]));
  for (const group of reference.groups) {
    const home = GROUP_CLASS[reference.language][group.id];
    if (home) {
      for (const method of group.methods) {
        const named = method.parameters.map((p) => p.name);
        for (const piece of method.signature.split(/\s+\/\s+|;\s*/)) {
          const calls = signatureCalls(piece.replace(/^await\s+/, ''));
          if (calls.length === 0) continue;
          // `sdk.ODSL()` and `new ODSL()` construct the client; they are no method of it.
          if (/^(?:sdk\.|new\s+)?ODSL\s*\(/.test(piece.trim())) continue;
          const [first] = calls;
          addMethod(classOf(model, home), first.name, [...first.params, ...named]);
          const returned = /^(?:[\w<>]+\s+)?(\w+)\s+\w+\s*\(/.exec(piece.trim())?.[1];
          if (returned && classNames.has(returned)) classOf(model, home).returns.set(first.name, returned);
        }
      }
      // `PROCESS.startProcess`: the object a Python process is given, already bound.
      if (home !== 'ODSL' && reference.language === 'python') model.globals.set(home, home);
      continue;
    }
    if (reference.language !== 'python' || !BUILDER_GROUPS.has(group.id)) continue;
    const groupClasses: string[] = [];
    const shared: Array<{ name: string; params: string[] }> = [];
    for (const method of group.methods) {
      const ctor = /^types\.([A-Z]\w*)\s*\(/.exec(method.signature);
      const calls = method.signature.split(/\s+\/\s+/).flatMap(signatureCalls);
      if (ctor) {
        const [first, ...rest] = calls;
        model.constructors.set(ctor[1], new Set([...first.params, ...method.parameters.map((p) => p.name)]));
        groupClasses.push(ctor[1]);
        for (const call of rest) addMethod(classOf(model, ctor[1]), call.name, call.params);
        continue;
      }
      const owner = /^([A-Z]\w*) setters$/.exec(method.name)?.[1];
      if (owner) for (const call of calls) addMethod(classOf(model, owner), call.name, call.params);
      else shared.push(...calls);
    }
    // A setter listed on its own (`set_name`) works on every builder of its group.
    for (const name of groupClasses)
      for (const call of shared) addMethod(classOf(model, name), call.name, call.params);
  }
  return model;
}

/** The SDK class a right-hand side certainly yields, or undefined. */
function constructed(model: SdkModel, rhs: string, typed: ReadonlyMap<string, string>): string | undefined {
  const text = rhs.trim().replace(/;$/, '');
  if (/^(?:new\s+ODSL\s*\(\s*\)|sdk\.ODSL(?:\s*\(\s*\))?)$/.test(text)) return 'ODSL';
  const builder = /^(?:types\.)?([A-Z]\w*)\s*\(/.exec(text);
  if (model.language === 'python' && builder && model.constructors.has(builder[1]) && text.endsWith(')')) {
    return builder[1];
  }
  const call = /^([A-Za-z_]\w*)\.(\w+)\s*\(\s*\)$/.exec(text);
  if (call) {
    const owner = typed.get(call[1]);
    return owner ? model.classes.get(owner)?.returns.get(call[2]) : undefined;
  }
  return undefined;
}

const ASSIGNMENTS: Record<SdkLanguage, RegExp> = {
  python: /^\s*([A-Za-z_]\w*)\s*=(?!=)\s*(.+)$/,
  // `ODSL odsl = new ODSL();`, `var rtd = odsl.RTD();`, `odsl = new ODSL();`
  java: /^\s*(?:(?:final\s+)?[A-Z]\w*(?:<[^>]*>)?\s+|var\s+)?([a-z_]\w*)\s*=(?!=)\s*(.+)$/,
  matlab: /^\s*([A-Za-z_]\w*)\s*=(?!=)\s*(.+)$/,
};

/** Blanks comments and the text of strings, keeping columns, so calls are read from code only. */
function maskCode(line: string, language: SdkLanguage): string {
  let out = '';
  let quote = '';
  for (let i = 0; i < line.length; i++) {
    const ch = line[i];
    if (quote) {
      out += ch === quote ? ch : ' ';
      if (ch === quote) quote = '';
      continue;
    }
    const comment =
      (language === 'python' && ch === '#') ||
      (language === 'java' && line.startsWith('//', i)) ||
      (language === 'matlab' && ch === '%');
    if (comment) return out + ' '.repeat(line.length - i);
    // A MATLAB quote after a name or bracket is the transpose operator.
    if (ch === '"' || (ch === "'" && !(language === 'matlab' && /[\w)\]]/.test(line[i - 1] ?? ''))))
      quote = ch;
    out += ch;
  }
  return out;
}

/** Checks the SDK calls of one example; returns no issues when every call is one the records hold. */
export function checkSdkCalls(code: string, model: SdkModel): SdkCallIssue[] {
  const issues: SdkCallIssue[] = [];
  const typed = new Map<string, string>(model.globals);
  // `from odsl.types import Curve` makes a bare `Curve(...)` a builder; otherwise only `types.Curve(...)` is.
  const importsFromTypes = /from\s+odsl\.types\s+import/.test(code);
  const lines = code.split('\n');
  lines.forEach((raw, index) => {
    const line = maskCode(raw, model.language);
    const lineNo = index + 1;
    checkChains(line, raw, lineNo);
    const assign = ASSIGNMENTS[model.language].exec(line);
    if (assign) {
      const cls = constructed(model, raw.slice(line.length - assign[2].length), typed);
      if (cls) typed.set(assign[1], cls);
      else typed.delete(assign[1]);
    }
  });
  return issues;

  function checkChains(line: string, raw: string, lineNo: number): void {
    for (const m of line.matchAll(
      /(?<![\w.])([A-Za-z_]\w*)((?:\.\w+\s*\([^()]*(?:\([^()]*\)[^()]*)*\))+)/g,
    )) {
      let cls = typed.get(m[1]);
      let at = (m.index ?? 0) + m[1].length;
      if (!cls && model.language === 'python' && m[1] === 'types') continue;
      for (const seg of m[2].matchAll(/\.(\w+)\s*\(([^()]*(?:\([^()]*\)[^()]*)*)\)/g)) {
        if (!cls) break;
        const owner = model.classes.get(cls);
        const method = seg[1];
        const params = owner?.methods.get(method);
        const found = `${m[1]}${m[2].slice(0, (seg.index ?? 0) + seg[0].length)}`.replace(/\s+/g, ' ');
        if (!params) {
          issues.push({
            line: lineNo,
            found: `\`.${method}(...)\` on ${cls} in \`${shorten(found)}\``,
            expected: `a method the ${model.language} SDK records give ${cls}: ${[...(owner?.methods.keys() ?? [])].join(', ')}`,
          });
          break;
        }
        if (model.language === 'python')
          checkKeywords(raw.slice(at, at + seg[0].length), params, `${cls}.${method}`);
        at += seg[0].length;
        cls = owner?.returns.get(method);
      }
    }
    if (model.language !== 'python') return;
    for (const m of line.matchAll(/(?<![\w.])(?:types\.)?([A-Z]\w*)\s*\(([^()]*(?:\([^()]*\)[^()]*)*)\)/g)) {
      const params = model.constructors.get(m[1]);
      if (!params) continue;
      if (!/^types\./.test(m[0]) && !importsFromTypes) continue;
      checkKeywords(raw.slice(m.index ?? 0, (m.index ?? 0) + m[0].length), params, `types.${m[1]}`);
    }

    function checkKeywords(callText: string, params: ReadonlySet<string>, what: string): void {
      const args = /\((.*)\)\s*$/s.exec(callText)?.[1] ?? '';
      for (const arg of splitArguments(args)) {
        const keyword = /^([A-Za-z_]\w*)\s*=(?!=)/.exec(arg)?.[1];
        if (keyword && !params.has(keyword)) {
          issues.push({
            line: lineNo,
            found: `keyword argument \`${keyword}=\` in \`${what}(...)\``,
            expected: `one of its recorded parameters: ${[...params].join(', ') || 'none'}`,
          });
        }
      }
    }
  }
}

function shorten(text: string): string {
  return text.length > 80 ? `${text.slice(0, 77)}...` : text;
}
