import Fastify from 'fastify';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp } from '../test/build-test-app.ts';
import type { TestApp } from '../test/build-test-app.ts';
import { withLogRedaction } from './log-redaction.ts';
import { RequestLogController } from './request-log.ts';

interface LogLine {
  level: number;
  msg: string;
  reqId?: string;
  [key: string]: unknown;
}

function captureLog() {
  const lines: LogLine[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { lines, stream, about: (reqId: unknown) => lines.filter((line) => line.reqId === reqId) };
}

const INFO = 30;
const DEBUG = 20;

describe('request lines of the app at LOG_LEVEL=info', () => {
  const log = captureLog();
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({}, { logger: { level: 'info', stream: log.stream } });
  });
  afterAll(() => t.close());

  it('writes nothing for a successful answer', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(log.about(response.headers['x-request-id'])).toEqual([]);
    expect(log.lines.map((line) => line.msg)).not.toContain('incoming request');
  });

  it('writes one line for a 404, with the request id, method, URL, status and time', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nothing-here?x=1' });
    expect(response.statusCode).toBe(404);
    const lines = log.about(response.headers['x-request-id']);
    expect(lines).toEqual([
      expect.objectContaining({
        level: INFO,
        msg: 'request completed',
        method: 'GET',
        url: '/api/nothing-here?x=1',
        statusCode: 404,
        responseTime: expect.any(Number),
      }),
    ]);
  });

  it('writes the line for a 500 next to the error', async () => {
    vi.spyOn(t.db.$client, 'query').mockRejectedValueOnce(new Error('database gone'));
    const response = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(500);
    const lines = log.about(response.headers['x-request-id']);
    expect(lines.map((line) => [line.level, line.msg])).toEqual([
      [50, 'request failed'],
      [INFO, 'request completed'],
    ]);
    expect(lines[1]).toMatchObject({ method: 'GET', url: '/healthz', statusCode: 500 });
  });

  it('masks a reset token in the URL it logs', async () => {
    const token = 'Zr1-secret-reset-token-abcdefghijklmnopqrstu';
    const response = await t.app.inject({ method: 'GET', url: `/api/auth/reset-password/${token}/nothing` });
    expect(response.statusCode).toBe(404);
    const [line] = log.about(response.headers['x-request-id']);
    expect(line?.url).toBe('/api/auth/reset-password/[redacted]/nothing');
    expect(JSON.stringify(log.lines)).not.toContain(token);
  });
});

describe('RequestLogController', () => {
  async function appLogging(level: string, slowMs?: number) {
    const log = captureLog();
    const app = Fastify({
      logger: withLogRedaction({ level, stream: log.stream }),
      logController: new RequestLogController({ slowMs }),
    });
    app.get('/ok', async () => ({ ok: true }));
    return { app, log };
  }

  it('writes a successful answer at debug, for who asks for debug', async () => {
    const { app, log } = await appLogging('debug');
    await app.inject({ method: 'GET', url: '/ok' });
    await app.close();
    expect(log.lines).toEqual([
      expect.objectContaining({
        level: DEBUG,
        msg: 'request completed',
        reqId: expect.any(String),
        url: '/ok',
        statusCode: 200,
      }),
    ]);
  });

  it('writes a slow successful answer at info', async () => {
    const { app, log } = await appLogging('info', 0);
    await app.inject({ method: 'GET', url: '/ok' });
    await app.close();
    expect(log.lines).toEqual([
      expect.objectContaining({ level: INFO, msg: 'request completed', statusCode: 200 }),
    ]);
  });
});
