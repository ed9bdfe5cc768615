import { join } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: join(__dirname, '..', '..', '..') });

/** The `no-restricted-imports` messages ESLint gives one import in a component file. */
async function restricted(source: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${source}\nexport const used = [value];\n`, {
    filePath: 'src/components/Example/index.tsx',
  });
  return result.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('components reach plugins only through their public module', () => {
  it.each([
    "import value from '@site/plugins/openapi/types';",
    "import value from '@site/plugins/search/client/searchQueryFromPath';",
    "import value from '../../../plugins/site-summary/shared';",
    "import '@site/plugins/prism-languages/client/json'; const value = 1;",
  ])('rejects %s', async (source) => {
    expect(await restricted(source)).toEqual([expect.stringContaining("a plugin's public module")]);
  });

  it.each([
    "import value from '@site/plugins/openapi/public';",
    "import value from '../../../plugins/search/public';",
    "import value from '@theme/SearchBar';",
  ])('allows %s', async (source) => {
    expect(await restricted(source)).toEqual([]);
  });
});
