import { defineProject } from 'vitest/config';

// Only the seed's plan is tested here: timings never belong in a test run.
export default defineProject({
  test: { name: 'bench', include: ['lib/**/*.test.ts'] },
});
