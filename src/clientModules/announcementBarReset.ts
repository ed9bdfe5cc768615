import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import siteConfig from '@generated/docusaurus.config';

/**
 * Docusaurus's inline script hides a dismissed bar before React starts, without looking at the
 * announcement id, so a new announcement stayed hidden until the next page load. Un-hide it at once
 * when the stored id is not the current one; the theme then records the new id.
 */
export function shouldRevealAnnouncement(currentId: string | undefined, storedId: string | null): boolean {
  return Boolean(currentId) && storedId !== currentId;
}

if (ExecutionEnvironment.canUseDOM) {
  const bar = (siteConfig.themeConfig as { announcementBar?: { id?: string } }).announcementBar;
  try {
    if (shouldRevealAnnouncement(bar?.id, window.localStorage.getItem('docusaurus.announcement.id'))) {
      document.documentElement.setAttribute('data-announcement-bar-initially-dismissed', 'false');
    }
  } catch {
    // Storage can be blocked; the bar then simply shows, which is the safe default.
  }
}
