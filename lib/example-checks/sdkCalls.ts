/**
 * SDK calls in examples: a method called on a Python, Java or MATLAB SDK client or builder must be one the
 * SDK records (data/sdk/*.yaml) hold, and a Python keyword argument must be one of its parameters. Only
 * variables that certainly hold an SDK object are checked (`odsl = sdk.ODSL()`, `ODSL odsl = new ODSL()`,
 * `c = types.Curve(...)`, `RTD rtd = odsl.RTD()`), also when an earlier block of the same page bound them;
 * language built-ins and other libraries are out of scope, and each block says which names it left.
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
  /** Names the records' examples give the client (`odsl`): a call on one the page never made is a mistake. */
  clientNames: Set<string>;
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
    clientNames: new Set(
      reference.groups
        .flatMap((g) => g.methods)
        .flatMap((m) => [...m.example.matchAll(/(\w+)\s*=\s*(?:sdk\.ODSL|new\s+ODSL)\s*\(/g)])
        .map((m) => m[1]),
    ),
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
    if (reference.language !== 'python') {
      addOwnedMethods(model, group.methods);
      continue;
    }
    if (!BUILDER_GROUPS.has(group.id)) continue;
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
  returnsFromExamples(model, reference);
  return model;
}

/**
 * A group no class owns (Java's data types, MATLAB's curve building): each method's name says whose it
 * is, `VarCurve.add`, `build.createCurve`, `new VarCurve`. MATLAB's owners are the names its examples
 * give the objects (`build`, `curve`), since the record names no class.
 */
