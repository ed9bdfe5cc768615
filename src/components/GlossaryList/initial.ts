/** Section a glossary term sorts under: its lower-case first letter, or `#` for symbols. */
export function glossaryInitial(term: string): string {
  const first = term.charAt(0).toLowerCase();
  return /[a-z]/.test(first) ? first : '#';
}
