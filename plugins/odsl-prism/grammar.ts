import type { Grammar } from 'prismjs';

function escapeRegExp(word: string): string {
  return word.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&');
}

/** A case-insensitive alternation of whole words, longest first so `on error` beats `on`. */
function wordsPattern(words: readonly string[]): RegExp {
  const sorted = [...new Set(words)].sort((a, b) => b.length - a.length);
  const body = sorted.map((w) => escapeRegExp(w).replace(/ /g, '\\s+')).join('|');
  return new RegExp(`(^|[^\\w$.-])(?:${body})(?![\\w-])`, 'i');
}

/** The words the grammar colours, by role; `plugins/odsl-prism` derives them from the language data. */
export interface OdslHighlightWords {
  keywords: readonly string[];
  literals: readonly string[];
  operators: readonly string[];
  builtins: readonly string[];
}

/**
 * Prism grammar for ODSL. It takes its words as an argument, so the browser receives the short word
 * lists and never the whole command reference the words come from.
 */
export function createOdslGrammar({ keywords, literals, operators, builtins }: OdslHighlightWords): Grammar {
  return {
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
    keyword: { pattern: wordsPattern(keywords), lookbehind: true },
    builtin: { pattern: wordsPattern(builtins), lookbehind: true },
    'word-operator': { pattern: wordsPattern(operators), lookbehind: true, alias: 'operator' },
    function: /\b[a-zA-Z_]\w*(?=\s*\()/,
    number: /\b\d+(?:\.\d+)?\b/,
    operator: /->|==|!=|<=|>=|[=<>+\-*/^?:]/,
    punctuation: /[()[\]{},.]/,
  };
}
