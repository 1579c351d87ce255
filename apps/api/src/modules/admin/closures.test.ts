import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { salonClosures, THE_SALON_BUSINESS_ID } from '../../db/schema/index.ts';
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

const putClosures = (closures: unknown, headers: Record<string, string> = admin.auth) =>
  t.app.inject({ method: 'PUT', url: '/api/admin/closures', headers, payload: { closures } });
// The salon's own closures close every branch (docs/decisions/0045-branches.md): stored without one.
const storedRows = async () =>
  (await t.db.select().from(salonClosures).orderBy(asc(salonClosures.date))).map(
    ({ businessId, branchId, ...row }) => {
      expect(businessId).toBe(THE_SALON_BUSINESS_ID);
      expect(branchId).toBeNull();
      return row;
    },
  );

describe('closures (docs/architecture.md#admin)', () => {
  it('stores one row per date with its reason and reads back ranges', async () => {
    const saved = await putClosures([
      { from: '2030-12-24', to: '2030-12-26', reason: ' Christmas ' },
      { from: '2030-12-27', to: '2030-12-27', reason: 'Stocktake' },
      { from: '2031-01-01', to: '2031-01-01' },
    ]);
    expect(saved.statusCode, saved.body).toBe(200);
    // The whole salon's list (branch null): docs/decisions/0045-branches.md.
    const ranges = [
      { from: '2030-12-24', to: '2030-12-26', reason: 'Christmas', branch: null },
      { from: '2030-12-27', to: '2030-12-27', reason: 'Stocktake', branch: null },
      { from: '2031-01-01', to: '2031-01-01', reason: '', branch: null },
    ];
    expect(saved.json()).toEqual({
      status: 'success',
      message: 'Closures saved',
      data: { closures: ranges, cancelledBookings: 0 },
    });
    expect(await storedRows()).toEqual([
      { date: '2030-12-24', reason: 'Christmas' },
      { date: '2030-12-25', reason: 'Christmas' },
      { date: '2030-12-26', reason: 'Christmas' },
      { date: '2030-12-27', reason: 'Stocktake' },
      { date: '2031-01-01', reason: null },
    ]);
    const read = await t.app.inject({ method: 'GET', url: '/api/admin/closures', headers: admin.auth });
    expect(read.json().data.closures).toEqual(ranges);
  });

  it('replaces the whole list, and an empty list opens every day', async () => {
    await putClosures([{ from: '2030-06-01', to: '2030-06-02', reason: 'Move' }]);
    expect((await storedRows()).map((row) => row.date)).toEqual(['2030-06-01', '2030-06-02']);
    expect((await putClosures([])).json().data.closures).toEqual([]);
    expect(await storedRows()).toEqual([]);
  });

  it('closes the day for booking', async () => {
    const customer = await signedInCustomer(t);
    const service = await createService(t, { durationMinutes: 60 });
    const date = bookableDate(t);
    const slots = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/appointments/check-availability',
        headers: customer.auth,
        payload: { date, services: [{ _id: service.id, quantity: 1 }] },
      });
    expect((await slots()).json().availableSlots.length).toBeGreaterThan(0);
    await putClosures([{ from: date, to: date, reason: 'Training' }]);
    expect((await slots()).json().availableSlots).toEqual([]);
    await putClosures([]);
  });

  it.each([
    [
      'more than 366 dates in all',
      [
        { from: '2030-01-01', to: '2030-12-31', reason: '' },
        { from: '2031-01-01', to: '2031-01-02', reason: '' },
      ],
      'At most 366 closed dates in all',
    ],
    [
      'one huge range',
      [{ from: '2030-01-01', to: '2999-12-31', reason: '' }],
      'At most 366 closed dates in all',
    ],
    [
      'two closures sharing a day',
      [
        { from: '2030-01-01', to: '2030-01-05', reason: 'A' },
        { from: '2030-01-05', to: '2030-01-06', reason: 'B' },
      ],
      'Two closures cover the same day',
    ],
    [
      'a range ending before it starts',
      [{ from: '2030-01-05', to: '2030-01-01', reason: '' }],
      'A closure ends on or after its first day',
    ],
    [
      'a date off the calendar',
      [{ from: '2030-02-30', to: '2030-03-01', reason: '' }],
      'This date does not exist on the calendar',
    ],
    [
      'a reason over 120 characters',
      [{ from: '2030-01-01', to: '2030-01-01', reason: 'x'.repeat(121) }],
      undefined,
    ],
  ])('refuses %s with 400 and keeps the old list', async (_name, closures, message) => {
    await putClosures([{ from: '2030-09-09', to: '2030-09-09', reason: 'Kept' }]);
    const refused = await putClosures(closures);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ status: 'error', code: 'VALIDATION_FAILED' });
    if (message) expect(refused.json().message).toBe(message);
    expect(await storedRows()).toEqual([{ date: '2030-09-09', reason: 'Kept' }]);
  });

  it('answers 401 signed out and 403 to a customer, changing nothing', async () => {
    await putClosures([]);
    const customer = await signedInCustomer(t);
    const closures = [{ from: '2030-01-01', to: '2030-01-01', reason: '' }];
    expect((await putClosures(closures, {})).statusCode).toBe(401);
    expect((await putClosures(closures, customer.auth)).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/closures', headers: customer.auth })).statusCode,
    ).toBe(403);
    expect(await storedRows()).toEqual([]);
  });
});
