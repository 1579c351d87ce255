import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffMessages } from '@salon/contracts';
import { appointments, slotReservations } from '../../db/schema/index.ts';
import { salonInstant } from '../../lib/salon-time.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import type { TestApp } from '../../test/build-test-app.ts';
import { confirmCard, createAppointment, VISA } from '../../test/booking-builders.ts';
import { createService } from '../../test/builders.ts';
import { addStylist, addTimeOff, customerWithServices, openDates } from '../../test/team-builders.ts';

type Customer = Awaited<ReturnType<typeof customerWithServices>>;

let t: TestApp;
let dates: string[];
let cut: { id: string };
let colour: { id: string };
let amaya: { id: string };
let bimal: { id: string };
let chathu: { id: string };
let dilan: { id: string };

beforeAll(async () => {
  t = await buildTestApp();
  dates = openDates(t, 14);
  cut = await createService(t, { title: 'Cut', durationMinutes: 60, priceLkr: 5000 });
  colour = await createService(t, { title: 'Colour', durationMinutes: 90, priceLkr: 8000 });
  // Amaya cuts faster and dearer than the catalogue, and takes lunch from 13:00 to 14:00.
  amaya = await addStylist(t, {
    name: 'Amaya',
    position: 1,
    services: [{ serviceId: cut.id, priceLkr: 6000, durationMinutes: 45 }, { serviceId: colour.id }],
    shifts: ['09:00-13:00', '14:00-19:00'],
  });
  bimal = await addStylist(t, {
    name: 'Bimal',
    position: 2,
    services: [{ serviceId: cut.id }],
    shifts: ['09:00-19:00'],
  });
  chathu = await addStylist(t, {
    name: 'Chathu',
    position: 3,
    services: [{ serviceId: cut.id }, { serviceId: colour.id }],
    shifts: ['12:00-19:00'],
  });
  dilan = await addStylist(t, {
    name: 'Dilan',
    position: 4,
    bookableOnline: false,
    services: [{ serviceId: cut.id }, { serviceId: colour.id }],
    shifts: ['09:00-19:00'],
  });
});
afterAll(() => t.close());

const freeTimes = async (date: string, serviceIds: string[], staffId?: string) => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/appointments/check-availability',
    payload: { date, services: serviceIds.map((_id) => ({ _id, quantity: 1 })), ...(staffId && { staffId }) },
  });
  return response;
};

const hold = (customer: Customer, date: string, startTime: string, staffId?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/appointments/create-payment-intent',
    headers: customer.auth,
    payload: { totalAmount: 1000, date, startTime, ...(staffId && { staffId }) },
  });

async function book(customer: Customer, date: string, startTime: string, staffId?: string) {
  const started = await hold(customer, date, startTime, staffId);
  if (started.statusCode !== 200) return started;
  await confirmCard(t, customer, started.json().clientSecret, VISA);
  return createAppointment(t, customer, started.json().paymentIntentId);
}

const reservationsOf = (userId: string) =>
  t.db.select().from(slotReservations).where(eq(slotReservations.userId, userId));

describe('GET /api/staff', () => {
  it('lists the bookable stylists in the team order, each service at their own price and length', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/staff' });
    expect(response.statusCode).toBe(200);
    const { staff } = response.json().data;
    expect(staff.map((member: { name: string }) => member.name)).toEqual(['Amaya', 'Bimal', 'Chathu']);
    expect(staff[0]).toMatchObject({ _id: amaya.id, photoUrl: null, bio: '' });
    expect(staff[0].services).toEqual(
      expect.arrayContaining([
        { _id: cut.id, price: 6000, averageTime: 45 },
        { _id: colour.id, price: 8000, averageTime: 90 },
      ]),
    );
    expect(staff[1].services).toEqual([{ _id: cut.id, price: 5000, averageTime: 60 }]);
  });
});

