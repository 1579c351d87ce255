import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import importPlugin from 'eslint-plugin-import';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// Only repositories, db/, the job queue's internals and the tools speak SQL (docs/conventions.md#layers).
const sqlImports = {
  group: ['drizzle-orm', 'drizzle-orm/*', 'pg'],
  message:
    'Only repositories run statements (docs/conventions.md#layers): add a method to a *.repository.ts.',
};

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
    // docs/conventions.md#layers: routes -> services -> repositories -> db. A route never reaches
    // a repository or the database; only repositories (and db/ itself, the job queue and the
    // tools: tests, the demo seed, cli) run statements. Row types may be named anywhere.
    files: ['apps/api/src/**/*.ts'],
    plugins: { boundaries, import: importPlugin },
    settings: {
      'boundaries/root-path': import.meta.dirname,
      'boundaries/elements': [
        // The demo seed (docs/decisions/0030-tools-workspace.md) writes its rows directly, as the
        // tests' builders do, so it may reach every layer like them.
        { type: 'api-tools', pattern: 'apps/api/src/modules/demo', partialMatch: false },
        { type: 'api-module', pattern: 'apps/api/src/modules/*', capture: ['name'], partialMatch: false },
        { type: 'api-db-schema', pattern: 'apps/api/src/db/schema', partialMatch: false },
        { type: 'api-db', pattern: 'apps/api/src/db', partialMatch: false },
        { type: 'api-plugins', pattern: 'apps/api/src/plugins', partialMatch: false },
        { type: 'api-jobs', pattern: 'apps/api/src/jobs', partialMatch: false },
        { type: 'api-shared', pattern: 'apps/api/src/{lib,mail,sms,phone,config}', partialMatch: false },
        // The composition root (docs/decisions/0010-hand-wired-composition-root.md) wires every layer.
        { type: 'api-root', pattern: 'apps/api/src/app', partialMatch: false },
        { type: 'api-tools', pattern: 'apps/api/src/{test,cli}', partialMatch: false },
        // app.ts, server.ts, tooling.ts; last, so every folder above is matched first.
        { type: 'api-root', pattern: 'apps/api/src', partialMatch: false },
      ],
      'boundaries/files': [
        { category: 'route', pattern: '**/*.routes.ts' },
        { category: 'repository', pattern: '**/*.repository.ts' },
        // SQLSTATE classifiers: a service turns a constraint its transaction hit into a domain error.
        { category: 'db-errors', pattern: 'apps/api/src/db/errors.ts' },
        { category: 'test', pattern: '**/*.test.ts' },
      ],
      'import/extensions': ['.ts'],
      'import/parsers': { '@typescript-eslint/parser': ['.ts'] },
      'import/resolver': { node: { extensions: ['.ts', '.js'] } },
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          checkUnknownLocals: true,
          // A route and a repository of one module are files of one element: their imports count too.
          checkInternals: true,
          message:
            'A {{ from.element.types.[0] }} file ({{ from.file.categories.[0] }}) may not import {{ to.element.path }}{{ to.file.internalPath }} (docs/conventions.md#layers: routes -> services -> repositories -> db). Ask a service for it, or move the statement into a *.repository.ts.',
          policies: [
            // Services and their helpers: other modules, the shared code, the queue, the plugins'
            // types (guards); the database only as types (rows, Executor) and its SQLSTATE errors.
            {
              from: { element: { type: 'api-module' } },
              allow: { to: { element: { types: { anyOf: ['api-module', 'api-shared', 'api-jobs'] } } } },
            },
            {
              from: { element: { type: 'api-module' } },
              allow: { to: { element: { types: { anyOf: ['api-db', 'api-db-schema', 'api-plugins'] } } } },
              dependency: { kind: 'type' },
            },
            {
              from: { element: { type: 'api-module' } },
              allow: { to: { file: { categories: 'db-errors' } } },
            },
            // Repositories run the statements.
            {
              from: { element: { type: 'api-module' }, file: { categories: 'repository' } },
              allow: { to: { element: { types: { anyOf: ['api-db', 'api-db-schema'] } } } },
            },
            // A route may also use the plugins' hooks (rate limits, uploads) besides their types.
            {
              from: { element: { type: 'api-module' }, file: { categories: 'route' } },
              allow: { to: { element: { type: 'api-plugins' } } },
            },
            // A route parses, calls a service, answers: never a repository or the database handle.
            {
              from: { element: { type: 'api-module' }, file: { categories: 'route' } },
              disallow: { to: [{ file: { categories: 'repository' } }, { element: { type: 'api-db' } }] },
            },
            // Infrastructure: the plugins name the services they guard by type only.
            {
              from: { element: { types: { anyOf: ['api-plugins', 'api-jobs', 'api-shared'] } } },
              allow: {
                to: {
                  element: {
                    types: { anyOf: ['api-plugins', 'api-jobs', 'api-shared', 'api-db', 'api-db-schema'] },
                  },
                },
              },
            },
            {
              from: { element: { type: 'api-plugins' } },
              allow: { to: { element: { type: 'api-module' } } },
              dependency: { kind: 'type' },
            },
            {
              from: { element: { types: { anyOf: ['api-db', 'api-db-schema'] } } },
              allow: {
                to: { element: { types: { anyOf: ['api-db', 'api-db-schema', 'api-jobs', 'api-shared'] } } },
              },
            },
            // The composition root, the tools and the tests wire or set up every layer.
            {
              from: [
                { element: { types: { anyOf: ['api-root', 'api-tools'] } } },
                { file: { categories: 'test' } },
              ],
              allow: {
                to: {
                  element: {
                    types: {
                      anyOf: [
                        'api-module',
                        'api-db',
                        'api-db-schema',
                        'api-plugins',
                        'api-jobs',
                        'api-shared',
                        'api-root',
                        'api-tools',
                      ],
                    },
                  },
                },
              },
            },
          ],
        },
      ],
    },
  },
  {
    // Only repositories, db/, the job queue's internals and the tools speak SQL (docs/conventions.md#layers).
    files: ['apps/api/src/**/*.ts'],
    ignores: [
      'apps/api/src/**/*.repository.ts',
      'apps/api/src/**/*.test.ts',
      'apps/api/src/db/**',
      'apps/api/src/jobs/job-queue.ts',
      'apps/api/src/jobs/message-outbox.ts',
      // The read cache's own LISTEN connection (docs/decisions/0014-memory-first-reads.md).
      'apps/api/src/lib/read-cache/change-listener.ts',
      'apps/api/src/{test,cli,modules/demo}/**',
    ],
    rules: { 'no-restricted-imports': ['error', { patterns: [sqlImports] }] },
  },
  {
    // Services never import Fastify (docs/conventions.md#dependencies): the two files that
    // register a module's own plugin (reminders' jobs, multipart forms) are plugins, not services.
    files: ['apps/api/src/modules/**/*.ts'],
    ignores: [
      'apps/api/src/modules/**/*.{routes,repository,test}.ts',
      'apps/api/src/modules/demo/**',
      'apps/api/src/modules/reminders/register-reminders.ts',
      'apps/api/src/modules/files/multipart.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            sqlImports,
            {
              group: ['fastify', '@fastify/*', 'fastify-*'],
              message:
                'A service never imports Fastify (docs/conventions.md#dependencies): the route reads the request.',
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
