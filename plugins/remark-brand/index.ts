import type { Root } from 'mdast';
import { visit } from 'unist-util-visit';
import { expandContentTokens, providerCodeOf } from '../../config/dataCounts';

/**
 * Expands `%%TOKEN%%` brand and count placeholders (config/dataCounts.ts) in text, code, link targets and
 * JSX attribute strings, so Markdown never spells out a brand value.
 */
export default function remarkBrand() {
  return (tree: Root, file?: { path?: string }): void => {
    // Page-bound tokens (a provider page's dataset count) need to know the page.
    const page = { providerCode: file?.path ? providerCodeOf(file.path) : undefined };
    visit(tree, (node) => {
      const n = node as unknown as Record<string, unknown>;
      for (const key of ['value', 'url', 'title', 'alt'] as const) {
        if (typeof n[key] === 'string' && (n[key] as string).includes('%%')) {
          n[key] = expandContentTokens(n[key] as string, page);
        }
      }
      if (Array.isArray(n.attributes)) {
        for (const attr of n.attributes as Array<{ value?: unknown }>) {
          if (typeof attr.value === 'string' && attr.value.includes('%%')) {
            attr.value = expandContentTokens(attr.value, page);
          }
        }
      }
    });
  };
}
