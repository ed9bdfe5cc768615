import type { Root } from 'mdast';
import { visit } from 'unist-util-visit';

/** What the plugin needs from the site, passed as options (`docusaurus.config.ts` takes both from config/dataCounts.ts). */
export interface RemarkBrandOptions {
  /** The text with its `%%TOKEN%%` placeholders expanded; page-bound tokens read the page. */
  expand: (text: string, page: { providerCode?: string }) => string;
  /** The provider a Markdown file documents, from its path, if any. */
  providerCodeOf: (path: string) => string | undefined;
}

/**
 * Expands `%%TOKEN%%` brand and count placeholders in text, code, link targets and JSX attribute strings,
 * so Markdown never spells out a brand value.
 */
export default function remarkBrand({ expand, providerCodeOf }: RemarkBrandOptions) {
  return (tree: Root, file?: { path?: string }): void => {
    // Page-bound tokens (a provider page's dataset count) need to know the page.
    const page = { providerCode: file?.path ? providerCodeOf(file.path) : undefined };
    visit(tree, (node) => {
      const n = node as unknown as Record<string, unknown>;
      for (const key of ['value', 'url', 'title', 'alt'] as const) {
        if (typeof n[key] === 'string' && (n[key] as string).includes('%%')) {
          n[key] = expand(n[key] as string, page);
        }
      }
      if (Array.isArray(n.attributes)) {
        for (const attr of n.attributes as Array<{ value?: unknown }>) {
          if (typeof attr.value === 'string' && attr.value.includes('%%')) {
            attr.value = expand(attr.value, page);
          }
        }
      }
    });
  };
}
