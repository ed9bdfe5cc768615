import { odslKeywords } from '../../data/odsl/keywords';
import { commandKeywords } from '../../data/odsl/commands';
import { createOdslGrammar, type OdslHighlightWords } from './grammar';

/**
 * The highlight words, read from the language data at build time. Every command keyword (multi-word
 * ones such as `bulk delete` included) is a keyword, so a command added to the data is highlighted
 * without touching the grammar.
 */
export function odslHighlightWords(): OdslHighlightWords {
  const { literals, operators, log_levels: logLevels, ...rest } = odslKeywords;
  return {
    keywords: [...new Set([...Object.values(rest).flat(), ...commandKeywords()])],
    literals,
    operators,
    builtins: logLevels,
  };
}

/** The grammar built from the data, as the site registers it (for tests and Node tools). */
export function odslGrammarFromData() {
  return createOdslGrammar(odslHighlightWords());
}
