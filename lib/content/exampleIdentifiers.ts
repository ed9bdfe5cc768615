/**
 * Finds names that a code example uses without declaring them, so that a reader who copies one block gets a
 * program that runs. JavaScript is parsed (ESLint's no-undef); Java and C# get a lighter check of the
 * lower-case names that are dereferenced or called.
 */
import { Linter } from 'eslint';
import globals from 'globals';

export interface UndeclaredName {
  /** 1-based line within the code block. */
  line: number;
  name: string;
}

const jsGlobals = { ...globals.browser, ...globals.node, ...globals.es2021 };
const linter = new Linter({ configType: 'flat' });

/** Undeclared identifiers of a JavaScript module, or the parse error if it does not parse. */
export function undeclaredInJavaScript(code: string): UndeclaredName[] {
  const messages = linter.verify(code, [
    {
      languageOptions: { ecmaVersion: 'latest', sourceType: 'module', globals: jsGlobals },
      rules: { 'no-undef': 'error' },
    },
  ]);
  return messages.map((m) => ({
    line: m.line,
    name: m.ruleId === 'no-undef' ? (/'([^']+)'/.exec(m.message)?.[1] ?? m.message) : `(parse) ${m.message}`,
  }));
}

// Strings, characters and comments cannot declare or use a variable.
const NOT_CODE = /"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)'|\/\/.*$/gm;
// `Type name =`, `Type<T> name;`, `var name`, parameters `(Type name)` or `(Type name,`.
const DECLARATION =
  /\b(?:[A-Z][\w.]*(?:<[^;=()]*?>)?(?:\[\])?\??|var|int|long|double|boolean|string|bool)\s+([a-z_]\w*)\s*(?=[=;,:)])/g;
// Lambda parameters: `name ->`, `name =>`, `(a, b) ->`.
const LAMBDA = /(?:\(([\w\s,]*)\)|\b([a-z_]\w*))\s*(?:->|=>)/g;
// A C# local function, or a method: `Task<string?> GetTokenAsync(`.
const METHOD = /\b(?:void|[A-Z][\w.]*(?:<[^;=()]*?>)?\??)\s+([A-Za-z_]\w*)\s*\(/g;
// A lower-case name that is dereferenced or called: `odsl.login()`, `token?.x`, `print(`.
const USE = /(?<![\w.$])([a-z_]\w*)\s*(?:\?\.|\.(?=[A-Za-z_])|\()/g;

const KEYWORDS = new Set([
  'if',
  'for',
  'foreach',
  'while',
  'switch',
  'catch',
  'return',
  'new',
  'await',
  'async',
  'throw',
  'typeof',
  'nameof',
  'sizeof',
  'lock',
  'using',
  'this',
  'super',
  'base',
  'synchronized',
  'is',
  'in',
  'var',
  'out',
  'ref',
]);

/**
 * Lower-case names a Java or C# block dereferences or calls before any line declares them. Package names on
 * `import`, `package` and `using` lines are skipped; types and static classes start with a capital.
 */
export function undeclaredInJavaOrCSharp(code: string): UndeclaredName[] {
  const declared = new Set<string>();
  const problems: UndeclaredName[] = [];
  code.split(/\r?\n/).forEach((raw, index) => {
    if (/^\s*(import|package|using)\s/.test(raw)) return;
    const line = raw.replace(NOT_CODE, '""');
    for (const m of line.matchAll(DECLARATION)) declared.add(m[1] as string);
    for (const m of line.matchAll(METHOD)) declared.add(m[1] as string);
    for (const m of line.matchAll(LAMBDA)) {
      for (const name of (m[1] ?? m[2] ?? '').split(',')) declared.add(name.trim().split(/\s+/).pop() ?? '');
    }
    for (const m of line.matchAll(USE)) {
      const name = m[1] as string;
      if (!KEYWORDS.has(name) && !declared.has(name)) problems.push({ line: index + 1, name });
    }
  });
  return problems;
}
