/** Whether a built page opted into the index (docs and blog posts do). */
export function isIndexablePage(html: string): boolean {
  return /\sdata-pagefind-body[\s>=]/.test(html);
}
