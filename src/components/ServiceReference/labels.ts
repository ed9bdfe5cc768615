/** Readable label for a docs path: its last segment, e.g. `/docs/odsl/dm/workflow` -> `dm/workflow`. */
export function pageLabel(path: string): string {
  return path.replace(/^\/docs\/(odsl\/)?/, '');
}
