import type { ParseFrontMatter } from '@docusaurus/types';
import { expandContentTokens } from './dataCounts';

/** Expands brand and count tokens in titles and descriptions before Docusaurus reads them. */
export const parseFrontMatter: ParseFrontMatter = async (params) => {
  const result = await params.defaultParseFrontMatter(params);
  for (const key of ['title', 'description', 'sidebar_label'] as const) {
    const value = result.frontMatter[key];
    if (typeof value === 'string') result.frontMatter[key] = expandContentTokens(value);
  }
  return result;
};