describe('offering times with a team', () => {
  it("offers a named stylist's times for their own length, never across their break", async () => {
    const response = await freeTimes(dates[0]!, [cut.id], amaya.id);
    expect(response.statusCode).toBe(200);
    const { availableSlots, duration } = response.json().data;
    expect(duration).toBe(45);
    expect(availableSlots).toContain('12:00');
    expect(availableSlots).not.toContain('12:30');
    expect(availableSlots).not.toContain('13:00');
    expect(availableSlots).not.toContain('13:30');
    expect(availableSlots).toContain('14:00');
    // Chathu starts at noon: before it, nobody who colours is on shift but Amaya.
    const colourTimes = (await freeTimes(dates[0]!, [colour.id], chathu.id)).json().data.availableSlots;
    expect(colourTimes[0]).toBe('12:00');
  });

  it('never offers time off, and refuses it when asked, holding nothing', async () => {
    const date = dates[1]!;
    await addTimeOff(
      t,
      bimal.id,
      salonInstant(date, '10:00', 'Asia/Colombo'),
      salonInstant(date, '12:00', 'Asia/Colombo'),
    );
    const times = (await freeTimes(date, [cut.id], bimal.id)).json().data.availableSlots;
    expect(times).toContain('09:00');
    for (const away of ['09:30', '10:00', '11:00', '11:30']) expect(times).not.toContain(away);
    expect(times).toContain('12:00');
    const customer = await customerWithServices(t, [cut.id]);
    const refused = await hold(customer, date, '10:00', bimal.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'SLOT_TAKEN',
      details: { nearestSlots: ['09:00', '12:00', '12:30'] },
    });
    expect(await reservationsOf(customer.userId)).toEqual([]);
  });

  it('refuses a start in a break with the three nearest free starts of that stylist', async () => {
    const customer = await customerWithServices(t, [cut.id]);
    const refused = await hold(customer, dates[2]!, '13:00', amaya.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().details.nearestSlots).toEqual(['11:30', '12:00', '14:00']);
    expect(await reservationsOf(customer.userId)).toEqual([]);
  });

  it('answers 404 for an unknown or hidden stylist and 400 for one who does not do the services', async () => {
    const customer = await customerWithServices(t, [colour.id]);
    for (const staffId of ['6b0e1f0c-0000-4000-8000-000000000000', dilan.id]) {
      const unknown = await freeTimes(dates[3]!, [colour.id], staffId);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().message).toBe(staffMessages.staffNotFound);
      expect((await hold(customer, dates[3]!, '14:00', staffId)).statusCode).toBe(404);
    }
    const notTheirs = await hold(customer, dates[3]!, '14:00', bimal.id);
    expect(notTheirs.statusCode).toBe(400);
    expect(notTheirs.json().message).toBe(staffMessages.staffDoesNotDoServices);
    expect((await freeTimes(dates[3]!, [colour.id], bimal.id)).statusCode).toBe(400);
    expect(await reservationsOf(customer.userId)).toEqual([]);
  });

  it('marks the month for the chosen stylist: a day of theirs full, the same day open for anyone', async () => {
    const date = dates[4]!;
    const month = date.slice(0, 7);
    const services = [{ _id: colour.id, quantity: 1 }];
    const before = await t.app.inject({
      method: 'POST',
      url: '/api/appointments/bookable-days',
      payload: { month, services, staffId: chathu.id },
    });
    const day = before.json().data.days.find((d: { date: string }) => d.date === date);
    expect(day.state).toBe('open');
    // One rule for the month and the day: the count is what check-availability offers.
    const times = (await freeTimes(date, [colour.id], chathu.id)).json().data.availableSlots;
    expect(day.slotsLeft).toBe(times.length);
    await addTimeOff(
      t,
      chathu.id,
      salonInstant(date, '00:00', 'Asia/Colombo'),
      salonInstant(date, '23:59', 'Asia/Colombo'),
    );
    // A new month key: the range read before is kept until a change of the team is announced.
    await t.db.$client.query(`select pg_notify('salon_read_cache', 'staff')`);
    await expect
      .poll(async () => {
        const days = (
          await t.app.inject({
            method: 'POST',
            url: '/api/appointments/bookable-days',
            payload: { month, services, staffId: chathu.id },
          })
        ).json().data.days;
        return days.find((d: { date: string }) => d.date === date).state;
      })
      .toBe('full');
    const anyone = await t.app.inject({
      method: 'POST',
      url: '/api/appointments/bookable-days',
      payload: { month, services },
    });
    expect(anyone.json().data.days.find((d: { date: string }) => d.date === date).state).toBe('open');
  });
});

