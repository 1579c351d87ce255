import { defineConfig } from 'vitest/config';

// e2e/ holds Playwright specs: vitest must never pick them up.
export default defineConfig({
  test: {
    projects: ['packages/domain', 'packages/contracts', 'apps/api', 'apps/web', 'tools', 'bench'],
  },
});
