import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'tools',
    include: ['evidence/**/*.test.ts'],
    // The API's own test database: one migrated template, cloned per test file.
    globalSetup: [fileURLToPath(import.meta.resolve('@salon/api/testing/global-setup'))],
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
