import type { OdslFunction } from '../../../data/odsl/schema';

/** Text for the "Required" column. */
export function requiredLabel(required: boolean): string {
  return required ? 'Yes' : 'No (some overloads omit it)';
}

/** Caption of the parameter table of one function. */
export function parameterCaption(fn: Pick<OdslFunction, 'name'>): string {
  return `Parameters of ${fn.name}`;
}

/** Heading-free label for the signature list: singular or plural. */
export function signatureLabel(fn: Pick<OdslFunction, 'signatures'>): string {
  return fn.signatures.length === 1 ? 'Signature' : `Signatures (${fn.signatures.length} overloads)`;
}
