import { defineConfig } from 'vitest/config';

// e2e/ holds Playwright specs: vitest must never pick them up.
export default defineConfig({
  test: {
    // Most tests wait on PostgreSQL, SMTP or a render rather than compute: on a 2-core machine
    // four workers finish the suite in about 60% of the time the default single worker takes.
    maxWorkers: 4,
    projects: ['packages/domain', 'packages/contracts', 'apps/api', 'apps/web', 'tools', 'bench'],
  },
});
