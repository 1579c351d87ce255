import { branchMessages, globalErrorMessages, managerMessages, authMessages } from '@salon/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments, timeBlocks, users } from '../../db/schema/index.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import type { TestApp } from '../../test/build-test-app.ts';
import { deskWalkIn } from '../../test/booking-builders.ts';
import { addBranch } from '../../test/branch-builders.ts';
import { signedInCustomer } from '../../test/builders.ts';
import {
  callsAs,
  expectOtherBranch,
  managedTwoBranchSalon,
  signInAtBackOffice,
} from '../../test/manager-builders.ts';

// docs/decisions/0049-branch-manager.md: a manager runs one branch of the back office. Colombo
// (the main branch) has the salon's chairs and Amaya; Nugegoda has one chair and Kasun.
let t: TestApp;
type Salon = Awaited<ReturnType<typeof managedTwoBranchSalon>>;
let admin: Salon['admin'];
let manager: Salon['manager'];
let mainId: Salon['mainId'];
let nugegodaId: Salon['nugegodaId'];
let cut: Salon['cut'];
let amaya: Salon['amaya'];
let freshDate: Salon['freshDate'];
beforeAll(async () => {
  t = await buildTestApp();
  ({ admin, manager, mainId, nugegodaId, cut, amaya, freshDate } = await managedTwoBranchSalon(
    t,
    'Manager cut',
  ));
});
afterAll(() => t.close());

const as = (auth: Record<string, string>) => callsAs(t, auth);
const walkIn = (date: string, startTime: string, extra: object = {}) =>
  deskWalkIn(cut.id, date, startTime, extra);
const appointmentCount = async () => (await t.db.select().from(appointments)).length;

describe('the database', () => {
  it('keeps a manager to exactly one branch and every other role to none', async () => {
    const values = { name: 'X', passwordHash: null, isVerified: true };
    await expect(
      t.db.insert(users).values({ ...values, email: 'nobranch@example.lk', role: 'manager' }),
    ).rejects.toMatchObject({ cause: { constraint: 'users_manager_has_one_branch' } });
    await expect(
      t.db
        .insert(users)
        .values({ ...values, email: 'branch@example.lk', role: 'user', branchId: nugegodaId }),
    ).rejects.toMatchObject({ cause: { constraint: 'users_manager_has_one_branch' } });
  });
});

