/**
 * Docs for people's tools, built from the same pages as the HTML so they cannot drift:
 * - a Markdown twin of every docs page at its URL plus `.md`, converted from the built page's
 *   article (`convert.ts`), so what MDX components render is in it;
 * - `/llms.txt` (llms.txt convention), `/llms-full.txt` and one full file per top-level section,
 *   in sidebar order (`docsIndex.ts`, `documents.ts`);
 * - the theme (`theme/`): the `<link rel="alternate" type="text/markdown">` of each docs page and
 *   its "Copy page" menu.
 */
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { convertPages } from './convertPages';
import { readDocsIndex, type DocsContent, type PageEntry } from './docsIndex';
import {
  FULL_PATH,
  INDEX_PATH,
  fullText,
  llmsIndex,
  sectionFullPath,
  twinDocument,
  twinPath,
  type SiteInfo,
} from './documents';

export const LLMS_PLUGIN_NAME = 'llms';
/**
 * Set to `1`, the plugin writes nothing after the build: `npm run bench:build` times builds with and
 * without its output to report what it adds to the build.
 */
export const SKIP_OUTPUT_ENV = 'LLMS_SKIP_OUTPUT';
/** Where the plugin records what it did and how long it took; `npm run bench:build` reads it. */
export const REPORT_FILE = join('node_modules', '.cache', 'llms', 'report.json');
/** Markdown of the pages of the last build, reused for pages whose HTML did not change. */
const CACHE_FILE = join('node_modules', '.cache', 'llms', 'twins.json');
/** What a page's Markdown depends on besides its HTML: the converter and the packages it uses. */
const CONVERTER_SOURCES = [
  '../../lib/built-pages/htmlTree.ts',
  'convert.ts',
  'parseArticle.ts',
  'articleTree.ts',
  'whitespace.ts',
  'toMdast.ts',
  'mdastFlow.ts',
  'mdastLists.ts',
  'mdastTable.ts',
].map((file) => join(__dirname, file));

/* TypeScript sources, compiled by the site's bundler like src/theme. */
const THEME_PATH = join(__dirname, 'theme');

export interface LlmsReport {
  twins: number;
  /** Twins converted in this build; the others came from the cache (their page did not change). */
  converted: number;
  fullFiles: number;
  bytes: number;
  ms: number;
}

function htmlFileOf(outDir: string, permalink: string): string {
  const page = join(outDir, `${permalink.replace(/\/$/, '') || '/index'}.html`);
  return existsSync(page) ? page : join(outDir, permalink, 'index.html');
}

/** The first paragraph of the home page's Markdown, links reduced to their text. */
function firstParagraph(markdown: string | undefined): string | undefined {
  const paragraph = markdown
    ?.split(/\n{2,}/)
    .find((block) => /^[A-Za-z0-9*_`]/.test(block) && !block.startsWith('```'));
  return paragraph?.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1');
}

export default function llmsPlugin(context: LoadContext): Plugin {
  let docsContent: DocsContent | undefined;
  return {
    name: LLMS_PLUGIN_NAME,
    getThemePath: () => THEME_PATH,
    getTypeScriptThemePath: () => THEME_PATH,
    async allContentLoaded({ allContent }) {
      docsContent = allContent['docusaurus-plugin-content-docs']?.default as DocsContent | undefined;
    },
    async postBuild({ outDir }) {
      if (process.env[SKIP_OUTPUT_ENV] === '1') return;
      if (!docsContent) throw new Error('[llms] the docs plugin loaded no content');
      const started = performance.now();
      const siteUrl = context.siteConfig.url.replace(/\/$/, '');
      const { sections, pages } = readDocsIndex(docsContent);

      const converted = await convertPages(
        pages.map((page) => ({
          file: htmlFileOf(outDir, page.permalink),
          pageUrl: `${siteUrl}${page.permalink}`,
        })),
        {
          siteUrl,
          cacheFile: join(context.siteDir, CACHE_FILE),
          versionFiles: [...CONVERTER_SOURCES, join(context.siteDir, 'package-lock.json')],
        },
      );
      const markdownOf = new Map<string, string>();
      const missing: string[] = [];
      const twins = pages.flatMap((page, i): Array<[string, string]> => {
        const markdown = converted.markdown[i];
        if (!markdown) {
          missing.push(page.permalink);
          return [];
        }
        markdownOf.set(page.permalink, markdown);
        return [[twinPath(page.permalink), twinDocument(page, markdown, siteUrl)]];
      });
      if (missing.length) throw new Error(`[llms] no article found in the built pages ${missing.join(', ')}`);

      const site: SiteInfo = {
        title: context.siteConfig.title,
        summary: firstParagraph(markdownOf.get(pages[0]?.permalink ?? '')) ?? context.siteConfig.tagline,
        siteUrl,
      };
      const withMarkdown = (list: PageEntry[]) =>
        list.map((page) => ({ page, markdown: markdownOf.get(page.permalink) ?? '' }));
      const files: Array<[string, string]> = [
        ...twins,
        [INDEX_PATH, llmsIndex(site, sections)],
        [FULL_PATH, fullText(site, withMarkdown(pages), siteUrl)],
        ...sections.map((section): [string, string] => [
          sectionFullPath(section),
          fullText(
            { title: `${site.title}: ${section.title}`, summary: section.description || site.summary },
            withMarkdown(section.pages),
            siteUrl,
          ),
        ]),
      ];
      const bytes = files.reduce((sum, [, text]) => sum + text.length, 0);
      await Promise.all(files.map(([path, text]) => write(outDir, path, text)));

      const report: LlmsReport = {
        twins: twins.length,
        converted: converted.converted,
        fullFiles: files.length - twins.length - 1,
        bytes,
        ms: Math.round(performance.now() - started),
      };
      await write(context.siteDir, `/${REPORT_FILE}`, `${JSON.stringify(report)}\n`);
      console.log(
        `[${LLMS_PLUGIN_NAME}] ${report.twins} Markdown twins (${report.converted} converted, the others ` +
          `unchanged), llms.txt and ${report.fullFiles} full files (${(bytes / 1048576).toFixed(1)} MB) in ${report.ms} ms`,
      );
    },
  };
}

async function write(root: string, urlPath: string, text: string): Promise<void> {
  const file = join(root, urlPath);
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, text);
}
