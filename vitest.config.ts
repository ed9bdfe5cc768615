import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Components are .tsx without a React import (the site uses the automatic JSX runtime).
  esbuild: { jsx: 'automatic' },
  test: {
    // Unit tests sit in `__tests__` beside the module they test; site-wide checks live in tests/unit.
    include: ['{config,data,lib,plugins,scripts,src}/**/__tests__/**/*.test.ts', 'tests/unit/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    // One module graph per worker, not per file: most files import the same data loaders and config, and
    // importing them again for each of a hundred files took four fifths of the run. No test changes a
    // module's state for another file; the one file with mocks (ProviderDatasets) only stands in for
    // Docusaurus's aliases, which no other test imports.
    isolate: false,
  },
});