describe('booking a stylist', () => {
  it('holds and books the named stylist at their own price and length, and says so', async () => {
    const customer = await customerWithServices(t, [cut.id]);
    const booked = await book(customer, dates[5]!, '10:00', amaya.id);
    expect(booked.statusCode).toBe(201);
    const { appointment } = booked.json().data;
    expect(appointment).toMatchObject({
      staff: { _id: amaya.id, name: 'Amaya' },
      startTime: '10:00',
      endTime: '10:45',
    });
    expect(appointment.services[0].service).toMatchObject({ price: 6000, averageTime: 45 });
    expect(appointment.totalAmount).toBe(6000);
    const [row] = await reservationsOf(customer.userId);
    expect(row).toMatchObject({ staffId: amaya.id, status: 'booked' });
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/appointments/my-appointments',
      headers: customer.auth,
    });
    expect(mine.json().data.appointments[0].staff).toEqual({ _id: amaya.id, name: 'Amaya' });
  });

  it('gives "anyone" the qualified stylist on shift, then the one with fewer booked minutes', async () => {
    const date = dates[6]!;
    const early = await book(await customerWithServices(t, [colour.id]), date, '09:00');
    // Only Amaya colours before noon.
    expect(early.json().data.appointment.staff).toEqual({ _id: amaya.id, name: 'Amaya' });
    const noon = await book(await customerWithServices(t, [colour.id]), date, '12:00');
    // Amaya and Chathu are both free at noon; Chathu has fewer booked minutes this week.
    expect(noon.json().data.appointment.staff).toEqual({ _id: chathu.id, name: 'Chathu' });
  });

  it('lets exactly one of two customers have one stylist at one time, with chairs to spare', async () => {
    const date = dates[7]!;
    const [first, second] = await Promise.all([
      customerWithServices(t, [cut.id]),
      customerWithServices(t, [cut.id]),
    ]);
    const outcomes = await Promise.all([
      book(first, date, '15:00', bimal.id),
      book(second, date, '15:00', bimal.id),
    ]);
    expect(outcomes.map((o) => o.statusCode).sort()).toEqual([201, 409]);
    const refused = outcomes.find((o) => o.statusCode === 409)!;
    expect(refused.json().code).toBe('SLOT_TAKEN');
    expect(refused.json().details.nearestSlots).toEqual(['13:30', '14:00', '16:00']);
    const live = await t.db
      .select()
      .from(slotReservations)
      .where(
        and(
          eq(slotReservations.date, date),
          eq(slotReservations.staffId, bimal.id),
          inArray(slotReservations.status, ['held', 'booked']),
        ),
      );
    expect(live).toHaveLength(1);
    expect(live[0]!.status).toBe('booked');
    expect(await t.db.select().from(appointments).where(eq(appointments.date, date))).toHaveLength(1);
  });

  it('refunds a payment landing after its hold lapsed when its stylist was booked meanwhile', async () => {
    const date = dates[12]!;
    const late = await customerWithServices(t, [cut.id]);
    const started = await hold(late, date, '11:00', bimal.id);
    expect(started.statusCode).toBe(200);
    t.clock.advanceSeconds(16 * 60);
    // Chairs to spare, but Bimal is taken at that time by someone else.
    const taken = await book(await customerWithServices(t, [cut.id]), date, '11:00', bimal.id);
    expect(taken.statusCode).toBe(201);
    await confirmCard(t, late, started.json().clientSecret, VISA);
    const created = await createAppointment(t, late, started.json().paymentIntentId);
    expect(created.statusCode).toBe(409);
    expect(created.json().code).toBe('FEE_REFUNDED');
    const [row] = await reservationsOf(late.userId);
    expect(row).toMatchObject({ status: 'refunded', refundReason: 'slot_gone', staffId: bimal.id });
  });

  it('is kept apart by the database: a second live row of one stylist overlapping fails', async () => {
    const customer = await customerWithServices(t, [cut.id]);
    const other = await customerWithServices(t, [cut.id]);
    const date = dates[8]!;
    const row = (userId: string, chair: number, start: string, end: string) => ({
      userId,
      date,
      chair,
      staffId: bimal.id,
      startsAt: salonInstant(date, start, 'Asia/Colombo'),
      endsAt: salonInstant(date, end, 'Asia/Colombo'),
      blockedUntil: salonInstant(date, end, 'Asia/Colombo'),
      status: 'booked' as const,
      services: [],
    });
    await t.db.insert(slotReservations).values(row(customer.userId, 1, '10:00', '11:00'));
    await expect(
      t.db.insert(slotReservations).values(row(other.userId, 2, '10:30', '11:30')),
    ).rejects.toMatchObject({ cause: expect.objectContaining({ code: '23P01' }) });
    // Touching ends are fine.
    await t.db.insert(slotReservations).values(row(other.userId, 2, '11:00', '12:00'));
  });
});

