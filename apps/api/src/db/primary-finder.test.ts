import { errorCodes, globalErrorMessages } from '@salon/contracts';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { buildTestApp } from '../test/build-test-app.ts';
import type { TestApp } from '../test/build-test-app.ts';
import { closedPort, relayTo } from '../test/database-relay.ts';
import { createDatabase } from './client.ts';
import {
  createPrimaryPool,
  isDatabaseUnavailable,
  isDatabaseUrl,
  NoPrimaryError,
  parseMultiHostUrl,
} from './primary-finder.ts';

describe('parseMultiHostUrl', () => {
  it('leaves a single-host URL alone', () => {
    expect(
      parseMultiHostUrl('postgres://salon:secret@db.internal:5432/salon?sslmode=require'),
    ).toBeUndefined();
  });

  it("reads pg_autoctl's URL into its servers, each as a URL node-postgres takes", () => {
    const url = parseMultiHostUrl(
      'postgres://salon:s%40cret@10.0.0.1:5432,[::1]:6432,db3/salon?target_session_attrs=read-write&sslmode=verify-full',
    );
    expect(url?.servers).toEqual([
      { host: '10.0.0.1', port: 5432 },
      { host: '::1', port: 6432 },
      { host: 'db3', port: 5432 },
    ]);
    expect(url?.servers.map(url.urlFor)).toEqual([
      'postgres://salon:s%40cret@10.0.0.1:5432/salon?sslmode=verify-full',
      'postgres://salon:s%40cret@[::1]:6432/salon?sslmode=verify-full',
      'postgres://salon:s%40cret@db3:5432/salon?sslmode=verify-full',
    ]);
    expect(isDatabaseUrl('postgres://a:1,b:2/salon')).toBe(true);
    expect(isDatabaseUrl('postgres://a:1,b:x/salon')).toBe(false);
    expect(isDatabaseUrl('not a url')).toBe(false);
  });
});

describe('a DATABASE_URL naming several servers', () => {
  const real = new URL(inject('databaseAdminUrl'));
  const target = { host: real.hostname, port: Number(real.port) };
  const urlOf = (...ports: number[]) =>
    `postgres://${real.username}:${real.password}@${ports.map((port) => `127.0.0.1:${port}`).join(',')}/postgres?target_session_attrs=read-write`;

  it('skips a server that refuses and uses the one that takes writes', async () => {
    const relay = await relayTo(target);
    const db = createDatabase(urlOf(await closedPort(), relay.port), { max: 2 });
    try {
      const { rows } = await db.$client.query<{ standby: boolean }>('select pg_is_in_recovery() as standby');
      expect(rows).toEqual([{ standby: false }]);
    } finally {
      await db.$client.end();
      await relay.lose();
    }
  });

  it('after losing its server, fails as unavailable while none answers, then finds the other by itself', async () => {
    const first = await relayTo(target);
    const secondPort = await closedPort();
    const db = createDatabase(urlOf(first.port, secondPort), { max: 2 });
    try {
      const lent = await db.$client.connect();
      await lent.query('select 1');
      await first.lose();

      // The connection in use fails; so does a new one while no server answers.
      const cut = await lent.query('select 1').catch((error: unknown) => error);
      lent.release(true);
      expect(isDatabaseUnavailable(cut)).toBe(true);
      const none = await db.$client.query('select 1').catch((error: unknown) => error);
      expect(none).toBeInstanceOf(NoPrimaryError);
      expect(isDatabaseUnavailable(none)).toBe(true);

      // The standby took over on the other address: the next query goes there.
      const second = await relayTo(target, secondPort);
      try {
        const { rows } = await db.$client.query('select 1 as one');
        expect(rows).toEqual([{ one: 1 }]);
      } finally {
        await db.$client.end();
        await second.lose();
      }
    } finally {
      if (!db.$client.ending) await db.$client.end();
    }
  });
});

describe('a primary lost while the pool had no connection open', () => {
  const real = new URL(inject('databaseAdminUrl'));
  const target = { host: real.hostname, port: Number(real.port) };

  it('is noticed on the next connection, which goes to the new primary without a failure', async () => {
    const first = await relayTo(target);
    const secondPort = await closedPort();
    const db = createDatabase(
      `postgres://${real.username}:${real.password}@127.0.0.1:${first.port},127.0.0.1:${secondPort}/postgres`,
      { max: 2 },
    );
    try {
      const lent = await db.$client.connect();
      await lent.query('select 1');
      // Closed by the pool (as an idle connection is after a while): nothing tells it of the loss.
      lent.release(true);
      await first.lose();
      const second = await relayTo(target, secondPort);
      try {
        const { rows } = await db.$client.query('select 1 as one');
        expect(rows).toEqual([{ one: 1 }]);
      } finally {
        await second.lose();
      }
    } finally {
      await db.$client.end();
    }
  });
});

describe("the job queue's pool", () => {
  const real = new URL(inject('databaseAdminUrl'));
  const target = { host: real.hostname, port: Number(real.port) };

  it('waits for a primary through the gap instead of failing (the crontab would stop its worker)', async () => {
    const [firstPort, secondPort] = [await closedPort(), await closedPort()];
    const url = parseMultiHostUrl(
      `postgres://${real.username}:${real.password}@127.0.0.1:${firstPort},127.0.0.1:${secondPort}/postgres`,
    )!;
    const pool = createPrimaryPool(url, { max: 1 }, 10_000);
    let second: Awaited<ReturnType<typeof relayTo>> | undefined;
    try {
      const answer = pool.query('select 1 as one');
      // The standby is promoted a second later, while the query waits.
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      second = await relayTo(target, secondPort);
      expect((await answer).rows).toEqual([{ one: 1 }]);
    } finally {
      await pool.end();
      await second?.lose();
    }
  });
});

describe('a request while the database is out of reach', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('answers 503 DATABASE_UNAVAILABLE with a message to try again, not a 500', async () => {
    vi.spyOn(t.db.$client, 'query').mockRejectedValueOnce(
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
    );
    const response = await t.app.inject({ method: 'GET', url: '/healthz' });

    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json()).toMatchObject({
      code: errorCodes.databaseUnavailable,
      message: globalErrorMessages.databaseUnavailable,
    });
  });

  it('still answers 500 for any other failure', async () => {
    vi.spyOn(t.db.$client, 'query').mockRejectedValueOnce(new Error('something else'));
    const response = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(500);
  });
});
