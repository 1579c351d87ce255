import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffMessages } from '@salon/contracts';
import { slotReservations } from '../../db/schema/index.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import type { TestApp } from '../../test/build-test-app.ts';
import { bookThroughApi, customerWithCart } from '../../test/booking-builders.ts';
import { openDates } from '../../test/team-builders.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

// docs/decisions/0036-stylists.md: a salon with no team books chairs as before.
describe('a salon with no team', () => {
  it('lists nobody, books without a stylist and says staff null', async () => {
    const listed = await t.app.inject({ method: 'GET', url: '/api/staff' });
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toEqual({ status: 'success', data: { staff: [] } });
    const customer = await customerWithCart(t, 60);
    const [date] = openDates(t, 1);
    const booked = await bookThroughApi(t, customer, date!, '10:00');
    expect(booked.statusCode).toBe(201);
    expect(booked.json().data.appointment.staff).toBeNull();
    const rows = await t.db.select().from(slotReservations);
    expect(rows.map((row) => row.staffId)).toEqual([null]);
  });

  it('answers 404 for a stylist asked by id', async () => {
    const customer = await customerWithCart(t, 60);
    const [, date] = openDates(t, 2);
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/appointments/check-availability',
      payload: {
        date,
        services: [{ _id: customer.service.id, quantity: 1 }],
        staffId: '6b0e1f0c-0000-4000-8000-000000000000',
      },
    });
    expect(asked.statusCode).toBe(404);
    expect(asked.json().message).toBe(staffMessages.staffNotFound);
  });
});
