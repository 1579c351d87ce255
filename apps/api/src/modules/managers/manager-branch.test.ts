import { globalErrorMessages } from '@salon/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  customerNotes,
  slotReservations,
  timeBlocks,
  users,
  waitlistEntries,
} from '../../db/schema/index.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import type { TestApp } from '../../test/build-test-app.ts';
import { signedInCustomer, uniqueMobile } from '../../test/builders.ts';
import { callsAs, expectOtherBranch, managedTwoBranchSalon } from '../../test/manager-builders.ts';

// docs/decisions/0049-branch-manager.md, issue 28: a manager runs their whole branch. The
// appointments list of their branch, the salon's customers and notes (shared by every branch),
// removing a block and offering a waitlist time at their branch. Colombo (the main branch) has
// the salon's chairs and Amaya; Nugegoda has one chair and Kasun.
let t: TestApp;
type Salon = Awaited<ReturnType<typeof managedTwoBranchSalon>>;
let admin: Salon['admin'];
let manager: Salon['manager'];
let mainId: Salon['mainId'];
let mainName: Salon['mainName'];
let nugegodaId: Salon['nugegodaId'];
let cut: Salon['cut'];
let amaya: Salon['amaya'];
let kasun: Salon['kasun'];
let freshDate: Salon['freshDate'];
beforeAll(async () => {
  t = await buildTestApp();
  ({ admin, manager, mainId, mainName, nugegodaId, cut, amaya, kasun, freshDate } =
    await managedTwoBranchSalon(t, 'Branch cut'));
});
afterAll(() => t.close());

const call = (auth: Record<string, string>) => callsAs(t, auth);
/** A desk booking of the cut: by the owner at the main branch with Amaya, by the manager at theirs. */
async function deskVisit(
  auth: Record<string, string>,
  date: string,
  startTime: string,
  customer: { name: string; phone: string },
  extra: object = {},
) {
  const booked = await call(auth).post('/api/admin/appointments', {
    customer,
    services: [cut.id],
    date,
    startTime,
    feeSettlement: 'due-at-desk',
    ...extra,
  });
  expect(booked.statusCode, booked.body).toBe(201);
  return booked.json().data.appointment as { _id: string; customer: { _id: string } };
}

describe("the appointments list of a manager's branch", () => {
  it('lists their branch, absent or named; another branch is 403 OTHER_BRANCH; the owner sees all', async () => {
    const date = freshDate();
    const name = `Listed ${uniqueMobile()}`;
    const atMain = await deskVisit(
      admin.auth,
      date,
      '11:00',
      { name, phone: uniqueMobile() },
      { staffId: amaya.id },
    );
    const atNugegoda = await deskVisit(manager.auth, date, '11:00', { name, phone: uniqueMobile() });
    const list = (auth: Record<string, string>, branch = '') =>
      call(auth).get(
        `/api/appointments/all?from=${date}&to=${date}&search=${encodeURIComponent(name)}${branch}`,
      );
    const ids = (response: { json: () => { data: { appointments: { _id: string }[] } } }) =>
      response
        .json()
        .data.appointments.map((a) => a._id)
        .sort();

    const absent = await list(manager.auth);
    expect(absent.statusCode, absent.body).toBe(200);
    expect(ids(absent)).toEqual([atNugegoda._id]);
    expect(ids(await list(manager.auth, `&branchId=${nugegodaId}`))).toEqual([atNugegoda._id]);
    expectOtherBranch(await list(manager.auth, `&branchId=${mainId}`));
    expect(ids(await list(admin.auth))).toEqual([atMain._id, atNugegoda._id].sort());
  });

  it("opens a visit of their branch as the back office does, and not another branch's", async () => {
    const date = freshDate();
    const customer = { name: 'Drawer Guest', phone: uniqueMobile() };
    const atMain = await deskVisit(admin.auth, date, '12:00', customer, { staffId: amaya.id });
    const atNugegoda = await deskVisit(manager.auth, date, '12:00', customer);
    const own = await call(manager.auth).get(`/api/appointments/${atNugegoda._id}`);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().data.appointment).toMatchObject({
      _id: atNugegoda._id,
      customer: { name: 'Drawer Guest' },
      history: expect.any(Array),
    });
    // Another branch's visit is no more theirs than another customer's booking.
    const other = await call(manager.auth).get(`/api/appointments/${atMain._id}`);
    expect(other.statusCode).toBe(404);
    expect(JSON.stringify(other.json())).not.toContain('Drawer Guest');
  });
});

