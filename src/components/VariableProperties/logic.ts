import { findVariableType, type OdslVariableType } from '../../../data/odsl/variables';

/** Text for the "Read only" column; null means the platform does not say. */
export function readOnlyLabel(readOnly: boolean | null): string {
  if (readOnly === null) {
    return 'Not stated';
  }
  return readOnly ? 'Yes' : 'No';
}

/** Type lookup that fails the build on a typo in an MDX page. */
export function requireVariableType(name: string): OdslVariableType {
  const found = findVariableType(name);
  if (!found) {
    throw new Error(`Unknown ODSL variable type "${name}"`);
  }
  return found;
}
