import fs from 'node:fs';
import { findChromium, missingChromiumMessage } from './chromium.ts';

// Run before Playwright so a machine without a browser gets one line, not a failure per test.
const executable = findChromium();
if (!executable || !fs.existsSync(executable)) {
  console.error(
    executable ? `e2e: CHROMIUM_PATH points at ${executable}, which does not exist.` : missingChromiumMessage,
  );
  process.exit(1);
}
