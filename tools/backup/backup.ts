// `npm run backup` (docs/deploy.md#backups): see run-backup.ts.
import { runBackup } from './run-backup.ts';

try {
  console.log((await runBackup(process.argv.slice(2))).join('\n'));
} catch (error) {
  console.error(`backup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
