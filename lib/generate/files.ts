/** A file as a generator wants it: its absolute path and its whole content. */
export interface GeneratedFile {
  path: string;
  content: string;
}

/** Replaces the text between two marker lines; fails when the markers are missing or out of order. */
export function replaceBetween(source: string, begin: string, end: string, replacement: string): string {
  const from = source.indexOf(begin);
  const to = source.indexOf(end);
  if (from < 0 || to < from) throw new Error(`Generated-section markers not found: ${begin}`);
  return `${source.slice(0, from + begin.length)}${replacement}${source.slice(to)}`;
}
