/** Text for the "Read only" column; null means the platform does not say. */
export function readOnlyLabel(readOnly: boolean | null): string {
  if (readOnly === null) {
    return 'Not stated';
  }
  return readOnly ? 'Yes' : 'No';
}
