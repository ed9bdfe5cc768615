import type { TutorialLevel } from '@site/data/tutorials/schema';

export const levelLabels: Record<TutorialLevel, string> = {
  beginner: 'Beginner',
  intermediate: 'Intermediate',
  advanced: 'Advanced',
};

/** "About 20 minutes", "About 1 hour 15 minutes". */
export function formatMinutes(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const parts = [
    hours ? `${hours} ${hours === 1 ? 'hour' : 'hours'}` : '',
    rest ? `${rest} ${rest === 1 ? 'minute' : 'minutes'}` : '',
  ].filter(Boolean);
  return `About ${parts.join(' ')}`;
}
