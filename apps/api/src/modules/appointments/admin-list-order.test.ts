import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { salonInstant } from '../../lib/salon-time.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import type { TestApp } from '../../test/build-test-app.ts';
import { bookableDate, bookThroughApi, customerWithCart } from '../../test/booking-builders.ts';
import { signedInAdmin } from '../../test/builders.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
interface Listed {
  _id: string;
  date: string;
  startTime: string;
}
const visit = (row: Listed) => `${row.date} ${row.startTime}`;

/** `count` open salon days (no Sunday) in a row, the first three or more days ahead. */
function openDays(count: number): string[] {
  const days = [bookableDate(t, 3)];
  for (let ahead = 4; days.length < count; ahead++) {
    const date = bookableDate(t, ahead);
    if (!days.includes(date)) days.push(date);
  }
  return days;
}

let days: string[] = [];

/**
 * Five visits over four days, then the clock moves to noon of the third day: two visits are
 * past, one began this morning, two are still ahead.
 */
beforeAll(async () => {
  t = await buildTestApp();
  admin = await signedInAdmin(t);
  days = openDays(4);
  const visits: Array<[string, string]> = [
    [days[0]!, '15:00'],
    [days[1]!, '11:00'],
    [days[2]!, '09:00'],
    [days[2]!, '14:00'],
    [days[3]!, '10:00'],
  ];
  for (const [date, time] of visits) {
    const response = await bookThroughApi(t, await customerWithCart(t), date, time);
    expect(response.statusCode, response.body).toBe(201);
  }
  const noonOfThirdDay = salonInstant(days[2]!, '12:00', 'Asia/Colombo');
  t.clock.advanceSeconds((noonOfThirdDay.getTime() - t.clock.now().getTime()) / 1000);
});
afterAll(() => t.close());

async function list(query: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/appointments/all?${query}`,
    headers: admin.auth,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { appointments: Listed[]; total: number };
}

describe('the owner’s appointments list, by default (docs/product.md#admin-list)', () => {
  const whatMattersNow = () => [
    `${days[2]} 09:00`,
    `${days[2]} 14:00`,
    `${days[3]} 10:00`,
    `${days[1]} 11:00`,
    `${days[0]} 15:00`,
  ];

  it('starts with today, begun visits included, then the days ahead soonest first, then the past latest first', async () => {
    expect((await list('')).appointments.map(visit)).toEqual(whatMattersNow());
    expect((await list('sort=upcoming')).appointments.map(visit)).toEqual(whatMattersNow());
  });

  it('keeps that order across pages, none skipped or repeated', async () => {
    const pages = await Promise.all([1, 2, 3].map((page) => list(`pageSize=2&page=${page}`)));
    expect(pages.flatMap((answer) => answer.appointments).map(visit)).toEqual(whatMattersNow());
  });

  it('lists the past latest first when filtered to the days before today', async () => {
    const past = await list(`to=${days[1]}`);
    expect(past.appointments.map(visit)).toEqual([`${days[1]} 11:00`, `${days[0]} 15:00`]);
  });

  it('still sorts by visit time alone when asked', async () => {
    const sorted = whatMattersNow().sort();
    expect((await list('sort=visit-asc')).appointments.map(visit)).toEqual(sorted);
    expect((await list('sort=visit-desc')).appointments.map(visit)).toEqual(sorted.reverse());
  });
});
