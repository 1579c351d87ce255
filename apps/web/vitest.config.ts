import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { compiledCatalogues } from './vite-compiled-catalogues.ts';

export default defineProject({
  plugins: [compiledCatalogues(), react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', '*.test.ts'],
    setupFiles: ['./src/test/setup.ts'],
    // Lazy route pages compile on first render and whole-app tests type into forms: on a busy
    // 2-core machine one test can take many seconds. The per-condition bound is in setup.ts.
    testTimeout: 60_000,
  },
});
