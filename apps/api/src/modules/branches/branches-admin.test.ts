import { branchAdminMessages as m, salonWhatsAppMessage, validationMessages } from '@salon/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { branches, branchServices, slotReservations } from '../../db/schema/index.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import type { TestApp } from '../../test/build-test-app.ts';
import { confirmCard, createAppointment } from '../../test/booking-builders.ts';
import { mainBranch } from '../../test/branch-builders.ts';
import { createService, signedInAdmin, signedInCustomer } from '../../test/builders.ts';
import { eventually } from '../../test/eventually.ts';
import { customerWithServices, openDates } from '../../test/team-builders.ts';
import { createBranchesAdminService } from './branches-admin.service.ts';
import { createSettingsRepository } from '../settings/settings.repository.ts';
import { createBranchesRepository } from './branches.repository.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
let cut: { id: string };
let colour: { id: string };

const EVERY_DAY = Array.from({ length: 7 }, () => ({ open: '09:00', close: '18:00' }));

beforeAll(async () => {
  t = await buildTestApp();
  admin = await signedInAdmin(t);
  cut = await createService(t, { title: 'Cut', durationMinutes: 60, priceLkr: 5000 });
  colour = await createService(t, { title: 'Colour', durationMinutes: 60, priceLkr: 9000 });
});
afterAll(() => t.close());

const send = (method: 'POST' | 'PATCH' | 'GET', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: admin.auth, ...(payload && { payload }) });

const rowOf = async (id: string) => (await t.db.select().from(branches).where(eq(branches.id, id)))[0]!;
const offeredAt = async (id: string) =>
  (await t.db.select().from(branchServices).where(eq(branchServices.branchId, id)))
    .map(({ serviceId, priceLkr }) => ({ serviceId, priceLkr }))
    .sort((a, b) => a.serviceId.localeCompare(b.serviceId));

const publicBranchNames = async () =>
  (
    (await t.app.inject({ method: 'GET', url: '/api/branches' })).json().data.branches as { name: string }[]
  ).map((branch) => branch.name);

async function addBranch(name: string, extra: object = {}) {
  const response = await send('POST', '/api/admin/branches', {
    name,
    hours: EVERY_DAY,
    chairs: 2,
    ...extra,
  });
  expect(response.statusCode).toBe(201);
  return response.json().data.branch as { _id: string; name: string };
}

/** A booking at the branch `days` ahead, once the new branch has reached the read cache. */
async function bookAt(branchId: string, days: number) {
  const [date] = openDates(t, 1, days);
  const customer = await customerWithServices(t, [cut.id]);
  const held = await eventually(async () => {
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/appointments/create-payment-intent',
      headers: customer.auth,
      payload: { totalAmount: 1000, date, startTime: '10:00', branchId },
    });
    return answer.statusCode === 404 ? undefined : answer;
  }, 'the new branch reaching the read cache');
  expect(held.statusCode).toBe(200);
  await confirmCard(t, customer, held.json().clientSecret);
  const booked = await createAppointment(t, customer, held.json().paymentIntentId);
  expect(booked.statusCode).toBe(201);
  return { appointmentId: booked.json().data.appointment._id as string, customer, date: date! };
}

