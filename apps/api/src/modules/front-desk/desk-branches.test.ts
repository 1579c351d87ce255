import { branchMessages, frontDeskMessages } from '@salon/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { appointments, branchServices, branches, slotReservations } from '../../db/schema/index.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import type { TestApp } from '../../test/build-test-app.ts';
import { deskWalkIn } from '../../test/booking-builders.ts';
import { addBranch, addWorkplace, mainBranch } from '../../test/branch-builders.ts';
import { createService, signedInAdmin, uniqueMobile } from '../../test/builders.ts';
import { addStylist, openDates } from '../../test/team-builders.ts';

// docs/decisions/0045-branches.md: the front desk books, blocks and reads the day at the branch
// the owner chose. Colombo (the main branch) opens 09:00 with Amaya and Kasun; Nugegoda opens
// 10:00 with one chair and Kasun only.
let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
let dates: string[];
let nextDate = 0;
let mainId: string;
let nugegodaId: string;
let kandyId: string;
let cut: { id: string };
let amaya: { id: string };
let kasun: { id: string };

beforeAll(async () => {
  t = await buildTestApp();
  admin = await signedInAdmin(t);
  dates = openDates(t, 20);
  mainId = (await mainBranch(t)).id;
  cut = await createService(t, { title: 'Branch cut', durationMinutes: 60, priceLkr: 4000 });
  nugegodaId = (
    await addBranch(t, { name: 'Nugegoda', chairs: 1, services: [{ serviceId: cut.id, priceLkr: 3500 }] })
  ).id;
  kandyId = (
    await addBranch(t, {
      name: 'Kandy',
      position: 2,
      services: [{ serviceId: cut.id }],
      closedAt: new Date('2026-01-01T00:00:00Z'),
    })
  ).id;
  amaya = await addStylist(t, { name: 'Amaya', services: [{ serviceId: cut.id }], shifts: ['09:00-19:00'] });
  kasun = await addStylist(t, { name: 'Kasun', services: [{ serviceId: cut.id }], shifts: ['09:00-19:00'] });
  await addWorkplace(t, kasun.id, nugegodaId, ['10:00-19:00']);
});
afterAll(() => t.close());

const freshDate = () => dates[nextDate++]!;

const deskBook = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/admin/appointments', headers: admin.auth, payload });
const block = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/admin/time-blocks', headers: admin.auth, payload });
const walkIn = (date: string, startTime: string, extra: object = {}) =>
  deskWalkIn(cut.id, date, startTime, extra);

const freeTimes = async (date: string, staffId: string, branchId: string) => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/appointments/check-availability',
    payload: { date, services: [{ _id: cut.id, quantity: 1 }], staffId, branchId },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.availableSlots as string[];
};

/** One desk booking at Nugegoda (Kasun) and one at the main branch (Amaya), both at `startTime`. */
const bookAtBoth = async (date: string, startTime: string, extra: object = {}) => {
  const there = await deskBook(
    walkIn(date, startTime, { staffId: kasun.id, branchId: nugegodaId, ...extra }),
  );
  expect(there.statusCode, there.body).toBe(201);
  const here = await deskBook(walkIn(date, startTime, { staffId: amaya.id, ...extra }));
  expect(here.statusCode, here.body).toBe(201);
  return { there, here };
};

const dayAt = async (date: string, branchId?: string) => {
  const query = branchId ? `date=${date}&branchId=${branchId}` : `date=${date}`;
  const response = await t.app.inject({ method: 'GET', url: `/api/admin/day?${query}`, headers: admin.auth });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.day as {
    chairs: number;
    openingHours: { open: string; close: string } | null;
    appointments: Array<{ appointmentId: string; startTime: string; staff: { name: string } | null }>;
    staff: Array<{ name: string }>;
  };
};

const counts = async () => ({
  appointments: (await t.db.select().from(appointments)).length,
  reservations: (await t.db.select().from(slotReservations)).length,
});

