import { toSalonDate, weekdayOf } from '@salon/domain';
import { services, users, hashPassword } from '@salon/api/tooling';
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
 * signed in over HTTP with a one-hour service in the cart.
 */
export async function createCustomers(db: Database, baseUrl: string, count: number): Promise<Customer[]> {
  const [service] = await db
    .insert(services)
    .values({
      title: 'Chaos Colour',
      description: 'One hour in the chair.',
      category: 'hair',
      priceLkr: 6000,
      durationMinutes: 60,
    })
    .returning();
  const passwordHash = await hashPassword(PASSWORD);
  const rows = Array.from({ length: count }, (_, i) => ({
    name: `Chaos Customer ${i + 1}`,
    email: `chaos-${i + 1}@example.lk`,
    passwordHash,
    isVerified: true,
    phone: '0771234567',
    // Confirmed, so each booking's text is sent and counted (docs/architecture.md#phone-confirmation).
    phoneConfirmedAt: new Date(),
    address: '12 Flower Road, Colombo 7',
  }));
  await db.insert(users).values(rows);
  return Promise.all(
    rows.map(async ({ email }, i) => {
      // Each customer signs in from a device of their own (documentation addresses, RFC 5737),
      // as the proxy reports it: one address signing in 40 accounts would be rate limited.
      const device = `192.0.2.${(i % 254) + 1}`;
      const login = await post(baseUrl, '/api/auth/login', { email, password: PASSWORD }, undefined, device);
      const token = login.body.token;
      if (login.status !== 200 || typeof token !== 'string')
        throw new Error(`login of ${email} failed: ${login.status} ${JSON.stringify(login.body)}`);
      const added = await post(baseUrl, '/api/cart/add-cart', { serviceId: service!.id }, token);
      if (added.status !== 200) throw new Error(`add-cart for ${email} failed: ${added.status}`);
      return { email, token };
    }),
  );
}
