import { findVariableType, type OdslVariableType } from '../../../data/odsl/variables';

/**
 * The meaning of a property, with whether you may set it where that is known. Only a few properties
 * say either way, so this is a remark on the meaning rather than a column that would be mostly empty.
 */
export function propertyMeaning(meaning: string, readOnly: boolean | null): string {
  if (readOnly === null) return meaning;
  return `${meaning} (${readOnly ? 'read only' : 'you can set it'})`;
}

/** Type lookup that fails the build on a typo in an MDX page. */
export function requireVariableType(name: string): OdslVariableType {
  const found = findVariableType(name);
  if (!found) {
    throw new Error(`Unknown ODSL variable type "${name}"`);
  }
  return found;
}
