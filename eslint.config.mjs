import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      'build/**',
      'build-algolia/**',
      '.docusaurus/**',
      'node_modules/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mjs,js}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Leaving a property out of a copy by destructuring it beside a rest element is intended.
      '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true }],
    },
  },
  {
    // Browser code gets its data as a compile-time slice (config/dataSlices.ts), so no data module is
    // copied into many page chunks. Only the landing page, the 404 page and the tag index read data/
    // directly; elsewhere in src/ only types may come from there.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/pages/**', 'src/theme/NotFound/**', 'src/theme/DocTagsListPage/**', 'src/**/__tests__/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@site/data/**', '**/data/**'],
              allowTypeImports: true,
              message: 'Import only types from data/; register a slice loader in config/dataSlices.ts.',
            },
          ],
        },
      ],
    },
  },
  {
    // Components reach a plugin only through its public module (`plugins/<name>/public`) or its theme
    // components (`@theme/…`), so a plugin can change its internals without breaking the site.
    files: ['src/**/*.{ts,tsx,mjs,js}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '@site/plugins/*/**',
                '**/plugins/*/**',
                '!@site/plugins/*/public',
                '!**/plugins/*/public',
              ],
              message: "Import a plugin's public module (plugins/<name>/public) or its @theme components.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: globals.node },
    // CommonJS modules (bundler loaders) have no other way to load a module.
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Prism's grammar modules extend a global Prism, which must be set while one runs: they are required
    // inside registerPrismLanguage's call, not imported.
    files: ['plugins/prism-languages/client/*.ts'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
