/**
 * Builds the per-function sections of the ODSL function category pages from
 * data/odsl/functions/*.yaml. Headings are written into the MDX (not rendered by a
 * component) so that every function gets a table-of-contents entry and an
 * anchor the build's link checker can see. Everything else in each page is
 * hand-written and left alone: only the text between the markers changes.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { GeneratedFile } from './files';
import { replaceBetween } from './files';
import {
  functionAnchor,
  functionsInCategory,
  odslFunctionCategories,
  type OdslFunction,
  type OdslFunctionCategoryKey,
} from '../../data/odsl/functions';

export const GENERATED_BEGIN =
  '{/* BEGIN GENERATED function sections: edit data/odsl/functions/*.yaml, then run `npm run generate` */}';
export const GENERATED_END = '{/* END GENERATED function sections */}';

/** Escapes characters MDX would read as JSX or expressions, outside inline code. */
export function escapeMdxText(text: string): string {
  return text
    .split(/(`[^`]*`)/)
    .map((part) => (part.startsWith('`') ? part : part.replace(/[{}<>]/g, (ch) => `\\${ch}`)))
    .join('');
}

export function renderFunctionSection(fn: OdslFunction): string {
  const parts = [
    `### ${fn.name} {#${functionAnchor(fn.name)}}`,
    escapeMdxText(fn.description),
    `<FunctionDetails name="${fn.name}" />`,
  ];
  if (fn.example) {
    parts.push(`Example:\n\n\`\`\`odsl\n${fn.example}\n\`\`\``);
  }
  return parts.join('\n\n');
}

/** Sections of the documented functions of a category; names known without details have none. */
export function renderCategorySections(key: OdslFunctionCategoryKey): string {
  return functionsInCategory(key)
    .filter((fn) => fn.documented)
    .map(renderFunctionSection)
    .join('\n\n');
}

/** Replaces the generated region of a page; fails when the markers are missing. */
export function replaceGenerated(source: string, generated: string): string {
  return replaceBetween(source, GENERATED_BEGIN, GENERATED_END, `\n\n${generated}\n\n`);
}

/** Absolute path of the MDX page of a category. */
export function categoryPagePath(root: string, key: OdslFunctionCategoryKey): string {
  const category = odslFunctionCategories.find((c) => c.key === key);
  if (!category) {
    throw new Error(`Unknown category ${key}`);
  }
  return join(root, 'docs', 'odsl', 'function', `${category.slug}.mdx`);
}

/** Every category page with its generated sections brought up to date. */
export function functionPageFiles(root: string): GeneratedFile[] {
  return odslFunctionCategories.map((category) => {
    const path = categoryPagePath(root, category.key);
    return {
      path,
      content: replaceGenerated(readFileSync(path, 'utf8'), renderCategorySections(category.key)),
    };
  });
}
