/**
 * The shape every tutorial shares: an overview, numbered steps that each give code and its result,
 * then "Check your work", "Troubleshooting" and "Next steps". Headings repeat from page to page;
 * what is under them does not.
 */
import { findCodeFences } from './prose';

export const closingSections = ['Check your work', 'Troubleshooting', 'Next steps'] as const;

const STEP = /^(\d+)\. \S/;
/** A sentence that tells the reader what to expect, when the result is not shown as code or a table. */
const RESULT_CUE =
  /\b(shows?|prints?|returns?|appears?|lists?|see|output|result|responds?|answers?|displays?)\b/i;

interface Section {
  heading: string;
  body: string;
}

/** Splits a Markdown body at its level-2 headings, ignoring headings inside code fences. */
export function splitSections(body: string): Section[] {
  const fenced = new Set<number>();
  for (const fence of findCodeFences(body)) {
    const lines = fence.code === '' ? 0 : fence.code.split('\n').length;
    for (let l = fence.line; l <= fence.line + lines + 1; l++) fenced.add(l);
  }
  const sections: Section[] = [];
  let current: Section | null = null;
  body.split(/\r?\n/).forEach((line, index) => {
    const heading = !fenced.has(index + 1) && /^## (.+)$/.exec(line);
    if (heading) {
      current = { heading: (heading[1] ?? '').trim(), body: '' };
      sections.push(current);
    } else if (current) {
      current.body += `${line}\n`;
    }
  });
  return sections;
}

const hasTable = (md: string): boolean => /^\|.*\|\s*$/m.test(md) && /^\|\s*:?-{3,}/m.test(md);
const listItems = (md: string): number => (md.match(/^\s*(?:[-*]|\d+\.) \S/gm) ?? []).length;
const tableRows = (md: string): number => Math.max(0, (md.match(/^\|.*\|\s*$/gm) ?? []).length - 2);
const links = (md: string): number => (md.match(/\]\(\/docs\/[^)]+\)|<Link\b/g) ?? []).length;

/** Problems with the shape of one tutorial body; empty when it is fine. */
export function tutorialShapeProblems(body: string): string[] {
  const problems: string[] = [];
  const sections = splitSections(body);
  const steps = sections.filter((s) => STEP.test(s.heading));
  if (steps.length < 2) problems.push('fewer than two numbered steps ("## 1. ...")');
  steps.forEach((step, i) => {
    const n = Number(STEP.exec(step.heading)?.[1]);
    if (n !== i + 1) problems.push(`step "${step.heading}" should be numbered ${i + 1}`);
    const fences = findCodeFences(step.body).length;
    if (fences === 0) problems.push(`step "${step.heading}" has no code`);
    const result =
      fences > 1 || hasTable(step.body) || RESULT_CUE.test(step.body.replace(/```[\s\S]*?```/g, ''));
    if (!result) problems.push(`step "${step.heading}" does not say what to expect`);
  });
  const headings = sections.map((s) => s.heading);
  const lastStep = steps.length ? headings.lastIndexOf(steps[steps.length - 1]?.heading ?? '') : -1;
  let previous = lastStep;
  for (const name of closingSections) {
    const at = headings.indexOf(name);
    if (at === -1) problems.push(`no "## ${name}" section`);
    else if (at < previous) problems.push(`"## ${name}" is out of order`);
    else previous = at;
  }
  const trouble = sections.find((s) => s.heading === 'Troubleshooting');
  if (trouble && listItems(trouble.body) + tableRows(trouble.body) < 2)
    problems.push('troubleshooting names fewer than two problems');
  const next = sections.find((s) => s.heading === 'Next steps');
  if (next && links(next.body) < 2) problems.push('next steps link fewer than two pages');
  return problems;
}
