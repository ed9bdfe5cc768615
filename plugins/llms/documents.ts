import type { PageEntry, Section } from './docsIndex';

/** The files this plugin writes, composed from the docs index and the pages' Markdown. */

export interface SiteInfo {
  title: string;
  /** One paragraph that says what the documentation covers. */
  summary: string;
  /** Absolute URL of the site, no trailing slash. */
  siteUrl: string;
}

/** URL path of a page's Markdown twin: `/docs/odsl/command/print` → `/docs/odsl/command/print.md`. */
export function twinPath(permalink: string): string {
  return `${permalink.replace(/\/$/, '') || '/index'}.md`;
}

/** URL path of a section's full text. */
export const sectionFullPath = (section: Section): string => `/llms-full/${section.slug}.txt`;
export const FULL_PATH = '/llms-full.txt';
export const INDEX_PATH = '/llms.txt';

// JSON strings are valid YAML double-quoted scalars, so no YAML writer is needed.
const yamlString = (value: string): string => JSON.stringify(value);

/** A page's twin: front matter (title, description, canonical URL), then its Markdown. */
export function twinDocument(page: PageEntry, markdown: string, siteUrl: string): string {
  const frontMatter = [
    '---',
    `title: ${yamlString(page.title)}`,
    ...(page.description ? [`description: ${yamlString(page.description)}`] : []),
    `canonical_url: ${yamlString(`${siteUrl}${page.permalink}`)}`,
    '---',
  ];
  return `${frontMatter.join('\n')}\n\n${markdown}`;
}

const oneLine = (text: string): string => text.replace(/\s+/g, ' ').trim();

function linkLine(title: string, url: string, description: string): string {
  const about = oneLine(description);
  return `- [${title}](${url})${about ? `: ${about}` : ''}`;
}

/** `/llms.txt` after the llms.txt convention: title, summary, then one list of links per section. */
export function llmsIndex(site: SiteInfo, sections: Section[]): string {
  const lines = [
    `# ${site.title}`,
    '',
    `> ${oneLine(site.summary)}`,
    '',
    `Every page below is Markdown: the same address as the web page, with \`.md\` added. ` +
      `[${FULL_PATH.slice(1)}](${site.siteUrl}${FULL_PATH}) holds all of them in one file.`,
  ];
  for (const section of sections) {
    lines.push('', `## ${section.title}`, '');
    for (const page of section.pages) {
      lines.push(linkLine(page.title, `${site.siteUrl}${twinPath(page.permalink)}`, page.description));
    }
  }
  lines.push('', '## Optional', '');
  lines.push(linkLine('The whole documentation', `${site.siteUrl}${FULL_PATH}`, 'Every page in one file.'));
  for (const section of sections) {
    lines.push(
      linkLine(
        `${section.title}, in full`,
        `${site.siteUrl}${sectionFullPath(section)}`,
        `Every page of ${section.title} in one file.`,
      ),
    );
  }
  return `${lines.join('\n')}\n`;
}

/**
 * Pages one after the other, each opening with its title and URL. A page's own Markdown starts
 * with its `# Title`; the URL goes right under it.
 */
export function fullText(
  heading: { title: string; summary: string },
  pages: Array<{ page: PageEntry; markdown: string }>,
  siteUrl: string,
): string {
  const parts = [`# ${heading.title}\n\n> ${oneLine(heading.summary)}\n`];
  for (const { page, markdown } of pages) {
    const url = `URL: ${siteUrl}${page.permalink}`;
    const body = markdown.startsWith('# ')
      ? markdown.replace(/^# .*\n/, (title) => `${title}\n${url}\n`)
      : `# ${page.title}\n\n${url}\n\n${markdown}`;
    parts.push(`---\n\n${body}`);
  }
  return parts.join('\n');
}
