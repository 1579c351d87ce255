import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.ts';
import type { TestApp } from '../../test/build-test-app.ts';
import { signedInAdmin } from '../../test/builders.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await signedInAdmin(t);
});
afterAll(() => t.close());

const publicConfig = async () => {
  const answer = await t.app.inject({ method: 'GET', url: '/api/config' });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data;
};
const weekday = { open: '09:00', close: '19:00' };

describe('GET /api/config carries the hours and booking limits the owner sets', () => {
  it('answers the default hours, lead time, horizon and the salon’s time zone', async () => {
    expect(await publicConfig()).toMatchObject({
      openingHours: [null, weekday, weekday, weekday, weekday, weekday, weekday],
      leadTimeMinutes: 60,
      horizonDays: 60,
      timeZone: 'Asia/Colombo',
    });
  });

  it('answers the new hours and horizon at once after the owner saves them', async () => {
    // Read (and cached) before the change: the write must drop the old answer.
    expect((await publicConfig()).horizonDays).toBe(60);
    const { closedDates: _closures, ...settings } = (
      await t.app.inject({ method: 'GET', url: '/api/admin/settings', headers: admin.auth })
    ).json().data.settings;
    const changed = {
      ...settings,
      openingHours: [
        { open: '10:00', close: '16:00' },
        weekday,
        weekday,
        weekday,
        weekday,
        weekday,
        { open: '09:00', close: '17:00' },
      ],
      leadTimeMinutes: 120,
      horizonDays: 120,
    };
    try {
      const saved = await t.app.inject({
        method: 'PUT',
        url: '/api/admin/settings',
        headers: admin.auth,
        payload: changed,
      });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(await publicConfig()).toMatchObject({
        openingHours: changed.openingHours,
        leadTimeMinutes: 120,
        horizonDays: 120,
        timeZone: 'Asia/Colombo',
      });
    } finally {
      const restored = await t.app.inject({
        method: 'PUT',
        url: '/api/admin/settings',
        headers: admin.auth,
        payload: settings,
      });
      expect(restored.statusCode, restored.body).toBe(200);
    }
  });
});
