import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { users } from '../db/schema/index.ts';
import { buildTestApp } from '../test/build-test-app.ts';
import type { TestApp } from '../test/build-test-app.ts';

/** Every line the app logs, as written by pino. */
const lines: string[] = [];
const logStream = new Writable({
  write(chunk, _encoding, done) {
    lines.push(...String(chunk).split('\n').filter(Boolean));
    done();
  },
});
const logged = () => lines.join('\n');

let t: TestApp;
let app: TestApp['app'];
beforeAll(async () => {
  t = await buildTestApp({}, { logger: { level: 'info', stream: logStream } });
  app = t.app;
});
afterAll(() => t.close());

describe('secrets stay out of the logs', () => {
  it('masks the reset token in the logged URL of the API call and of the web page', async () => {
    const token = 'Zr1-secret-reset-token-abcdefghijklmnopqrstu';
    await app.inject({
      method: 'PATCH',
      url: `/api/auth/reset-password/${token}`,
      payload: { password: 'Secret123', role: 'user' },
    });
    await app.inject({ method: 'GET', url: `/reset-password/${token}?token=${token}` });
    expect(logged()).toContain('/api/auth/reset-password/[redacted]');
    expect(logged()).toContain('/reset-password/[redacted]?token=[redacted]');
    expect(logged()).not.toContain(token);
  });

  it('logs a failed query without its parameters (a password hash)', async () => {
    const passwordHash = '$argon2id$v=19$m=19456,t=2,p=1$c2VjcmV0LXNhbHQ$c2VjcmV0LWhhc2gtdmFsdWU';
    const failure = await t.db
      .insert(users)
      .values({ id: 'not-a-uuid', name: 'Leak', email: 'leak@example.lk', passwordHash })
      .catch((error: unknown) => error);
    expect(String(failure)).toContain(passwordHash);
    app.log.error({ err: failure }, 'request failed');
    const line = lines.at(-1)!;
    expect(line).toContain('Failed query: insert into');
    expect(line).toContain('params: [redacted]');
    expect(line).toContain('"code":"22P02"');
    expect(line).not.toContain(passwordHash);
    expect(line).not.toContain('c2VjcmV0LWhhc2gtdmFsdWU');
  });

  it('never logs the Authorization header or cookies, even when a caller passes headers', async () => {
    const headers = { authorization: 'Bearer live-session-token', cookie: 'sid=live-cookie' };
    app.log.info({ req: { url: '/api/auth/me', headers } }, 'request headers');
    app.log.info({ headers }, 'raw headers');
    expect(lines.at(-1)).toContain('"authorization":"[redacted]"');
    expect(logged()).not.toContain('live-session-token');
    expect(logged()).not.toContain('live-cookie');
  });
});

describe('database pool errors', () => {
  it('are logged, and the app keeps answering', async () => {
    const pool = t.db.$client;
    const victim = await pool.connect();
    const killer = await pool.connect();
    const { rows } = await victim.query<{ pid: number }>('select pg_backend_pid() as pid');
    victim.release();
    await killer.query('select pg_terminate_backend($1)', [rows[0]!.pid]);
    killer.release();
    await vi.waitFor(() => expect(logged()).toContain('database connection error'), { timeout: 5000 });
    const errorLine = lines.find((line) => line.includes('database connection error'))!;
    expect(JSON.parse(errorLine)).toMatchObject({ level: 50, err: { code: '57P01' } });
    const health = await app.inject({ method: 'GET', url: '/healthz' });
    expect(health.json()).toEqual({ status: 'ok' });
  });
});
