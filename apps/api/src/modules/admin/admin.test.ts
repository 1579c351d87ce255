import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.ts';
import type { TestApp } from '../../test/build-test-app.ts';
import { bookableDate } from '../../test/booking-builders.ts';
import { createService, signedInAdmin, signedInCustomer } from '../../test/builders.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await signedInAdmin(t);
});
afterAll(() => t.close());

describe('availability settings', () => {
  it('starts with the default settings (docs/architecture.md#availability)', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/admin/settings', headers: admin.auth });
    expect(response.json().data.settings).toMatchObject({
      capacity: 3,
      slotStepMinutes: 30,
      bufferMinutes: 0,
      leadTimeMinutes: 60,
      horizonDays: 60,
      closedDates: [],
    });
    expect(response.json().data.settings.openingHours[0]).toBeNull();
    expect(response.json().data.settings.openingHours[1]).toEqual({ open: '09:00', close: '19:00' });
  });

  it('changes hours and closures, and availability follows', async () => {
    const customer = await signedInCustomer(t);
    const service = await createService(t, { durationMinutes: 60 });
    const date = bookableDate(t);
    const current = (
      await t.app.inject({ method: 'GET', url: '/api/admin/settings', headers: admin.auth })
    ).json().data.settings;
    const hours = current.openingHours.map((day: unknown) =>
      day ? { open: '10:00', close: '12:00' } : null,
    );
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: admin.auth,
      payload: { ...current, openingHours: hours },
    });
    expect(saved.statusCode).toBe(200);
    const slots = await t.app.inject({
      method: 'POST',
      url: '/api/appointments/check-availability',
      headers: customer.auth,
      payload: { date, services: [{ _id: service.id, quantity: 1 }] },
    });
    expect(slots.json().availableSlots).toEqual(['10:00', '10:30', '11:00']);

    await t.app.inject({
      method: 'PUT',
      url: '/api/admin/closures',
      headers: admin.auth,
      payload: { closures: [{ from: date, to: date, reason: 'Staff training' }] },
    });
    const settings = await t.app.inject({ method: 'GET', url: '/api/admin/settings', headers: admin.auth });
    expect(settings.json().data.settings.closedDates).toEqual([date]);
    const closed = await t.app.inject({
      method: 'POST',
      url: '/api/appointments/check-availability',
      headers: customer.auth,
      payload: { date, services: [{ _id: service.id, quantity: 1 }] },
    });
    expect(closed.json().availableSlots).toEqual([]);
  });

  it('leaves closures alone when a PUT still sends closedDates', async () => {
    await t.app.inject({
      method: 'PUT',
      url: '/api/admin/closures',
      headers: admin.auth,
      payload: { closures: [{ from: '2030-05-01', to: '2030-05-01', reason: '' }] },
    });
    const current = (
      await t.app.inject({ method: 'GET', url: '/api/admin/settings', headers: admin.auth })
    ).json().data.settings;
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: admin.auth,
      payload: { ...current, capacity: 4, closedDates: [] },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.settings).toMatchObject({ capacity: 4, closedDates: ['2030-05-01'] });
  });

  it('refuses bad numbers and non-admins', async () => {
    const current = (
      await t.app.inject({ method: 'GET', url: '/api/admin/settings', headers: admin.auth })
    ).json().data.settings;
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: admin.auth,
      payload: { ...current, capacity: 0 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Capacity must be between 1 and 50');
    const customer = await signedInCustomer(t);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/settings', headers: customer.auth })).statusCode,
    ).toBe(403);
  });
});
