// `npm run restore` (docs/deploy.md#backups): see run-restore.ts. Exit 2: a wrong argument or a
// target that is not empty (nothing written); 1: the restore failed or lacks images it names.
import { runRestore, UsageError } from './run-restore.ts';

try {
  const { lines, complete } = await runRestore(process.argv.slice(2));
  console.log(lines.join('\n'));
  if (!complete) process.exitCode = 1;
} catch (error) {
  console.error(`restore failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = error instanceof UsageError ? 2 : 1;
}
