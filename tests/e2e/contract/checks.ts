/**
 * The contract's rules as pure functions: each returns the problems it finds, one line each, so a
 * spec asserts an empty list and a failure names every page at fault. Unit-tested in tests/unit/contract.
 */
import type { Card, SidebarPage, SidebarSection } from './buildFacts';

/** Docs a search section that is no sidebar section may hold (the fallback, "Documentation", and the home page's). */
export const MAX_PAGES_OUTSIDE_SIDEBAR_SECTIONS = 10;

/** Share of the sidebar's pages the search index must hold (category index pages are not indexed). */
export const MIN_INDEXED_SHARE = 0.9;

/** The last page of a section whose own sidebar entry is a leaf link (not a category). */
export function leafOf(
  section: SidebarSection,
  entryKind: (path: string) => 'leaf' | 'category' | undefined,
): SidebarPage | undefined {
  return [...section.pages].reverse().find((page) => entryKind(page.path) === 'leaf');
}

/** Names of the items of the `BreadcrumbList` among a page's JSON-LD scripts, in order. */
export function breadcrumbListNames(jsonLdScripts: string[]): string[] {
  for (const text of jsonLdScripts) {
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch {
      continue;
    }
    const list = data as { '@type'?: string; itemListElement?: Array<{ name?: string; position?: number }> };
    if (list['@type'] !== 'BreadcrumbList') continue;
    return [...(list.itemListElement ?? [])]
      .sort((a, b) => (a.position ?? 0) - (b.position ?? 0))
      .map((item) => item.name ?? '');
  }
  return [];
}

/**
 * A leaf page of a top-level section shows the way to it: the section, then at least the page, both
 * in the visible breadcrumbs and in the `BreadcrumbList` search engines read.
 */
export function breadcrumbProblems(section: string, visible: string[], structured: string[]): string[] {
  const problems: string[] = [];
  if (visible.length < 2 || visible[0] !== section) {
    problems.push(`visible breadcrumbs [${visible.join(' › ')}] do not start at "${section}"`);
  }
  if (structured.length < 2 || structured[0] !== section) {
    problems.push(`BreadcrumbList [${structured.join(' › ')}] does not start at "${section}"`);
  }
  return problems;
}

/** Indexed pages of a sidebar section that search files under another section. */
export function misfiledPages(sidebar: SidebarSection[], index: Map<string, string | undefined>): string[] {
  return sidebar.flatMap((section) =>
    section.pages
      .filter((page) => index.has(page.path) && index.get(page.path) !== section.title)
      .map((page) => `${page.path}: in "${index.get(page.path) ?? '(none)'}", not "${section.title}"`),
  );
}

/** Search sections that are no sidebar section yet hold more than `max` pages (a fallback filling up). */
export function overfullOtherSections(
  sidebar: SidebarSection[],
  index: Map<string, string | undefined>,
  max = MAX_PAGES_OUTSIDE_SIDEBAR_SECTIONS,
): string[] {
  const titles = new Set(sidebar.map((section) => section.title));
  const counts = new Map<string, number>();
  for (const section of index.values()) {
    const name = section ?? '(none)';
    if (!titles.has(name)) counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  return [...counts]
    .filter(([, count]) => count > max)
    .map(([name, count]) => `"${name}" holds ${count} pages (at most ${max})`);
}

/** The sidebar's pages missing from the search index, when more than the allowed share is missing. */
export function indexCoverageProblems(sidebar: SidebarSection[], index: Map<string, unknown>): string[] {
  const pages = sidebar.flatMap((section) => section.pages);
  const indexed = pages.filter((page) => index.has(page.path)).length;
  return indexed >= MIN_INDEXED_SHARE * pages.length
    ? []
    : [`the search index holds ${indexed} of the sidebar's ${pages.length} pages`];
}

/** What a category card shows when its category has no description of its own: its item count. */
const ITEM_COUNT = /^\d+ items?$/;

/**
 * Every card shows a description: a page's card, that page's description; a category's card, the
 * category's description or its item count.
 */
export function cardProblems(cards: Card[], pages: Map<string, SidebarPage>): string[] {
  return cards.flatMap((card) => {
    if (!card.description) return [`card "${card.title}" (${card.href}) shows no description`];
    const expected = pages.get(card.href)?.description;
    if (!expected || card.description === expected || ITEM_COUNT.test(card.description)) return [];
    return [`card "${card.title}" (${card.href}) shows "${card.description}", not "${expected}"`];
  });
}

export interface ScriptSize {
  file: string;
  gzip: number;
}

export interface WeightBudget {
  /** All JavaScript of a first visit, gzip bytes. */
  firstVisit: number;
  /** The `main` chunk, which every page loads, gzip bytes. */
  main: number;
  /** Any other chunk, gzip bytes. */
  chunk: number;
}

export const isMain = (file: string) => /\/main\.[0-9a-f]+\.js$/.test(file);

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The budgets a first visit's scripts exceed. */
export function budgetProblems(scripts: ScriptSize[], budget: WeightBudget): string[] {
  const problems: string[] = [];
  const total = scripts.reduce((sum, script) => sum + script.gzip, 0);
  if (total > budget.firstVisit) problems.push(`first visit ${kb(total)} > ${kb(budget.firstVisit)} gzip`);
  const main = scripts.filter((script) => isMain(script.file));
  if (main.length !== 1) problems.push(`${main.length} main chunks loaded, expected 1`);
  for (const script of main) {
    if (script.gzip > budget.main)
      problems.push(`${script.file} ${kb(script.gzip)} > ${kb(budget.main)} gzip`);
  }
  for (const script of scripts) {
    if (!isMain(script.file) && script.gzip > budget.chunk) {
      problems.push(`${script.file} ${kb(script.gzip)} > ${kb(budget.chunk)} gzip`);
    }
  }
  return problems;
}
