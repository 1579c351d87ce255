import { toSalonDate, weekdayOf } from '@salon/domain';
import { services, staff, staffServices, users, hashPassword } from '@salon/api/tooling';
import type { Database } from '@salon/api/tooling';
import { post } from './http-client.ts';

export interface Customer {
  email: string;
  token: string;
}

const PASSWORD = 'Chaos1234';

/** `count` Monday-to-Saturday salon dates, the first `minDays` or more from now. */
export function bookableDates(count: number, minDays: number): string[] {
  const dates: string[] = [];
  for (let days = minDays; dates.length < count; days++) {
    const date = toSalonDate(new Date(Date.now() + days * 86_400_000), 'Asia/Colombo');
    if (weekdayOf(date) !== 0) dates.push(date);
  }
  return dates;
}

/**
 * Verified customers made straight in the database (registration has its own tests), each
 * signed in over HTTP with a one-hour service in the cart. Every stylist of the demo team does
 * the service, one of them in 45 minutes (docs/decisions/0036-stylists.md). `label`, `network`
 * and `phonePrefix` keep each group's e-mail addresses, devices and mobile numbers apart.
 */
export async function createCustomers(
  db: Database,
  baseUrl: string,
  count: number,
  {
    label = 'chaos',
    network = '192.0.2',
    phonePrefix = '0771',
  }: { label?: string; network?: string; phonePrefix?: string } = {},
): Promise<Customer[]> {
  const [service] = await db
    .insert(services)
    .values({
      title: `Chaos Colour ${label}`,
      description: 'One hour in the chair.',
      category: 'hair',
      priceLkr: 6000,
      durationMinutes: 60,
    })
    .returning();
  const team = await db.select({ id: staff.id }).from(staff);
  if (team.length)
    await db.insert(staffServices).values(
      team.map((member, index) => ({
        staffId: member.id,
        serviceId: service!.id,
        durationMinutes: index === 0 ? 45 : null,
      })),
    );
  // The servers keep the team in memory: tell them it changed (docs/architecture.md#read-cache).
  await db.$client.query(`select pg_notify('salon_read_cache', 'staff')`);
  const passwordHash = await hashPassword(PASSWORD);
  const rows = Array.from({ length: count }, (_, i) => ({
    name: `Chaos Customer ${i + 1}`,
    email: `${label}-${i + 1}@example.lk`,
    passwordHash,
    isVerified: true,
    // A confirmed mobile number belongs to one account (users_confirmed_phone_unique).
    phone: `${phonePrefix}${String(i + 1).padStart(6, '0')}`,
    // Confirmed, so each booking's text is sent and counted (docs/architecture.md#phone-confirmation).
    phoneConfirmedAt: new Date(),
    address: '12 Flower Road, Colombo 7',
  }));
  await db.insert(users).values(rows);
  const signIn = async ({ email }: { email: string }, i: number) => {
    // Each customer signs in from a device of their own (documentation addresses, RFC 5737),
    // as the proxy reports it: one address signing in 40 accounts would be rate limited.
    const device = `${network}.${(i % 254) + 1}`;
    const login = await post(baseUrl, '/api/auth/login', { email, password: PASSWORD }, undefined, device);
    const token = login.body.token;
    if (login.status !== 200 || typeof token !== 'string')
      throw new Error(`login of ${email} failed: ${login.status} ${JSON.stringify(login.body)}`);
    const added = await post(baseUrl, '/api/cart/add-cart', { serviceId: service!.id }, token);
    if (added.status !== 200) throw new Error(`add-cart for ${email} failed: ${added.status}`);
    return { email, token };
  };
  // Forty at a time: the server refuses more password checks at once than its cores can hash.
  const customers: Customer[] = [];
  for (let from = 0; from < rows.length; from += 40)
    customers.push(
      ...(await Promise.all(rows.slice(from, from + 40).map((row, j) => signIn(row, from + j)))),
    );
  return customers;
}
