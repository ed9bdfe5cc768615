/**
 * The meaning of a property, with whether you may set it where that is known. Only a few properties
 * say either way, so this is a remark on the meaning rather than a column that would be mostly empty.
 */
export function propertyMeaning(meaning: string, readOnly: boolean | null): string {
  if (readOnly === null) return meaning;
  return `${meaning} (${readOnly ? 'read only' : 'you can set it'})`;
}
