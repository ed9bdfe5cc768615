/**
 * Provider tags, generated from the provider catalogue: each provider's own tag (its `tag` key, its
 * short name as label, its full name and kind as description) is defined at the end of
 * docs/tags.yml and listed in the providers group of the tag index
 * (data/tags/providerTags.generated.ts). Provider pages list the tag first in their front matter.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { providers } from '../../data/providers/providers';
import type { Provider } from '../../data/providers/schema';
import { replaceBetween, type GeneratedFile } from './files';

export const TAGS_BEGIN =
  '# BEGIN GENERATED provider tags: edit data/providers/providers.ts, then run `npm run generate`';
export const TAGS_END = '# END GENERATED provider tags';

const byTag = (a: Provider, b: Provider): number => a.tag.localeCompare(b.tag);

/** The YAML entry of one provider tag, in the style of the hand-written entries. */
export function providerTagEntry(provider: Provider): string {
  const description = `${provider.fullName} (${provider.kindDetail}): who they are and the datasets the platform loads from them.`;
  return [
    `${provider.tag}:`,
    `  label: ${JSON.stringify(provider.name)}`,
    `  description: ${JSON.stringify(description)}`,
    `  permalink: /${provider.tag}`,
  ].join('\n');
}

/** docs/tags.yml with its generated block rewritten, and the tag list of the providers group. */
export function providerTagFiles(root: string, all: readonly Provider[] = providers): GeneratedFile[] {
  const sorted = [...all].sort(byTag);
  const tagsPath = join(root, 'docs', 'tags.yml');
  const block = `\n${sorted.map(providerTagEntry).join('\n')}\n`;
  return [
    { path: tagsPath, content: replaceBetween(readFileSync(tagsPath, 'utf8'), TAGS_BEGIN, TAGS_END, block) },
    {
      path: join(root, 'data', 'tags', 'providerTags.generated.ts'),
      content: [
        '// Generated from data/providers/providers.ts by `npm run generate`. Do not edit.',
        '',
        '/** The own tag of every provider in the catalogue, in alphabetical order. */',
        'export const providerTags: readonly string[] = [',
        ...sorted.map((provider) => `  '${provider.tag}',`),
        '];',
        '',
      ].join('\n'),
    },
  ];
}
