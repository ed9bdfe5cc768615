import type { ParseFrontMatter } from '@docusaurus/types';
import { expandContentTokens, providerCodeOf } from './dataCounts';

/** Expands brand and count tokens in titles and descriptions before Docusaurus reads them. */
export const parseFrontMatter: ParseFrontMatter = async (params) => {
  const result = await params.defaultParseFrontMatter(params);
  const page = { providerCode: providerCodeOf(params.filePath) };
  for (const key of ['title', 'description', 'sidebar_label'] as const) {
    const value = result.frontMatter[key];
    if (typeof value === 'string') result.frontMatter[key] = expandContentTokens(value, page);
  }
  return result;
};
