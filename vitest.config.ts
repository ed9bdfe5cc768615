import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Components are .tsx without a React import (the site uses the automatic JSX runtime).
  esbuild: { jsx: 'automatic' },
  test: {
    // Unit tests sit in `__tests__` beside the module they test; site-wide checks live in tests/unit.
    include: ['{config,data,lib,plugins,scripts,src}/**/__tests__/**/*.test.ts', 'tests/unit/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
  },
});