function addOwnedMethods(model: SdkModel, methods: SdkReference['groups'][number]['methods']): void {
  for (const method of methods) {
    const named = method.parameters.map((p) => p.name);
    const ctor = /^new\s+(\w+)$/.exec(method.name)?.[1];
    const owner = ctor ?? /^(\w+)\.\w+$/.exec(method.name)?.[1];
    if (!owner) continue;
    classOf(model, owner);
    for (const piece of method.signature.split(/\s+\/\s+|\s+\|\s+|;\s*/)) {
      const text = piece.trim();
      const made = /^new\s+(\w+)\s*\(/.exec(text)?.[1];
      const calls = signatureCalls(text.replace(/^new\s+/, ''));
      if (made) {
        // `new VarSimpleObject(id).newLevel(name)`: the constructor, then a method of what it made.
        model.constructors.set(made, new Set([...(calls[0]?.params ?? []), ...named]));
        if (calls[1]) addMethod(classOf(model, made), calls[1].name, calls[1].params);
        continue;
      }
      // `logger.info(message)`: a method of another object the example names.
      const other = /^(\w+)\.\w+\s*\(/.exec(text)?.[1];
      const [first] = calls;
      if (first) addMethod(classOf(model, other ?? owner), first.name, [...first.params, ...named]);
    }
  }
}

/**
 * A method returns an SDK object where its record's example names the result after a class and the
 * record says so without hedging: `curve = build.createCurve();` ("An empty curve"), `logger =
 * build.getLogger();` (signature `getLogger(); logger.info(message)`). "The item, such as a curve" is
 * no certain class.
 */
function returnsFromExamples(model: SdkModel, reference: SdkReference): void {
  for (const method of reference.groups.flatMap((g) => g.methods)) {
    const said = `${method.returns ?? ''} ${method.signature}`;
    if (/\b(such as|for example)\b/i.test(method.returns ?? '')) continue;
    for (const line of method.example.split('\n')) {
      const m = /^\s*(\w+)\s*=\s*[\w.()'"\s,]*?\.(\w+)\s*\([^()]*\)\s*;?\s*$/.exec(line);
      if (!m || !model.classes.has(m[1])) continue;
      if (!new RegExp(`\\b${m[1]}\\b`, 'i').test(said)) continue;
      for (const cls of model.classes.values()) {
        if (cls.methods.has(m[2]) && !cls.returns.has(m[2]) && cls.name !== m[1]) cls.returns.set(m[2], m[1]);
      }
    }
  }
}

/** The SDK class a right-hand side certainly yields, or undefined. */
function constructed(model: SdkModel, rhs: string, typed: ReadonlyMap<string, string>): string | undefined {
  const text = rhs.trim().replace(/;$/, '');
  if (/^(?:new\s+ODSL\s*\(\s*\)|sdk\.ODSL(?:\s*\(\s*\))?)$/.test(text)) return 'ODSL';
  const builder = /^(?:types\.)?([A-Z]\w*)\s*\(/.exec(text);
  if (model.language === 'python' && builder && model.constructors.has(builder[1]) && text.endsWith(')')) {
    return builder[1];
  }
  // Java: `new VarCurve(...)`, and a cast `(VarTimeSeries) odsl.get(...)`, say the class.
  const made = /^(?:new\s+(\w+)\s*\(|\((\w+)\)\s*\w)/.exec(text);
  const named = made?.[1] ?? made?.[2];
  if (model.language === 'java' && named && model.classes.has(named)) return named;
  // `build = odsl.messaging().waitForCurveBuildMessage('matlab')`: follow the chain through what each
  // method returns.
  const chain = /^([A-Za-z_]\w*)((?:\.\w+\s*\([^()]*(?:\([^()]*\)[^()]*)*\))+)$/.exec(text);
  if (!chain) return undefined;
  let cls = typed.get(chain[1]);
  for (const seg of chain[2].matchAll(/\.(\w+)\s*\(/g))
    cls = cls ? model.classes.get(cls)?.returns.get(seg[1]) : undefined;
  return cls;
}

const CLIENT_MADE: Record<SdkLanguage, string> = {
  python: '`odsl = sdk.ODSL()`',
  java: '`ODSL odsl = new ODSL();`',
  matlab: '`odsl = sdk.ODSL();`',
};

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

/** What one block of a page gave the check: its issues, and how many calls it could check. */
export interface SdkBlockResult {
  issues: SdkCallIssue[];
  /** Calls on a name bound to an SDK object (in this block or an earlier one) and builder calls. */
  checked: number;
  /** Names a method was called on that hold no SDK object the check knows: other libraries, values. */
  unchecked: string[];
}

/** Names bound to SDK objects so far on a page, carried from one block to the next. */
export interface SdkBindings {
  typed: Map<string, string>;
  importsFromTypes: boolean;
}

export function newBindings(model: SdkModel): SdkBindings {
  return { typed: new Map(model.globals), importsFromTypes: false };
}

/** Checks the SDK calls of one example on its own; no issues when every call is one the records hold. */
export function checkSdkCalls(code: string, model: SdkModel): SdkCallIssue[] {
  return checkSdkBlock(code, model, newBindings(model)).issues;
}

/**
 * Checks the blocks of one page in order: a client made in an earlier block (`odsl = sdk.ODSL()`) is
 * the same client in the blocks after it, as a reader who runs them one after another has it.
 */
export function checkSdkPage(blocks: readonly string[], model: SdkModel): SdkBlockResult[] {
  const bindings = newBindings(model);
  return blocks.map((code) => checkSdkBlock(code, model, bindings));
}

/** Checks one block with the names `bindings` holds, and leaves in it the names the block binds. */
export function checkSdkBlock(code: string, model: SdkModel, bindings: SdkBindings): SdkBlockResult {
  const issues: SdkCallIssue[] = [];
  const { typed } = bindings;
  let checked = 0;
  const unchecked = new Set<string>();
  // `from odsl.types import Curve` makes a bare `Curve(...)` a builder; otherwise only `types.Curve(...)` is.
  if (/from\s+odsl\.types\s+import/.test(code)) bindings.importsFromTypes = true;
  const { importsFromTypes } = bindings;
  const lines = code.split('\n');
  lines.forEach((raw, index) => {
    const line = maskCode(raw, model.language);
    const lineNo = index + 1;
    checkChains(line, raw, lineNo);
    const assign = ASSIGNMENTS[model.language].exec(line);
    if (assign) {
      // Java declares the class: `VarCurve curve = ...` holds a VarCurve whatever the right-hand side.
      const declared =
        model.language === 'java' ? /^\s*(?:final\s+)?([A-Z]\w*)\s+[a-z_]\w*\s*=/.exec(line)?.[1] : undefined;
      const cls =
        (declared && model.classes.has(declared) ? declared : undefined) ??
        constructed(model, raw.slice(line.length - assign[2].length), typed);
      if (cls) {
        typed.set(assign[1], cls);
        checked++;
      } else typed.delete(assign[1]);
    }
  });
  return { issues, checked, unchecked: [...unchecked] };

  function checkChains(line: string, raw: string, lineNo: number): void {
    for (const m of line.matchAll(
      /(?<![\w.])([A-Za-z_]\w*)((?:\.\w+\s*\([^()]*(?:\([^()]*\)[^()]*)*\))+)/g,
    )) {
      let cls = typed.get(m[1]);
      let at = (m.index ?? 0) + m[1].length;
      if (!cls && model.language === 'python' && m[1] === 'types') continue;
      if (!cls && model.clientNames.has(m[1])) {
        issues.push({
          line: lineNo,
          found: `\`${shorten(raw.slice(m.index ?? 0, (m.index ?? 0) + m[0].length).replace(/\s+/g, ' '))}\` on \`${m[1]}\`, a client no block of this page makes`,
          expected: `the client made in this block or one before it (${CLIENT_MADE[model.language]})`,
        });
      }
      if (!cls) unchecked.add(m[1]);
      else checked++;
      for (const seg of m[2].matchAll(/\.(\w+)\s*\(([^()]*(?:\([^()]*\)[^()]*)*)\)/g)) {
        if (!cls) break;
        const owner = model.classes.get(cls);
        const method = seg[1];
        const params = owner?.methods.get(method);
        const start = m.index ?? 0;
        const found = raw
          .slice(start, start + m[1].length + (seg.index ?? 0) + seg[0].length)
          .replace(/\s+/g, ' ');
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
      checked++;
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
