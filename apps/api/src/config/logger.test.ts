import Fastify from 'fastify';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { withLogRedaction } from '../plugins/log-redaction.ts';
import { serverLogger } from './logger.ts';

const pretty = {
  target: 'pino-pretty',
  options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' },
};

describe('serverLogger', () => {
  it.each([
    {
      name: 'pretty lines at a terminal in development',
      isProduction: false,
      isTerminal: true,
      transport: pretty,
    },
    { name: 'JSON when piped in development', isProduction: false, isTerminal: false, transport: undefined },
    {
      name: 'JSON in production even at a terminal',
      isProduction: true,
      isTerminal: true,
      transport: undefined,
    },
    { name: 'JSON in production when piped', isProduction: true, isTerminal: false, transport: undefined },
  ])('$name', ({ isProduction, isTerminal, transport }) => {
    const logger = serverLogger({ level: 'debug', isProduction, isTerminal });
    expect(logger).toEqual(transport ? { level: 'debug', transport } : { level: 'debug' });
  });
});

describe('pretty logs keep the redaction', () => {
  let dir: string | undefined;
  afterEach(() => {
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('writes readable lines with the reset token and the authorization header masked', async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'salon-pretty-log-'));
    const file = path.join(dir, 'server.log');
    const logger = serverLogger({ level: 'info', isProduction: false, isTerminal: true });
    if (!logger || logger === true || !('transport' in logger) || !logger.transport)
      throw new Error('expected the pino-pretty transport');
    const transport = logger.transport as typeof pretty;
    // The same options as `npm start`, only written to a file instead of the terminal.
    const app = Fastify({
      logger: withLogRedaction({
        ...logger,
        transport: { ...transport, options: { ...transport.options, colorize: false, destination: file } },
      }),
    });
    app.get('/api/auth/reset-password/:token', async (request) => {
      request.log.info({ headers: { authorization: 'Bearer secret-bearer-token' } }, 'checking the link');
      return { ok: true };
    });
    const token = 'Zr1-secret-reset-token-abcdefghijklmnopqrstu';
    await app.inject({ method: 'GET', url: `/api/auth/reset-password/${token}` });
    await app.close();

    const written = () => (fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '');
    await vi.waitFor(() => expect(written()).toContain('request completed'), { timeout: 10_000 });
    const text = written();
    expect(text).toMatch(/^\[\d{2}:\d{2}:\d{2}(\.\d{3})?\] INFO/m);
    expect(text).not.toMatch(/^\{/m);
    expect(text).toContain('/api/auth/reset-password/[redacted]');
    expect(text).toContain('checking the link');
    expect(text).not.toContain(token);
    expect(text).not.toContain('secret-bearer-token');
  });
});
