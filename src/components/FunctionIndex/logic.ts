import { odslFunctions, type OdslFunction, type OdslFunctionCategoryKey } from '../../../data/odsl/functions';

/** First sentence of a description, for one-line summaries in index tables. */
export function firstSentence(text: string): string {
  const match = /^(.*?[.!?])(\s|$)/s.exec(text.trim());
  return match ? match[1] : text.trim();
}

/** Functions sorted by name, ignoring case, optionally limited to one category. */
export function sortedFunctions(category?: OdslFunctionCategoryKey): OdslFunction[] {
  return odslFunctions
    .filter((fn) => category === undefined || fn.category === category)
    .slice()
    .sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }));
}
