import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Components are .tsx without a React import (the site uses the automatic JSX runtime).
  esbuild: { jsx: 'automatic' },
  test: {
    include: ['tests/unit/**/*.test.ts', 'plugins/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
  },
});
