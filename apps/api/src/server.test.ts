import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'salon-server-test-'));
fs.chmodSync(dataDir, 0o755);
const started: ChildProcess[] = [];

/** Runs the real server entry point on DATA_DIR and waits for its "running at" line. */
async function startServer(): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiDir,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: '0',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
      DATABASE_URL: '',
      SMTP_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    // A cold start compiles the server, runs initdb, the migrations and the demo seed: minutes
    // on a busy two-core machine, so the bound only catches a server that never starts.
    const timer = setTimeout(() => reject(new Error(`no start within 180 s:\n${output}`)), 180_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Salon is running at (http:\/\/localhost:\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.on('exit', (code) => reject(new Error(`exited with ${code}:\n${output}`)));
  });
  return { child, url };
}

const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => child.once('exit', resolve));

afterAll(async () => {
  for (const child of started)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  await Promise.all(started.map(exited));
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('server.ts on the embedded database', () => {
  it('keeps its data across a kill -9 and starts again past the orphaned postmaster', async () => {
    const first = await startServer();
    const registration = await fetch(`${first.url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Ruwan',
        email: 'ruwan@example.lk',
        password: 'Secret123',
        confirmPassword: 'Secret123',
        phone: '0771234567',
      }),
    });
    expect(registration.status).toBe(201);
    const { userId } = (await registration.json()) as { userId: string };
    const outbox = fs.readdirSync(path.join(dataDir, 'outbox'));
    const mail = outbox.find((name) => name.endsWith('.eml'));
    expect(mail).toBeDefined();
    // The code stands on a line of its own in the mail's text.
    const code = /^(\d{6})\r?$/m.exec(fs.readFileSync(path.join(dataDir, 'outbox', mail!), 'utf8'))?.[1];
    expect(code).toMatch(/^\d{6}$/);

    first.child.kill('SIGKILL');
    await exited(first.child);
    const pidFile = path.join(dataDir, 'postgres', 'postmaster.pid');
    expect(fs.existsSync(pidFile), 'the killed server left its postmaster behind').toBe(true);

    const second = await startServer();
    // The pending registration survived: its code makes the account, which then signs in.
    const verified = await fetch(`${second.url}/api/auth/verify-email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userId, otp: code }),
    });
    expect(verified.status).toBe(200);
    const login = await fetch(`${second.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'ruwan@example.lk', password: 'Secret123' }),
    });
    expect(login.status).toBe(200);

    second.child.kill('SIGTERM');
    await exited(second.child);
    expect(second.child.exitCode).toBe(0);
    expect(fs.existsSync(pidFile), 'a clean shutdown stops PostgreSQL').toBe(false);
  }, 420_000);
});
