/**
 * Runtime checks for `odslServices` entries. TypeScript already checks the
 * literal list; these checks also catch entries built from JSON or spread
 * objects and keep the list consistent with the pages that render it.
 */

const REQUIRED_STRINGS = [
  'name',
  'title',
  'slug',
  'group',
  'summary',
  'reference',
  'returns',
  'detail',
] as const;
const REQUIRED_LISTS = ['operations', 'options', 'rest', 'related'] as const;
const GROUPS = ['external-data-collection', 'remote-services', 'variable-services'];
const METHODS = ['GET', 'POST', 'PUT', 'DELETE'];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function nonEmptyString(value: unknown): boolean {
  return typeof value === 'string' && value.trim() !== '';
}

/** Returns the problems found in one service entry; an empty list means valid. */
export function checkOdslService(entry: unknown): string[] {
  if (!isRecord(entry)) {
    return ['entry is not an object'];
  }
  const label = typeof entry.name === 'string' ? entry.name : '(unnamed)';
  const problems: string[] = [];
  for (const key of REQUIRED_STRINGS) {
    if (!nonEmptyString(entry[key])) {
      problems.push(`${label}: missing or empty ${key}`);
    }
  }
  if (typeof entry.versioned !== 'boolean') {
    problems.push(`${label}: versioned must be a boolean`);
  }
  for (const key of REQUIRED_LISTS) {
    if (!Array.isArray(entry[key])) {
      problems.push(`${label}: ${key} must be a list`);
    }
  }
  if (problems.length > 0) {
    return problems;
  }
  if (!GROUPS.includes(entry.group as string)) {
    problems.push(`${label}: unknown group ${String(entry.group)}`);
  }
  if (entry.slug !== `/docs/odsl/service/${label}`) {
    problems.push(`${label}: slug must be /docs/odsl/service/${label}`);
  }
  if (!String(entry.reference).startsWith(`\${${label}`)) {
    problems.push(`${label}: reference must start with \${${label}`);
  }
  const operations = entry.operations as unknown[];
  if (operations.length === 0) {
    problems.push(`${label}: needs at least one operation`);
  }
  operations.forEach((op, i) => {
    if (
      !isRecord(op) ||
      !nonEmptyString(op.name) ||
      !nonEmptyString(op.syntax) ||
      !nonEmptyString(op.description)
    ) {
      problems.push(`${label}: operation ${i} needs name, syntax and description`);
    }
  });
  (entry.options as unknown[]).forEach((option, i) => {
    if (
      !isRecord(option) ||
      !nonEmptyString(option.name) ||
      typeof option.defaultValue !== 'string' ||
      !nonEmptyString(option.values) ||
      !nonEmptyString(option.description)
    ) {
      problems.push(`${label}: option ${i} needs name, defaultValue, values and description`);
    }
  });
  (entry.rest as unknown[]).forEach((call, i) => {
    if (
      !isRecord(call) ||
      !METHODS.includes(call.method as string) ||
      typeof call.path !== 'string' ||
      !call.path.startsWith('/') ||
      !nonEmptyString(call.description)
    ) {
      problems.push(`${label}: REST call ${i} needs a method, a path starting with / and a description`);
    }
  });
  (entry.related as unknown[]).forEach((path) => {
    if (typeof path !== 'string' || !path.startsWith('/docs')) {
      problems.push(`${label}: related link ${String(path)} must be a /docs path`);
    }
  });
  return problems;
}
