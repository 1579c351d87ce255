#!/usr/bin/env node
// `npm start`: builds the web app when it is missing or older than its sources, then runs
// the server (which starts its own database when DATABASE_URL is unset).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// Both builds: the browser's app and the server's page renderer (docs/architecture.md#page-rendering).
const builtFiles = ['apps/web/dist/index.html', 'apps/web/dist-server/entry-server.js'].map((file) =>
  path.join(root, file),
);
const webSources = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/vite-precompress.ts',
  'apps/web/vite-scripts-after-paint.ts',
  'packages/domain/src',
  'packages/contracts/src',
];

function newestChange(entry) {
  if (!fs.existsSync(entry)) return 0;
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...fs.readdirSync(entry).map((name) => newestChange(path.join(entry, name))));
}

const builtAt = Math.min(...builtFiles.map((file) => (fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0)));
if (builtAt < Math.max(...webSources.map((entry) => newestChange(path.join(root, entry))))) {
  console.log(
    builtAt
      ? 'The web app changed since its last build: building it…'
      : 'Building the web app (first start)…',
  );
  const build = spawnSync('npm', ['run', 'build', '-w', '@salon/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
