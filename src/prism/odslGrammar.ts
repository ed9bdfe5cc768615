import type { Grammar } from 'prismjs';
import { odslKeywords } from '../../data/odsl/keywords';
import { commandKeywords } from '../../data/odsl/commands';

function escapeRegExp(word: string): string {
  return word.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&');
}

/** A case-insensitive alternation of whole words, longest first so `on error` beats `on`. */
function wordsPattern(words: readonly string[]): RegExp {
  const sorted = [...new Set(words)].sort((a, b) => b.length - a.length);
  const body = sorted.map((w) => escapeRegExp(w).replace(/ /g, '\\s+')).join('|');
  return new RegExp(`(^|[^\\w$.-])(?:${body})(?![\\w-])`, 'i');
}

const { literals, operators, log_levels: logLevels, ...rest } = odslKeywords;
// Every command keyword (multi-word ones such as `bulk delete` included) is a keyword
// token, so a command added to the data is highlighted without touching this file.
const keywordWords = [...Object.values(rest).flat(), ...commandKeywords()];

/** Prism grammar for ODSL, built from the keyword data so it never falls behind the language. */
export const odslGrammar: Grammar = {
  comment: [
    { pattern: /\/\*[\s\S]*?\*\//, greedy: true },
    { pattern: /\/\/.*/, greedy: true },
  ],
  'active-variable': {
    pattern: /\$\{[^}\n]*\}/,
    greedy: true,
    alias: 'variable',
    inside: {
      punctuation: /^\$\{|\}$/,
      'service-name': { pattern: /^[\w-]+(?=:)/, alias: 'class-name' },
      string: /"(?:\\.|[^"\\])*"/,
    },
  },
  string: [
    { pattern: /"(?:\\.|[^"\\\n])*"/, greedy: true },
    { pattern: /`[^`]*`/, greedy: true, alias: 'template-string' },
  ],
  'public-id': { pattern: /#[A-Za-z_][\w.:-]*/, alias: 'constant' },
  date: { pattern: /\b\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2})?)?\b/, alias: 'number' },
  boolean: { pattern: wordsPattern(literals), lookbehind: true },
  keyword: { pattern: wordsPattern(keywordWords), lookbehind: true },
  builtin: { pattern: wordsPattern(logLevels), lookbehind: true },
  'word-operator': { pattern: wordsPattern(operators), lookbehind: true, alias: 'operator' },
  function: /\b[a-zA-Z_]\w*(?=\s*\()/,
  number: /\b\d+(?:\.\d+)?\b/,
  operator: /->|==|!=|<=|>=|[=<>+\-*/^?:]/,
  punctuation: /[()[\]{},.]/,
};
