import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import importPlugin from 'eslint-plugin-import';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules',
      '**/dist',
      '**/dist-server',
      'data',
      'test-results',
      'playwright-report',
      'apps/api/src/db/migrations',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: ['@salon/api', '**/apps/api/**'],
          // Sonner loads with the first toast (docs/architecture.md#page-rendering).
          paths: [
            { name: 'sonner', message: 'Toast with src/lib/toast.ts: it loads Sonner when first needed.' },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/lib/toast.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['@salon/api', '**/apps/api/**'] }] },
  },
  {
    // apps/web/README.md: app -> features -> components/lib; a feature never imports another feature.
    // @salon/contracts and @salon/domain resolve into node_modules: external, so allowed everywhere.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { boundaries, import: importPlugin },
    settings: {
      'boundaries/root-path': import.meta.dirname,
      'boundaries/elements': [
        { type: 'app', pattern: 'apps/web/src/app', partialMatch: false },
        { type: 'feature', pattern: 'apps/web/src/features/*', capture: ['name'], partialMatch: false },
        { type: 'shared', pattern: 'apps/web/src/{components,lib}', partialMatch: false },
        // Test helpers stand in for a visitor opening the whole app, so they may reach every layer.
        { type: 'test-support', pattern: 'apps/web/src/test', partialMatch: false },
      ],
      'boundaries/files': [{ category: 'test', pattern: '**/*.test.{ts,tsx}' }],
      // Imports name their files with the extension, so Node's resolver finds them; without the
      // TypeScript extensions and parser the plugin skips every .ts/.tsx module and finds no cycle.
      'import/extensions': ['.ts', '.tsx'],
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          checkUnknownLocals: true,
          message:
            'A {{ from.element.types.[0] }} file may not import {{ to.element.path }} (apps/web/README.md: app -> features -> components/lib). Move what two features share to src/lib or src/components/ui, or let the page in src/app compose them.',
          policies: [
            {
              from: { element: { type: 'app' } },
              allow: { to: { element: { types: { anyOf: ['app', 'feature', 'shared'] } } } },
            },
            {
              from: { element: { type: 'feature' } },
              allow: {
                to: [
                  { element: { type: 'feature', captured: { name: '{{ from.element.captured.name }}' } } },
                  { element: { type: 'shared' } },
                ],
              },
            },
            { from: { element: { type: 'shared' } }, allow: { to: { element: { type: 'shared' } } } },
            {
              from: { element: { type: 'test-support' } },
              allow: { to: { element: { types: { anyOf: ['app', 'feature', 'shared', 'test-support'] } } } },
            },
            { from: { file: { categories: 'test' } }, allow: { to: { element: { type: 'test-support' } } } },
          ],
        },
      ],
      'import/no-cycle': 'error',
    },
  },
  {
    // The API never reaches into tools/ (docs/architecture.md#tools). A path rule, so the API's
    // own no-restricted-imports settings stay free for its layers.
    files: ['apps/api/**/*.ts'],
    plugins: { import: importPlugin },
    rules: {
      'import/no-restricted-paths': [
        'error',
        { zones: [{ target: './apps/api', from: './tools', message: 'The API never imports tools/.' }] },
      ],
    },
  },
  {
    // tools/ uses the API only through its two entries, `@salon/api/tooling` and
    // `@salon/api/testing/<file>` (docs/architecture.md#tools), never by a path into its source.
    files: ['tools/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '/apps/|^@salon/web|^@salon/api(?!/tooling$|/testing/[\\w-]+$)',
              message: 'Import the API through @salon/api/tooling or @salon/api/testing/<file>.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['**/apps/**', '@salon/api', '@salon/web'] }] },
  },
  {
    files: ['packages/domain/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['zod', '**/apps/**', '@salon/contracts'] }] },
  },
);
