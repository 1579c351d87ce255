import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api',
    // One module graph per worker instead of per file: each file still gets its own database and
    // app (test/build-test-app.ts), and importing the app 110 times cost more than the tests.
    isolate: false,
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/test/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