describe('the front desk at a branch', () => {
  it('books at Nugegoda by its hours, chair, stylists and price; absent, at the main branch', async () => {
    const date = freshDate();
    // 09:00 is open in Colombo but not yet in Nugegoda: judged at Nugegoda, it is refused.
    const early = await deskBook(walkIn(date, '09:00', { staffId: kasun.id, branchId: nugegodaId }));
    expect(early.statusCode, early.body).toBe(409);
    // Amaya does not work at Nugegoda.
    const notThere = await deskBook(walkIn(date, '11:00', { staffId: amaya.id, branchId: nugegodaId }));
    expect(notThere.statusCode, notThere.body).not.toBe(201);

    const booked = await deskBook(walkIn(date, '11:00', { staffId: kasun.id, branchId: nugegodaId }));
    expect(booked.statusCode, booked.body).toBe(201);
    const appointment = booked.json().data.appointment;
    expect(appointment.branch).toMatchObject({ _id: nugegodaId, name: 'Nugegoda' });
    // Nugegoda's own price of the service.
    expect(appointment.services[0].service.price).toBe(3500);
    // Nugegoda's only chair is taken at 11:00; Colombo's chairs are not.
    expect(await freeTimes(date, kasun.id, nugegodaId)).not.toContain('11:00');
    expect(await freeTimes(date, amaya.id, mainId)).toContain('11:00');

    // Without a branch the desk books at the main branch, as before.
    const atMain = await deskBook(walkIn(date, '09:00', { staffId: amaya.id }));
    expect(atMain.statusCode, atMain.body).toBe(201);
    expect(atMain.json().data.appointment.branch._id).toBe(mainId);
  });

  it('refuses an unknown branch (404) and a closed one (400), changing nothing', async () => {
    const date = freshDate();
    const before = await counts();
    const unknown = await deskBook(
      walkIn(date, '11:00', { branchId: '00000000-0000-4000-8000-000000000000' }),
    );
    expect(unknown.statusCode, unknown.body).toBe(404);
    expect(unknown.json().message).toBe(branchMessages.branchNotFound);
    const closed = await deskBook(walkIn(date, '11:00', { branchId: kandyId }));
    expect(closed.statusCode, closed.body).toBe(400);
    expect(closed.json().message).toBe(branchMessages.branchClosed);
    const closedBlock = await block({
      chair: 1,
      date,
      startTime: '10:00',
      endTime: '11:00',
      reason: 'x',
      branchId: kandyId,
    });
    expect(closedBlock.statusCode, closedBlock.body).toBe(400);
    expect(await counts()).toEqual(before);
  });

  it("blocks a chair at one branch and leaves the other branch's chairs free", async () => {
    const date = freshDate();
    const blocked = await block({
      chair: 1,
      date,
      startTime: '10:00',
      endTime: '13:00',
      reason: 'Basin repair',
      branchId: nugegodaId,
    });
    expect(blocked.statusCode, blocked.body).toBe(201);
    expect(await freeTimes(date, kasun.id, nugegodaId)).not.toContain('11:00');
    expect(await freeTimes(date, amaya.id, mainId)).toContain('11:00');
    // Nugegoda has one chair: its chair 2 does not exist, Colombo's does.
    const noChair = await block({
      chair: 2,
      date,
      startTime: '14:00',
      endTime: '15:00',
      reason: 'x',
      branchId: nugegodaId,
    });
    expect(noChair.statusCode, noChair.body).toBe(400);
    expect(noChair.json().message).toBe(frontDeskMessages.chairUnknown);
    const mainChair = await block({
      chair: 2,
      date,
      startTime: '14:00',
      endTime: '15:00',
      reason: 'Training',
    });
    expect(mainChair.statusCode, mainChair.body).toBe(201);

    const list = async (branchId: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/admin/time-blocks?date=${date}&branchId=${branchId}`,
          headers: admin.auth,
        })
      ).json().data.timeBlocks as Array<{ reason: string }>;
    expect((await list(nugegodaId)).map((one) => one.reason)).toEqual(['Basin repair']);
    expect((await list(mainId)).map((one) => one.reason)).toEqual(['Training']);
  });

  it("shows each branch's own day: its bookings, chairs, hours and team", async () => {
    const date = freshDate();
    const there = await deskBook(walkIn(date, '12:00', { staffId: kasun.id, branchId: nugegodaId }));
    expect(there.statusCode, there.body).toBe(201);
    const here = await deskBook(walkIn(date, '12:00', { staffId: amaya.id }));
    expect(here.statusCode, here.body).toBe(201);

    const nugegoda = await dayAt(date, nugegodaId);
    expect(nugegoda.appointments.map((one) => one.appointmentId)).toEqual([
      there.json().data.appointment.appointmentId,
    ]);
    expect(nugegoda.chairs).toBe(1);
    expect(nugegoda.openingHours?.open).toBe('10:00');
    expect(nugegoda.staff.map((one) => one.name)).toEqual(['Kasun']);

    const main = await dayAt(date, mainId);
    expect(main.appointments.map((one) => one.appointmentId)).toEqual([
      here.json().data.appointment.appointmentId,
    ]);
    expect(main.staff.map((one) => one.name)).toEqual(expect.arrayContaining(['Amaya', 'Kasun']));
    // Without a branch: the main branch's day.
    expect((await dayAt(date)).appointments).toEqual(main.appointments);

    const unknown = await t.app.inject({
      method: 'GET',
      url: `/api/admin/day?date=${date}&branchId=00000000-0000-4000-8000-000000000000`,
      headers: admin.auth,
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('moving a booking to another branch (docs/decisions/0047-back-office-per-branch.md)', () => {
  it("needs the stylist's shift there: Amaya's visit moves to Nugegoda only with Kasun", async () => {
    const date = freshDate();
    const booked = await deskBook(walkIn(date, '11:00', { staffId: amaya.id }));
    expect(booked.statusCode, booked.body).toBe(201);
    const id = booked.json().data.appointment._id as string;
    const move = (payload: object) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/appointments/${id}/move`,
        headers: admin.auth,
        payload: { date, startTime: '11:00', branchId: nugegodaId, ...payload },
      });
    // Amaya has no shift at Nugegoda.
    const withAmaya = await move({});
    expect(withAmaya.statusCode, withAmaya.body).toBe(409);
    const withKasun = await move({ staffId: kasun.id });
    expect(withKasun.statusCode, withKasun.body).toBe(200);
    expect(withKasun.json().data.appointment).toMatchObject({
      branch: { _id: nugegodaId },
      staff: { _id: kasun.id },
    });
    expect(await freeTimes(date, kasun.id, nugegodaId)).not.toContain('11:00');
    expect(await freeTimes(date, amaya.id, mainId)).toContain('11:00');
  });
});

