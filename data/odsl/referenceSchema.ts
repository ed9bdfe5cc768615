/**
 * Completeness checks for the ODSL function and variable-type data. Each
 * returns a list of problems (empty when the entry is complete) so a test can
 * report every gap at once.
 */
import { odslFunctionCategories, type OdslFunction } from './functions';
import type { OdslVariableType } from './variables';

/**
 * Documented functions shown without an example, because a runnable call cannot be written from what is known:
 * `trim()` takes no parameter (so how it receives its string is unclear), and the pattern syntax of
 * `formatString` is not given.
 */
export const FUNCTIONS_WITHOUT_EXAMPLE = new Set(['trim', 'formatString']);

const blank = (value: string | undefined | null): boolean => !value || value.trim() === '';

export function checkOdslFunction(fn: OdslFunction): string[] {
  const where = `function ${fn.name || '(unnamed)'}`;
  const problems: string[] = [];
  if (blank(fn.name)) problems.push(`${where}: missing name`);
  if (!odslFunctionCategories.some((c) => c.key === fn.category)) {
    problems.push(`${where}: unknown category "${fn.category}"`);
  }
  if (fn.signatures.length === 0 || fn.signatures.some((s) => blank(s))) {
    problems.push(`${where}: missing signature`);
  }
  if (fn.signatures.some((s) => !s.startsWith(`${fn.name}(`))) {
    problems.push(`${where}: a signature does not start with the function name`);
  }
  if (fn.documented) {
    if (blank(fn.returns)) problems.push(`${where}: missing return type`);
    if (blank(fn.description)) problems.push(`${where}: missing description`);
    if (blank(fn.example) && !FUNCTIONS_WITHOUT_EXAMPLE.has(fn.name))
      problems.push(`${where}: missing example`);
  } else if (!blank(fn.returns) || !blank(fn.description) || !blank(fn.example)) {
    // Only the name is known: anything more would be a guess.
    problems.push(`${where}: details for a function known by name only`);
  }
  for (const param of fn.params) {
    if (blank(param.name) || blank(param.type) || blank(param.meaning)) {
      problems.push(`${where}: incomplete parameter "${param.name}"`);
    }
  }
  return problems;
}

export function checkOdslVariableType(type: OdslVariableType): string[] {
  const where = `type ${type.name || '(unnamed)'}`;
  const problems: string[] = [];
  if (blank(type.name)) problems.push(`${where}: missing name`);
  if (!/^\/docs\/odsl\/variable\/[A-Za-z]+$/.test(type.slug))
    problems.push(`${where}: bad slug "${type.slug}"`);
  if (blank(type.purpose)) problems.push(`${where}: missing purpose`);
  for (const p of type.properties) {
    if (blank(p.name) || blank(p.type) || blank(p.meaning)) {
      problems.push(`${where}: incomplete property "${p.name}"`);
    }
  }
  for (const m of type.methods) {
    if (blank(m.signature) || blank(m.returns) || blank(m.meaning)) {
      problems.push(`${where}: incomplete method "${m.signature}"`);
    }
  }
  if (type.related.length === 0) problems.push(`${where}: no related links`);
  for (const r of type.related) {
    if (blank(r.label) || !r.href.startsWith('/docs/'))
      problems.push(`${where}: bad related link "${r.label}"`);
  }
  return problems;
}
