/**
 * Docusaurus's inline script hides a dismissed bar before React starts, without looking at the
 * announcement id, so a new announcement stayed hidden until the next page load. Un-hide it at once
 * when the stored id is not the current one; the theme then records the new id.
 */
export function shouldRevealAnnouncement(currentId: string | undefined, storedId: string | null): boolean {
  return Boolean(currentId) && storedId !== currentId;
}