describe('the daily close per branch', () => {
  it("closes one branch's day, or every branch's together with each one's totals", async () => {
    const date = freshDate();
    const { there } = await bookAtBoth(date, '13:00');
    const close = async (query: string) => {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/admin/daily-close?date=${date}${query}`,
        headers: admin.auth,
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data.close as {
        visits: Array<{ appointmentId: string }>;
        totals: { visits: number; servicesTotalLkr: number };
        branches: Array<{ branch: { name: string }; visits: number; servicesTotalLkr: number }>;
      };
    };
    const nugegoda = await close(`&branchId=${nugegodaId}`);
    expect(nugegoda.visits.map((visit) => visit.appointmentId)).toEqual([
      there.json().data.appointment.appointmentId,
    ]);
    expect(nugegoda.totals).toMatchObject({ visits: 1, servicesTotalLkr: 3500 });

    const all = await close('');
    expect(all.totals).toMatchObject({ visits: 2, servicesTotalLkr: 7500 });
    expect(
      all.branches.map(({ branch, visits, servicesTotalLkr }) => [branch.name, visits, servicesTotalLkr]),
    ).toEqual([
      [(await mainBranch(t)).name, 1, 4000],
      ['Nugegoda', 1, 3500],
    ]);
    const unknown = await t.app.inject({
      method: 'GET',
      url: `/api/admin/daily-close?date=${date}&branchId=00000000-0000-4000-8000-000000000000`,
      headers: admin.auth,
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('the overview per branch', () => {
  it("counts one branch's bookings, or the salon's with each open branch's month", async () => {
    // Tomorrow (or the next open day): within the overview's next seven days, before every other test's dates.
    const date = openDates(t, 1, 1)[0]!;
    const there = await deskBook(walkIn(date, '14:00', { staffId: kasun.id, branchId: nugegodaId }));
    expect(there.statusCode, there.body).toBe(201);
    const overview = async (query: string) => {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/admin/overview${query}`,
        headers: admin.auth,
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data.overview as {
        nextSevenDays: Array<{ date: string; count: number }>;
        branches?: Array<{ branch: { name: string } }>;
      };
    };
    const upcoming = (answer: { nextSevenDays: Array<{ count: number }> }) =>
      answer.nextSevenDays.reduce((sum, day) => sum + day.count, 0);
    const nugegoda = await overview(`?branchId=${nugegodaId}`);
    const main = await overview(`?branchId=${mainId}`);
    const all = await overview('');
    expect(upcoming(nugegoda)).toBeGreaterThan(0);
    expect(upcoming(nugegoda) + upcoming(main)).toBe(upcoming(all));
    expect(nugegoda.branches).toBeUndefined();
    // The closed Kandy branch, with nothing this month, is left out.
    expect(all.branches?.map((row) => row.branch.name)).toEqual([(await mainBranch(t)).name, 'Nugegoda']);
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/admin/overview?branchId=00000000-0000-4000-8000-000000000000',
      headers: admin.auth,
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe("the desk's services at a branch (docs/decisions/0047-back-office-per-branch.md)", () => {
  /** A new service is offered at every branch: this one is taken off Nugegoda's list. */
  const mainOnly = async (title: string, priceLkr: number) => {
    const service = await createService(t, { title, durationMinutes: 60, priceLkr });
    await t.db
      .delete(branchServices)
      .where(and(eq(branchServices.branchId, nugegodaId), eq(branchServices.serviceId, service.id)));
    return service;
  };
  const servicesAt = (branchId?: string, auth = admin.auth) =>
    t.app.inject({
      method: 'GET',
      url: branchId ? `/api/admin/desk-services?branchId=${branchId}` : '/api/admin/desk-services',
      headers: auth,
    });

  it("lists only the services a branch offers, at the branch's price; absent, the main branch's", async () => {
    const colour = await mainOnly('Main-only colour', 9000);
    const atNugegoda = await servicesAt(nugegodaId);
    expect(atNugegoda.statusCode, atNugegoda.body).toBe(200);
    const nugegodaServices = atNugegoda.json().data.services as Array<{ _id: string; price: number }>;
    expect(nugegodaServices.map((service) => service._id)).toEqual([cut.id]);
    expect(nugegodaServices[0]!.price).toBe(3500);

    const atMain = await servicesAt();
    expect(atMain.statusCode, atMain.body).toBe(200);
    const mainServices = atMain.json().data.services as Array<{ _id: string; price: number }>;
    expect(mainServices.find((service) => service._id === cut.id)?.price).toBe(4000);
    expect(mainServices.find((service) => service._id === colour.id)?.price).toBe(9000);
  });

  it('refuses an unknown branch (404) and anyone but the owner', async () => {
    const unknown = await servicesAt('00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode, unknown.body).toBe(404);
    expect(unknown.json().message).toBe(branchMessages.branchNotFound);
    const nobody = await t.app.inject({ method: 'GET', url: '/api/admin/desk-services' });
    expect(nobody.statusCode).toBe(401);
  });

  it('refuses to book a service the branch does not offer (400), writing nothing', async () => {
    const date = freshDate();
    const nails = await mainOnly('Main-only nails', 2500);
    const before = await counts();
    const refused = await deskBook(
      walkIn(date, '11:00', { staffId: kasun.id, branchId: nugegodaId, services: [nails.id] }),
    );
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().message).toBe(branchMessages.serviceNotOfferedAtBranch);
    expect(await counts()).toEqual(before);
  });
});

describe('the daily close CSV per branch', () => {
  it('names each visit’s branch in a spreadsheet-safe last column, and ends every branch’s close with their totals', async () => {
    const date = freshDate();
    const { there, here } = await bookAtBoth(date, '15:00');
    const mainName = (await mainBranch(t)).name;
    const csvOf = async (query: string) => {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/admin/daily-close.csv?date=${date}${query}`,
        headers: admin.auth,
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.body.replace(/^\uFEFF/, '').split('\r\n');
    };
    const rowOf = (lines: string[], reference: string) =>
      lines.find((line) => line.includes(`"${reference}"`));

    const all = await csvOf('');
    expect(all[0]).toMatch(/"To take at the desk \(LKR\)","Branch"$/);
    expect(rowOf(all, there.json().data.appointment.appointmentId)).toMatch(/,"Nugegoda"$/);
    expect(rowOf(all, here.json().data.appointment.appointmentId)).toMatch(new RegExp(`,"${mainName}"$`));
    // Each branch's totals after the day's.
    // Branch, visits, fee paid online, refunded, services (then what to take, the fee due at the visit).
    expect(all.filter((line) => line.startsWith('"Nugegoda","1","0","0","3500",'))).toHaveLength(1);
    expect(all.filter((line) => line.startsWith(`"${mainName}","1","0","0","4000",`))).toHaveLength(1);

    const nugegoda = await csvOf(`&branchId=${nugegodaId}`);
    expect(rowOf(nugegoda, here.json().data.appointment.appointmentId)).toBeUndefined();
    expect(nugegoda.filter((line) => line.startsWith(`"${mainName}",`))).toEqual([]);

    // A branch named like a formula stays text in the spreadsheet.
    await t.db.update(branches).set({ name: '=Nugegoda()' }).where(eq(branches.id, nugegodaId));
    try {
      expect(rowOf(await csvOf(''), there.json().data.appointment.appointmentId)).toMatch(
        /,"'=Nugegoda\(\)"$/,
      );
    } finally {
      await t.db.update(branches).set({ name: 'Nugegoda' }).where(eq(branches.id, nugegodaId));
    }
  });
});

describe("the owner's appointments list per branch", () => {
  it("lists one branch's appointments, or every branch's each with its branch; an unknown branch is 404", async () => {
    const date = freshDate();
    const { there, here } = await bookAtBoth(date, '16:00');
    const list = async (query: string) => {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/appointments/all?from=${date}&to=${date}${query}`,
        headers: admin.auth,
      });
      return response;
    };
    const answer = async (query: string) => {
      const response = await list(query);
      expect(response.statusCode, response.body).toBe(200);
      return (
        response.json().data.appointments as Array<{ appointmentId: string; branch: { _id: string } }>
      ).map((row) => [row.appointmentId, row.branch._id]);
    };
    const thereRef = there.json().data.appointment.appointmentId;
    const hereRef = here.json().data.appointment.appointmentId;
    expect(await answer(`&branchId=${nugegodaId}`)).toEqual([[thereRef, nugegodaId]]);
    expect(await answer(`&branchId=${mainId}`)).toEqual([[hereRef, mainId]]);
    expect((await answer('')).sort()).toEqual(
      [
        [thereRef, nugegodaId],
        [hereRef, mainId],
      ].sort(),
    );
    const unknown = await list('&branchId=00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(branchMessages.branchNotFound);
    expect((await list('&branchId=not-a-branch')).statusCode).toBe(400);
  });
});

describe("a customer's visits per branch", () => {
  it('names the branch of each visit, history shared across branches', async () => {
    const date = freshDate();
    const phone = uniqueMobile();
    const customer = { name: 'Two Branches', phone };
    const { there, here } = await bookAtBoth(date, '17:00', { customer });
    const customerId = there.json().data.appointment.customer._id as string;
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/admin/customers/${customerId}`,
      headers: admin.auth,
    });
    expect(detail.statusCode, detail.body).toBe(200);
    const visits = detail.json().data.customer.visitsList as Array<{
      appointmentId: string;
      branch: { _id: string };
    }>;
    expect(visits.map((visit) => [visit.appointmentId, visit.branch._id]).sort()).toEqual(
      [
        [there.json().data.appointment.appointmentId, nugegodaId],
        [here.json().data.appointment.appointmentId, mainId],
      ].sort(),
    );
  });
});
