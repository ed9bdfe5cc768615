import type { Root } from 'mdast';
import { visit } from 'unist-util-visit';
import { expandBrandTokens } from '../../src/brand';

/**
 * Expands `%%TOKEN%%` brand placeholders in text, code, link targets and
 * JSX attribute strings, so Markdown never spells out a brand value.
 */
export default function remarkBrand() {
  return (tree: Root): void => {
    visit(tree, (node) => {
      const n = node as unknown as Record<string, unknown>;
      for (const key of ['value', 'url', 'title', 'alt'] as const) {
        if (typeof n[key] === 'string' && (n[key] as string).includes('%%')) {
          n[key] = expandBrandTokens(n[key] as string);
        }
      }
      if (Array.isArray(n.attributes)) {
        for (const attr of n.attributes as Array<{ value?: unknown }>) {
          if (typeof attr.value === 'string' && attr.value.includes('%%')) {
            attr.value = expandBrandTokens(attr.value);
          }
        }
      }
    });
  };
}
