import type { FastifyServerOptions } from 'fastify';
import type { Config } from './env.ts';

/** Where the server's log goes: a person at a terminal, or a collector reading JSON lines. */
export interface LogTarget {
  level: Config['logLevel'];
  isProduction: boolean;
  /** `process.stdout.isTTY`: a property of the process, not of its environment variables. */
  isTerminal: boolean;
}

/**
 * Readable lines (pino-pretty) for a developer watching `npm start`; JSON otherwise, so that a
 * production collector or a piped `npm start | jq` gets one object per line. pino-pretty runs
 * in a worker after the serializers and redaction, so it only ever sees redacted records.
 */
export function serverLogger({ level, isProduction, isTerminal }: LogTarget): FastifyServerOptions['logger'] {
  if (isProduction || !isTerminal) return { level };
  return {
    level,
    transport: {
      target: 'pino-pretty',
      options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' },
    },
  };
}
