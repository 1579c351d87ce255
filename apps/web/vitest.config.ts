import { createRequire } from 'node:module';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { reactRuntimeAliases } from './react-runtime.ts';

const require = createRequire(import.meta.url);
// Testing Library's `main` is CommonJS, whose `require('react')` no alias reaches: its ESM build is.
const testingLibraryEsm = require
  .resolve('@testing-library/react')
  .replace(/dist[\\/]index\.js$/, 'dist/@testing-library/react.esm.js');

export default defineProject({
  plugins: [react()],
  // The tests run the app on the runtime the builds use (react-runtime.ts). Every dependency
  // goes through Vite's resolution, so none of them loads React itself from node_modules.
  resolve: {
    alias: [...reactRuntimeAliases, { find: /^@testing-library\/react$/, replacement: testingLibraryEsm }],
    conditions: ['module', 'browser', 'development'],
    mainFields: ['module', 'jsnext:main', 'jsnext', 'main'],
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', '*.test.ts'],
    setupFiles: ['./src/test/setup.ts'],
    server: { deps: { inline: true } },
    // CommonJS dependencies `require('react')` past any alias unless they are bundled first.
    deps: {
      optimizer: {
        client: {
          enabled: true,
          include: ['use-sync-external-store/shim/with-selector', 'use-sync-external-store/with-selector'],
        },
      },
    },
    // Lazy route pages compile on first render and whole-app tests type into forms: on a busy
    // 2-core machine one test can take many seconds. The per-condition bound is in setup.ts.
    testTimeout: 60_000,
  },
});