describe('the owner’s branches (docs/decisions/0045-branches.md)', () => {
  it('adds a branch with its details, hours, chairs, own fee, place and own prices; customers see it', async () => {
    const response = await send('POST', '/api/admin/branches', {
      name: '  Kandy  ',
      address: 'No. 5, Peradeniya Road, Kandy',
      mapUrl: 'https://maps.example.lk/kandy',
      phone: '081 222 3344',
      whatsapp: '077 123 4567',
      hours: [null, ...EVERY_DAY.slice(1)],
      chairs: 3,
      bookingFeeLkr: 1500,
      lat: 7.2906,
      lng: 80.6337,
      services: [{ serviceId: cut.id, priceLkr: 4500 }],
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().message).toBe(m.branchCreated);
    const branch = response.json().data.branch;
    expect(branch).toMatchObject({
      name: 'Kandy',
      address: 'No. 5, Peradeniya Road, Kandy',
      mapUrl: 'https://maps.example.lk/kandy',
      phone: '081 222 3344',
      whatsapp: '+94 77 123 4567',
      hours: [null, ...EVERY_DAY.slice(1)],
      chairs: 3,
      bookingFeeLkr: 1500,
      lat: 7.2906,
      lng: 80.6337,
      isMain: false,
      closedAt: null,
      services: [{ serviceId: cut.id, priceLkr: 4500 }],
    });
    const row = await rowOf(branch._id);
    expect(row).toMatchObject({ name: 'Kandy', chairs: 3, bookingFeeLkr: 1500, closedAt: null });
    expect(await offeredAt(branch._id)).toEqual([{ serviceId: cut.id, priceLkr: 4500 }]);
    // The database announces the new branch to the public list's cache (migration 0039).
    await eventually(
      async () => ((await publicBranchNames()).includes('Kandy') ? true : undefined),
      'Kandy listed',
    );

    const list = await send('GET', '/api/admin/branches');
    expect(list.statusCode).toBe(200);
    const listed = list.json().data.branches as { name: string; isMain: boolean }[];
    expect(listed[0]).toMatchObject({ isMain: true });
    expect(listed.map((one) => one.name)).toContain('Kandy');
  });

  it('offers every service at the catalogue’s price when a new branch names none', async () => {
    const branch = await addBranch('Galle');
    expect(await offeredAt(branch._id)).toEqual(
      [cut.id, colour.id].sort().map((serviceId) => ({ serviceId, priceLkr: null })),
    );
  });

  it('edits what it names: details, hours, fee back to the salon’s, and the services offered', async () => {
    const branch = await addBranch('Matara', { bookingFeeLkr: 2000, address: 'Old address' });
    const response = await send('PATCH', `/api/admin/branches/${branch._id}`, {
      name: 'Matara Town',
      hours: [EVERY_DAY[0], null, ...EVERY_DAY.slice(2)],
      bookingFeeLkr: null,
      chairs: 4,
      services: [{ serviceId: colour.id, priceLkr: 8000 }],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(m.branchSaved);
    const row = await rowOf(branch._id);
    expect(row).toMatchObject({
      name: 'Matara Town',
      bookingFeeLkr: null,
      chairs: 4,
      address: 'Old address',
    });
    expect(row.openingHours[1]).toBeNull();
    expect(await offeredAt(branch._id)).toEqual([{ serviceId: colour.id, priceLkr: 8000 }]);
  });

  it.each([
    ['no name', { name: ' ' }, m.nameRequired],
    ['six weekdays of hours', { hours: EVERY_DAY.slice(1) }, m.hoursInvalid],
    [
      'closing before opening',
      { hours: [{ open: '18:00', close: '09:00' }, ...EVERY_DAY.slice(1)] },
      m.hoursInvalid,
    ],
    ['no chairs', { chairs: 0 }, m.chairsInvalid],
    ['a fee below the least', { bookingFeeLkr: 50 }, undefined],
    ['a latitude without a longitude', { lat: 7.1 }, m.placeInvalid],
    ['an http map link', { mapUrl: 'http://maps.example.lk/x' }, undefined],
    ['a phone that is no Sri Lankan number', { phone: '0000000000' }, validationMessages.salonPhone],
    ['a WhatsApp number that is no Sri Lankan number', { whatsapp: '12345' }, salonWhatsAppMessage],
    [
      'an unknown service',
      { services: [{ serviceId: '7f1c1d3e-4a51-4c1e-9f55-2b9a4c1f0a11', priceLkr: null }] },
      m.serviceUnknown,
    ],
    [
      'a negative own price',
      { services: [{ serviceId: '7f1c1d3e-4a51-4c1e-9f55-2b9a4c1f0a13', priceLkr: -1 }] },
      m.ownPriceInvalid,
    ],
    ['nothing', {}, m.nothingToChange],
  ])('refuses %s with 400 and changes nothing', async (_case, change, message) => {
    const branch = await addBranch(`Branch ${Math.random().toString(36).slice(2, 8)}`, {
      services: [{ serviceId: cut.id, priceLkr: 4000 }],
    });
    const before = await rowOf(branch._id);
    const response = await send('PATCH', `/api/admin/branches/${branch._id}`, change);
    expect(response.statusCode).toBe(400);
    if (message) expect(response.json().message).toBe(message);
    expect(await rowOf(branch._id)).toEqual(before);
    expect(await offeredAt(branch._id)).toEqual([{ serviceId: cut.id, priceLkr: 4000 }]);
  });

  it('refuses a bad new branch with 400 and adds none; an unknown branch is 404; a customer is refused', async () => {
    const count = async () => (await t.db.select().from(branches)).length;
    const before = await count();
    const bad = await send('POST', '/api/admin/branches', { name: 'Jaffna', hours: EVERY_DAY, chairs: 51 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(m.chairsInvalid);
    const unknownService = await send('POST', '/api/admin/branches', {
      name: 'Jaffna',
      hours: EVERY_DAY,
      chairs: 2,
      services: [{ serviceId: '7f1c1d3e-4a51-4c1e-9f55-2b9a4c1f0a11', priceLkr: null }],
    });
    expect(unknownService.statusCode).toBe(400);
    expect(await count()).toBe(before);

    const unknown = '7f1c1d3e-4a51-4c1e-9f55-2b9a4c1f0a12';
    expect((await send('PATCH', `/api/admin/branches/${unknown}`, { chairs: 2 })).statusCode).toBe(404);
    expect((await send('POST', `/api/admin/branches/${unknown}/close`)).statusCode).toBe(404);
    const customer = await signedInCustomer(t);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/admin/branches',
      headers: customer.auth,
      payload: { name: 'Jaffna', hours: EVERY_DAY, chairs: 2 },
    });
    expect(refused.statusCode).toBe(403);
    expect(await count()).toBe(before);
  });

  it('writes the main branch’s hours, chairs and contact back to the salon’s settings', async () => {
    const main = await mainBranch(t);
    const hours = [null, ...EVERY_DAY.slice(1).map(() => ({ open: '08:30', close: '17:30' }))];
    const response = await send('PATCH', `/api/admin/branches/${main.id}`, {
      hours,
      chairs: 5,
      address: 'No. 9, Galle Road, Colombo 3',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.branch).toMatchObject({ isMain: true, chairs: 5 });
    const settings = (await send('GET', '/api/admin/settings')).json().data.settings;
    expect(settings).toMatchObject({ openingHours: hours, capacity: 5 });
    const profile = (await send('GET', '/api/admin/salon-profile')).json().data.profile;
    expect(profile.address).toBe('No. 9, Galle Road, Colombo 3');
    // Another branch's edit leaves the salon's settings alone.
    const other = await addBranch('Ratnapura');
    expect((await send('PATCH', `/api/admin/branches/${other._id}`, { chairs: 9 })).statusCode).toBe(200);
    expect((await send('GET', '/api/admin/settings')).json().data.settings.capacity).toBe(5);
  });

  it('refuses to close the main branch with 409', async () => {
    const main = await mainBranch(t);
    const response = await send('POST', `/api/admin/branches/${main.id}/close`);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(m.mainBranchStaysOpen);
    expect((await rowOf(main.id)).closedAt).toBeNull();
  });

  it('refuses to close a branch with a booking to come (409, naming how many), closes it once cancelled', async () => {
    const branch = await addBranch('Negombo', { services: [{ serviceId: cut.id, priceLkr: null }] });
    const { appointmentId, customer, date } = await bookAt(branch._id, 12);

    const refused = await send('POST', `/api/admin/branches/${branch._id}/close`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      message: 'This branch has 1 future booking: move or cancel it before closing it',
      messageId: m.hasFutureBooking,
      params: { count: 1 },
    });
    expect((await rowOf(branch._id)).closedAt).toBeNull();
    expect(await publicBranchNames()).toContain('Negombo');

    const cancelled = await t.app.inject({
      method: 'PATCH',
      url: `/api/appointments/${appointmentId}/cancel`,
      headers: customer.auth,
    });
    expect(cancelled.statusCode).toBe(200);
    const closed = await send('POST', `/api/admin/branches/${branch._id}/close`);
    expect(closed.statusCode).toBe(200);
    expect(closed.json().data.branch.closedAt).not.toBeNull();
    expect((await rowOf(branch._id)).closedAt).not.toBeNull();
    // Gone from the customer's list, and no longer bookable.
    await eventually(
      async () => ((await publicBranchNames()).includes('Negombo') ? undefined : true),
      'Negombo leaving the list',
    );
    const afterwards = await t.app.inject({
      method: 'POST',
      url: '/api/appointments/check-availability',
      payload: { date, services: [{ _id: cut.id }], branchId: branch._id },
    });
    expect(afterwards.statusCode).toBe(400);
  });

  it('answers 409 when the database refuses the close because a booking came in after the count', async () => {
    const branch = await addBranch('Kurunegala', { services: [{ serviceId: cut.id, priceLkr: null }] });
    await bookAt(branch._id, 14);
    // The service's count taken before the booking: the guard in the database still refuses.
    const repository = createBranchesRepository(t.db);
    const late = createBranchesAdminService({
      repository: { ...repository, futureBookingsAt: async () => 0 },
      mirrorMainBranch: createSettingsRepository(t.db).mirrorMainBranch,
    });
    await expect(late.close(branch._id)).rejects.toMatchObject({
      statusCode: 409,
      messageId: m.hasFutureBooking,
      params: { count: 1 },
    });
    expect((await rowOf(branch._id)).closedAt).toBeNull();
  });

  it('counts only bookings in its refusal, and releases live holds there with the close', async () => {
    const branch = await addBranch('Galle', { services: [{ serviceId: cut.id, priceLkr: null }] });
    const { appointmentId, customer, date } = await bookAt(branch._id, 16);
    // A checkout still held at the branch: not a booking the owner could move.
    const holder = await customerWithServices(t, [cut.id]);
    const held = await t.app.inject({
      method: 'POST',
      url: '/api/appointments/create-payment-intent',
      headers: holder.auth,
      payload: { totalAmount: 1000, date, startTime: '12:00', branchId: branch._id },
    });
    expect(held.statusCode, held.body).toBe(200);
    const holdOf = async () =>
      (
        await t.db
          .select()
          .from(slotReservations)
          .where(eq(slotReservations.paymentIntentId, held.json().paymentIntentId))
      )[0]!;
    expect((await holdOf()).status).toBe('held');

    const refused = await send('POST', `/api/admin/branches/${branch._id}/close`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().params).toEqual({ count: 1 });
    expect((await holdOf()).status).toBe('held');

    const cancelled = await t.app.inject({
      method: 'PATCH',
      url: `/api/appointments/${appointmentId}/cancel`,
      headers: customer.auth,
    });
    expect(cancelled.statusCode).toBe(200);
    const closed = await send('POST', `/api/admin/branches/${branch._id}/close`);
    expect(closed.statusCode, closed.body).toBe(200);
    expect((await rowOf(branch._id)).closedAt).not.toBeNull();
    const hold = await holdOf();
    expect(hold.status).toBe('released');
    expect(hold.holdExpiresAt!.getTime()).toBeLessThanOrEqual(Date.now());
  });
});