describe("a manager's back office", () => {
  it("reads their own branch's day, absent or named, and is refused the other branch's", async () => {
    const date = freshDate();
    const absent = await as(manager.auth).get(`/api/admin/day?date=${date}`);
    expect(absent.statusCode, absent.body).toBe(200);
    expect(absent.json().data.day.chairs).toBe(1);
    expect(absent.json().data.day.staff.map((s: { name: string }) => s.name)).toEqual(['Kasun']);
    const named = await as(manager.auth).get(`/api/admin/day?date=${date}&branchId=${nugegodaId}`);
    expect(named.json().data.day).toEqual(absent.json().data.day);

    expectOtherBranch(await as(manager.auth).get(`/api/admin/day?date=${date}&branchId=${mainId}`));
    expectOtherBranch(await as(manager.auth).get(`/api/admin/time-blocks?date=${date}&branchId=${mainId}`));
    expectOtherBranch(await as(manager.auth).get(`/api/admin/waitlist?date=${date}&branchId=${mainId}`));
    expectOtherBranch(await as(manager.auth).get(`/api/admin/daily-close?date=${date}&branchId=${mainId}`));
    // The owner still reads any branch.
    const owner = await as(admin.auth).get(`/api/admin/day?date=${date}&branchId=${mainId}`);
    expect(owner.statusCode).toBe(200);
    expect(owner.json().data.day.staff.map((s: { name: string }) => s.name)).toContain('Amaya');
  });

  it('is refused what belongs to the whole salon: settings, services, the team, managers, merges', async () => {
    const [one, other] = [await signedInCustomer(t), await signedInCustomer(t)];
    for (const response of [
      await as(manager.auth).get('/api/admin/settings'),
      await as(manager.auth).get('/api/admin/staff'),
      await as(manager.auth).get('/api/admin/managers'),
      await as(manager.auth).post(`/api/admin/customers/${one.userId}/merge`, { fromId: other.userId }),
      await as(manager.auth).post('/api/services', { title: 'Sneaky', price: 100 }),
    ]) {
      expect(response.statusCode, response.body).toBe(403);
      expect(response.json()).toMatchObject({ status: 'error', message: globalErrorMessages.forbidden });
    }
  });

  it('books and blocks at the desk of their branch, never at another, and closes its day alone', async () => {
    const date = freshDate();
    const booked = await as(manager.auth).post('/api/admin/appointments', walkIn(date, '11:00'));
    expect(booked.statusCode, booked.body).toBe(201);
    expect(booked.json().data.appointment.branch).toMatchObject({ _id: nugegodaId, name: 'Nugegoda' });

    const before = await appointmentCount();
    expectOtherBranch(
      await as(manager.auth).post(
        '/api/admin/appointments',
        walkIn(date, '11:00', { staffId: amaya.id, branchId: mainId }),
      ),
    );
    expect(await appointmentCount()).toBe(before);

    const blocksBefore = (await t.db.select().from(timeBlocks)).length;
    expectOtherBranch(
      await as(manager.auth).post('/api/admin/time-blocks', {
        date,
        startTime: '15:00',
        endTime: '16:00',
        chair: 1,
        reason: 'Not mine',
        branchId: mainId,
      }),
    );
    expect((await t.db.select().from(timeBlocks)).length).toBe(blocksBefore);

    // The owner books the main branch the same day: the manager's close counts only Nugegoda.
    const atMain = await as(admin.auth).post(
      '/api/admin/appointments',
      walkIn(date, '11:00', { staffId: amaya.id }),
    );
    expect(atMain.statusCode, atMain.body).toBe(201);
    const close = await as(manager.auth).get(`/api/admin/daily-close?date=${date}`);
    expect(close.statusCode, close.body).toBe(200);
    expect(close.json().data.close.totals.visits).toBe(1);
    const whole = await as(admin.auth).get(`/api/admin/daily-close?date=${date}`);
    expect(whole.json().data.close.totals.visits).toBe(2);

    // The status of a visit at their branch is theirs to change; at the main branch it is not.
    const status = (id: string) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/appointments/${id}/status`,
        headers: manager.auth,
        payload: { status: 'cancelled' },
      });
    const mainVisit = atMain.json().data.appointment._id as string;
    expectOtherBranch(await status(mainVisit));
    const [kept] = await t.db.select().from(appointments).where(eq(appointments.id, mainVisit));
    expect(kept!.status).not.toBe('cancelled');
    const own = await status(booked.json().data.appointment._id);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().data.appointment.status).toBe('cancelled');
  });
});

describe('the owner appoints and removes a manager', () => {
  it("makes a customer's account the manager of a branch, and a customer again", async () => {
    const customer = await signedInCustomer(t);
    const appointed = await as(admin.auth).put('/api/admin/managers', {
      email: customer.email,
      branchId: nugegodaId,
    });
    expect(appointed.statusCode, appointed.body).toBe(200);
    expect(appointed.json()).toMatchObject({
      message: managerMessages.appointed,
      data: { manager: { _id: customer.userId, branch: { _id: nugegodaId, name: 'Nugegoda' } } },
    });
    const [row] = await t.db.select().from(users).where(eq(users.id, customer.userId));
    expect(row).toMatchObject({ role: 'manager', branchId: nugegodaId });
    // The customer's session ended: they sign in again, at the back office.
    expect((await as(customer.auth).get('/api/auth/me')).statusCode).toBe(401);
    const listed = await as(admin.auth).get('/api/admin/managers');
    expect(listed.json().data.managers).toContainEqual(
      expect.objectContaining({ _id: customer.userId, email: customer.email }),
    );
    const signIn = await signInAtBackOffice(t, customer.email, customer.password);
    expect(signIn.statusCode, signIn.body).toBe(200);
    const auth = { authorization: `Bearer ${signIn.json().token}` };
    expect((await as(auth).get(`/api/admin/day?date=${freshDate()}`)).statusCode).toBe(200);

    const removed = await as(admin.auth).delete(`/api/admin/managers/${customer.userId}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().message).toBe(managerMessages.removed);
    const [after] = await t.db.select().from(users).where(eq(users.id, customer.userId));
    expect(after).toMatchObject({ role: 'user', branchId: null });
    expect((await as(auth).get(`/api/admin/day?date=${freshDate()}`)).statusCode).toBe(401);
    const again = await signInAtBackOffice(t, customer.email, customer.password);
    expect(again.statusCode).toBe(403);
    expect(again.json().message).toBe(authMessages.roleNotAuthorized);
    expect((await as(admin.auth).delete(`/api/admin/managers/${customer.userId}`)).statusCode).toBe(404);
  });

  it('refuses an unknown address, the owner, an unknown or closed branch, and changes nothing', async () => {
    const customer = await signedInCustomer(t);
    const kandy = await addBranch(t, {
      name: 'Kandy',
      position: 2,
      closedAt: new Date('2026-01-01T00:00:00Z'),
    });
    const cases = [
      {
        email: 'nobody-here@example.lk',
        branchId: nugegodaId,
        status: 404,
        message: managerMessages.noAccount,
      },
      { email: admin.email, branchId: nugegodaId, status: 409, message: managerMessages.notACustomer },
      {
        email: customer.email,
        branchId: '00000000-0000-4000-8000-000000000000',
        status: 404,
        message: branchMessages.branchNotFound,
      },
      { email: customer.email, branchId: kandy.id, status: 400, message: branchMessages.branchClosed },
    ];
    const before = await t.db.select().from(users);
    for (const { status, message, ...payload } of cases) {
      const response = await as(admin.auth).put('/api/admin/managers', payload);
      expect(response.statusCode, response.body).toBe(status);
      expect(response.json()).toMatchObject({ status: 'error', message });
    }
    expect(await t.db.select().from(users)).toEqual(before);
    // A manager appoints no one.
    const byManager = await as(manager.auth).put('/api/admin/managers', {
      email: customer.email,
      branchId: nugegodaId,
    });
    expect(byManager.statusCode).toBe(403);
    expect(await t.db.select().from(users)).toEqual(before);
  });
});