describe('moving a booking with a stylist', () => {
  const move = (customer: Customer, id: string, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: `/api/appointments/${id}/reschedule`,
      headers: customer.auth,
      payload,
    });

  it('keeps the stylist unless the customer names another, who does it at their own terms', async () => {
    const customer = await customerWithServices(t, [cut.id]);
    const date = dates[9]!;
    const booked = (await book(customer, date, '10:00', bimal.id)).json().data.appointment;
    const kept = await move(customer, booked._id, { date, startTime: '16:00' });
    expect(kept.statusCode).toBe(200);
    expect(kept.json().data.appointment).toMatchObject({
      staff: { _id: bimal.id },
      startTime: '16:00',
      endTime: '17:00',
    });
    const changed = await move(customer, booked._id, {
      date: dates[10]!,
      startTime: '10:00',
      staffId: amaya.id,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data.appointment).toMatchObject({
      staff: { _id: amaya.id, name: 'Amaya' },
      endTime: '10:45',
      totalAmount: 6000,
    });
    const [row] = await reservationsOf(customer.userId);
    expect(row).toMatchObject({ staffId: amaya.id, date: dates[10] });
  });

  it("offers a move the times of the appointment's own stylist unless another is named", async () => {
    const customer = await customerWithServices(t, [cut.id]);
    const date = dates[13]!;
    const booked = (await book(customer, date, '10:00', amaya.id)).json().data.appointment;
    const movingTimes = (staffId?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/appointments/check-availability',
        headers: customer.auth,
        payload: {
          date,
          services: [{ _id: cut.id, quantity: 1 }],
          appointmentId: booked._id,
          ...(staffId && { staffId }),
        },
      });
    // Amaya takes lunch from 13:00: her move is not offered it, Bimal's day is.
    const own = (await movingTimes()).json().data.availableSlots;
    expect(own).toContain('10:00');
    expect(own).not.toContain('13:00');
    expect((await movingTimes(bimal.id)).json().data.availableSlots).toContain('13:00');
  });

  it("refuses a move into the stylist's break", async () => {
    const customer = await customerWithServices(t, [cut.id]);
    const booked = (await book(customer, dates[11]!, '10:00', amaya.id)).json().data.appointment;
    const refused = await move(customer, booked._id, { date: dates[11]!, startTime: '13:00' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('SLOT_TAKEN');
  });
});
