import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import siteConfig from '@generated/docusaurus.config';
import { shouldRevealAnnouncement } from '../utils/announcementReveal';

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
