import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import type { TestApp } from '../../test/build-test-app.ts';
import { bookableDate, bookThroughApi, customerWithCart } from '../../test/booking-builders.ts';
import { signedInAdmin } from '../../test/builders.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
interface Listed {
  _id: string;
  appointmentId: string;
  date: string;
  startTime: string;
  customer: { name: string; email: string; phone: string | null };
}
const seeded: Listed[] = [];

/** Three customers, told apart by name, e-mail and phone, booked on three days. */
beforeAll(async () => {
  t = await buildTestApp();
  admin = await signedInAdmin(t);
  const people = [
    { name: 'Kumari Jayasinghe', phone: '0712223334', days: 5, time: '15:00' },
    { name: 'Dilani Fernando', phone: '0765554443', days: 3, time: '11:00' },
    { name: "Ro'shan 100%_Silva", phone: '0779990001', days: 4, time: '09:30' },
  ];
  for (const person of people) {
    const customer = await customerWithCart(t);
    await t.db
      .update(users)
      .set({ name: person.name, phone: person.phone })
      .where(eq(users.id, customer.userId));
    const response = await bookThroughApi(t, customer, bookableDate(t, person.days), person.time);
    expect(response.statusCode, response.body).toBe(201);
  }
  seeded.push(...(await list('')).appointments);
  expect(seeded).toHaveLength(3);
});
afterAll(() => t.close());

async function list(query: string, auth = admin.auth) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/appointments/all?${query}`,
    headers: auth,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { appointments: Listed[]; total: number; page: number; pageSize: number };
}
const idsOf = (rows: Listed[]) => rows.map((row) => row._id);
const byName = (name: string) => seeded.find((row) => row.customer.name === name)!;
const search = (text: string) => list(`search=${encodeURIComponent(text)}`);

describe('searching the appointments', () => {
  it('finds by part of the name, in any case', async () => {
    const found = await search('jayaSINGHE');
    expect(idsOf(found.appointments)).toEqual([byName('Kumari Jayasinghe')._id]);
    expect(found.total).toBe(1);
  });

  it('finds by e-mail, in any case', async () => {
    const { customer, _id } = byName('Dilani Fernando');
    expect(idsOf((await search(customer.email.toUpperCase())).appointments)).toEqual([_id]);
  });

  it('finds by phone, written with or without spaces', async () => {
    const { _id } = byName('Dilani Fernando');
    expect(idsOf((await search('0765554443')).appointments)).toEqual([_id]);
    expect(idsOf((await search('076 555 4443')).appointments)).toEqual([_id]);
    expect(idsOf((await search('555-4443')).appointments)).toEqual([_id]);
  });

  it('finds by phone in the stored +94 form too, and lists it in the local form', async () => {
    const { _id } = byName('Dilani Fernando');
    for (const typed of [
      '+94765554443',
      '+94 76 555 4443',
      '94765554443',
      '0094 76 555 4443',
      '(076) 555-4443',
    ]) {
      const found = await search(typed);
      expect(idsOf(found.appointments), typed).toEqual([_id]);
      expect(found.appointments[0]!.customer.phone).toBe('0765554443');
    }
  });

  it('finds by booking reference, in any case', async () => {
    const { appointmentId, _id } = byName('Kumari Jayasinghe');
    expect(appointmentId).toMatch(/^SAL-/);
    expect(idsOf((await search(appointmentId.toLowerCase())).appointments)).toEqual([_id]);
  });

  it('takes quotes, % and _ as plain text', async () => {
    const { _id } = byName("Ro'shan 100%_Silva");
    expect(idsOf((await search("Ro'shan")).appointments)).toEqual([_id]);
    expect(idsOf((await search('100%_')).appointments)).toEqual([_id]);
    expect((await search('%')).total).toBe(1);
    expect((await search('_')).total).toBe(1);
    expect((await search("' or 1=1 --")).total).toBe(0);
  });

  it('finds nothing for text nobody has', async () => {
    expect(await search('Nobody Here')).toMatchObject({ appointments: [], total: 0 });
  });
});

describe('sorting the appointments', () => {
  const visit = (row: Listed) => `${row.date} ${row.startTime}`;
  const sortedVisits = () => seeded.map(visit).sort();

  it('lists the soonest coming visit first by default, and latest first with visit-desc', async () => {
    expect((await list('')).appointments.map(visit)).toEqual(sortedVisits());
    expect((await list('sort=visit-desc')).appointments.map(visit)).toEqual(sortedVisits().reverse());
  });

  it('lists soonest visit first with visit-asc, page by page', async () => {
    const first = await list('sort=visit-asc&pageSize=2&page=1');
    const second = await list('sort=visit-asc&pageSize=2&page=2');
    expect(first).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect([...first.appointments, ...second.appointments].map(visit)).toEqual(sortedVisits());
  });

  it('refuses a sort it does not know', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/appointments/all?sort=name',
      headers: admin.auth,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 'error', code: 'VALIDATION_FAILED' });
  });
});
