import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { providers } from '../../../data/providers/providers';
import { readableExample } from '../../../data/providers/queries';

const pageOf = (code: string): string =>
  readFileSync(join(__dirname, '../../../docs/company', `${code}.mdx`), 'utf8');

/** The "Load the data" section of a provider page, up to the next section. */
function loadSection(page: string): string {
  const start = page.indexOf('\n## Load the data\n');
  if (start < 0) return '';
  const next = page.indexOf('\n## ', start + 1);
  return page.slice(start, next < 0 ? undefined : next);
}

describe('provider pages read one of their ids', () => {
  for (const provider of providers) {
    const readable = readableExample(provider) !== undefined;
    it(`${provider.code} ${readable ? 'reads an example id in' : 'has no example id for'} "Load the data"`, () => {
      const element = `<ProviderReadExample code="${provider.code}" />`;
      if (readable) expect(loadSection(pageOf(provider.code))).toContain(element);
      else expect(pageOf(provider.code)).not.toContain('<ProviderReadExample');
    });
  }
});