describe("the salon's customers, shared by every branch", () => {
  it('reads the list and a customer whose visits at every branch each name their branch', async () => {
    const date = freshDate();
    const customer = { name: `Shared ${uniqueMobile()}`, phone: uniqueMobile() };
    const atMain = await deskVisit(admin.auth, date, '14:00', customer, { staffId: amaya.id });
    await deskVisit(manager.auth, date, '14:00', customer);
    const found = await call(manager.auth).get(`/api/admin/customers?q=${encodeURIComponent(customer.name)}`);
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json().data.customers.map((c: { _id: string }) => c._id)).toEqual([atMain.customer._id]);

    const page = await call(manager.auth).get(`/api/admin/customers/${atMain.customer._id}`);
    expect(page.statusCode, page.body).toBe(200);
    const branchesOfVisits = page
      .json()
      .data.customer.visitsList.map((visit: { branch?: { name: string } }) => visit.branch?.name)
      .sort();
    expect(branchesOfVisits).toEqual([mainName, 'Nugegoda'].sort());
  });

  it("adds, edits and removes the salon's notes; merging stays the owner's", async () => {
    const one = await signedInCustomer(t);
    const duplicate = await signedInCustomer(t);
    const notesOf = () => t.db.select().from(customerNotes).where(eq(customerNotes.userId, one.userId));

    const added = await call(manager.auth).post(`/api/admin/customers/${one.userId}/notes`, {
      kind: 'allergy',
      body: 'Allergic to PPD',
    });
    expect(added.statusCode, added.body).toBe(201);
    const noteId = added.json().data.note._id as string;
    expect((await notesOf()).map((n) => [n.kind, n.body, n.createdBy])).toEqual([
      ['allergy', 'Allergic to PPD', manager.userId],
    ]);
    const edited = await call(manager.auth).patch(`/api/admin/customers/${one.userId}/notes/${noteId}`, {
      kind: 'colour',
      body: '6.1 + 20 vol',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await notesOf()).map((n) => [n.kind, n.body])).toEqual([['colour', '6.1 + 20 vol']]);
    const removed = await call(manager.auth).delete(`/api/admin/customers/${one.userId}/notes/${noteId}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await notesOf()).toEqual([]);

    const merge = await call(manager.auth).post(`/api/admin/customers/${one.userId}/merge`, {
      fromId: duplicate.userId,
    });
    expect(merge.statusCode).toBe(403);
    expect(merge.json()).toMatchObject({ status: 'error', message: globalErrorMessages.forbidden });
    const kept = await t.db.select({ id: users.id }).from(users).where(eq(users.id, duplicate.userId));
    expect(kept).toHaveLength(1);
  });
});

describe('removing a block', () => {
  const block = async (auth: Record<string, string>, payload: object) => {
    const added = await call(auth).post('/api/admin/time-blocks', {
      startTime: '16:00',
      endTime: '17:00',
      reason: 'Training',
      ...payload,
    });
    expect(added.statusCode, added.body).toBe(201);
    return added.json().data.timeBlock._id as string;
  };
  const exists = async (id: string) =>
    (await t.db.select().from(timeBlocks).where(eq(timeBlocks.id, id))).length === 1;

  it("removes their branch's blocks, a stylist's placed there too; another branch's is 403", async () => {
    const date = freshDate();
    const chairAtMain = await block(admin.auth, { date, chair: 1 });
    // Kasun works at both: held everywhere, but placed at the main branch by the owner.
    const kasunAtMain = await block(admin.auth, {
      date,
      staffId: kasun.id,
      startTime: '09:00',
      endTime: '10:00',
    });
    for (const id of [chairAtMain, kasunAtMain]) {
      expectOtherBranch(await call(manager.auth).delete(`/api/admin/time-blocks/${id}`));
      expect(await exists(id)).toBe(true);
    }

    const chairHere = await block(manager.auth, { date, chair: 1 });
    const kasunHere = await block(manager.auth, {
      date,
      staffId: kasun.id,
      startTime: '12:00',
      endTime: '13:00',
    });
    for (const id of [chairHere, kasunHere]) {
      const removed = await call(manager.auth).delete(`/api/admin/time-blocks/${id}`);
      expect(removed.statusCode, removed.body).toBe(200);
      expect(await exists(id)).toBe(false);
    }
    // The owner removes any branch's.
    expect((await call(admin.auth).delete(`/api/admin/time-blocks/${chairAtMain}`)).statusCode).toBe(200);
    expect(await exists(chairAtMain)).toBe(false);
  });
});

describe('offering a waitlist time by hand', () => {
  /** A customer waiting for the cut late on the date (so nothing offers them 11:00 but a hand). */
  async function waiting(date: string, branchId?: string) {
    const customer = await signedInCustomer(t);
    const joined = await call(customer.auth).post('/api/waitlist', {
      windows: [{ date, from: '17:00', to: '18:00' }],
      services: [{ _id: cut.id }],
      ...(branchId && { branchId }),
    });
    expect(joined.statusCode, joined.body).toBe(201);
    return joined.json().data.entry._id as string;
  }
  const offersOf = (entryId: string) =>
    t.db.select().from(slotReservations).where(eq(slotReservations.waitlistEntryId, entryId));
  const offer = (auth: Record<string, string>, entryId: string, payload: object) =>
    call(auth).post(`/api/admin/waitlist/${entryId}/offer`, payload);

  it('offers at their branch to an entry waiting there or anywhere; another branch is 403', async () => {
    const date = freshDate();
    const atMain = await waiting(date, mainId);
    expectOtherBranch(await offer(manager.auth, atMain, { date, startTime: '11:00' }));
    expect(await offersOf(atMain)).toEqual([]);

    const anywhere = await waiting(date);
    // Naming another branch for an entry anyone may serve is refused as well.
    expectOtherBranch(await offer(manager.auth, anywhere, { date, startTime: '11:00', branchId: mainId }));
    expect(await offersOf(anywhere)).toEqual([]);
    const made = await offer(manager.auth, anywhere, { date, startTime: '11:00' });
    expect(made.statusCode, made.body).toBe(201);
    expect((await offersOf(anywhere)).map((o) => [o.branchId, o.staffId])).toEqual([[nugegodaId, kasun.id]]);

    const here = await waiting(date, nugegodaId);
    const mine = await offer(manager.auth, here, { date, startTime: '13:00' });
    expect(mine.statusCode, mine.body).toBe(201);
    expect((await offersOf(here)).map((o) => o.branchId)).toEqual([nugegodaId]);
    const [entry] = await t.db.select().from(waitlistEntries).where(eq(waitlistEntries.id, here));
    expect(entry!.branchId).toBe(nugegodaId);
  });

  it('lets the owner name the branch of the offer; an unknown branch is 404 and offers nothing', async () => {
    const date = freshDate();
    const anywhere = await waiting(date);
    const unknown = await offer(admin.auth, anywhere, {
      date,
      startTime: '11:00',
      branchId: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(404);
    expect(await offersOf(anywhere)).toEqual([]);
    const made = await offer(admin.auth, anywhere, { date, startTime: '11:00', branchId: nugegodaId });
    expect(made.statusCode, made.body).toBe(201);
    expect((await offersOf(anywhere)).map((o) => o.branchId)).toEqual([nugegodaId]);
  });
});
