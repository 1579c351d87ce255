import { eq } from 'drizzle-orm';
import { randomBytes, randomInt } from 'node:crypto';
import { toSalonDate } from '@salon/domain';
import {
  emailVerifications,
  services,
  specialOffers,
  specialOfferServices,
  users,
} from '../db/schema/index.ts';
import { hashPassword } from '../lib/passwords.ts';
import { sha256 } from '../lib/secrets.ts';
import type { TestApp } from './build-test-app.ts';

export const uniqueEmail = (label = 'customer') => `${label}-${randomBytes(4).toString('hex')}@example.lk`;

let phonesMade = randomInt(0, 9_000_000);
/**
 * A mobile number of its own for each made-up customer: one confirmed number is one account
 * (docs/decisions/0029-sign-in-by-mobile.md), so customers whose phones tests confirm must differ.
 */
export const uniqueMobile = () => `077${String(phonesMade++ % 10_000_000).padStart(7, '0')}`;

export function registrationBody(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Nimali Perera',
    email: uniqueEmail(),
    password: 'Secret123',
    confirmPassword: 'Secret123',
    address: '12 Flower Road, Colombo 7',
    phone: uniqueMobile(),
    ...overrides,
  };
}

let clientsMade = 0;
/**
 * Each made-up customer signs up from an address of its own, as real customers do, so a
 * file making many of them does not run into the per-client limits of the auth calls.
 */
export function nextClientAddress() {
  clientsMade++;
  return `172.16.${(clientsMade >> 8) & 255}.${clientsMade & 255}`;
}

export const codeFromMail = (text: string) => /\b(\d{6})\b/.exec(text)?.[1] ?? '';

/** Registers through the API and returns the code that arrived by mail. */
export async function registerCustomer(t: TestApp, overrides: Record<string, unknown> = {}) {
  const body = registrationBody(overrides);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: body,
    remoteAddress: nextClientAddress(),
  });
  if (response.statusCode !== 201) throw new Error(`registration failed: ${response.body}`);
  const { userId } = response.json() as { userId: string };
  const mail = await t.smtp.waitForMail(body.email);
  return { ...body, userId, code: codeFromMail(mail.text) };
}

/** A registered, verified customer with a live session token. */
export async function signedInCustomer(t: TestApp, overrides: Record<string, unknown> = {}) {
  const customer = await registerCustomer(t, overrides);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/verify-email',
    payload: { userId: customer.userId, otp: customer.code },
  });
  const { token } = response.json() as { token: string };
  return { ...customer, token, auth: { authorization: `Bearer ${token}` } };
}

/**
 * Marks the customer's phone confirmed without the texted code, for tests about what follows
 * (the code itself has its own tests: modules/users/phone-confirmation.test.ts).
 */
export async function confirmPhoneInDatabase(t: TestApp, userId: string) {
  await t.db.update(users).set({ phoneConfirmedAt: t.clock.now() }).where(eq(users.id, userId));
}

/** An admin made directly in the database (admin registration has its own tests). */
export async function signedInAdmin(t: TestApp) {
  const email = uniqueEmail('admin');
  await t.db.insert(users).values({
    name: 'Test Admin',
    email,
    passwordHash: await hashPassword('Admin1234'),
    role: 'admin',
    isVerified: true,
  });
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password: 'Admin1234', role: 'admin' },
    remoteAddress: nextClientAddress(),
  });
  const { token } = response.json() as { token: string };
  return { email, token, auth: { authorization: `Bearer ${token}` } };
}

export async function createService(t: TestApp, overrides: Partial<typeof services.$inferInsert> = {}) {
  const [row] = await t.db
    .insert(services)
    .values({
      title: 'Hair Cut & Style',
      description: 'A precise cut.',
      category: 'hair',
      priceLkr: 3500,
      durationMinutes: 45,
      ...overrides,
    })
    .returning();
  return row!;
}

/**
 * An unverified account: one made before pending registrations, which made users rows at
 * registration (docs/decisions/0022-pending-registrations.md); its mailed code is `code`.
 */
export async function unverifiedAccount(t: TestApp, overrides: Record<string, unknown> = {}) {
  const body = registrationBody(overrides);
  const code = '246810';
  const [user] = await t.db
    .insert(users)
    .values({
      name: body.name,
      email: body.email,
      passwordHash: await hashPassword(body.password),
      phone: body.phone,
      address: body.address,
    })
    .returning();
  const sentAt = t.clock.now();
  await t.db.insert(emailVerifications).values({
    userId: user!.id,
    codeHash: sha256(`${user!.id}:${code}`),
    sentAt,
    expiresAt: new Date(sentAt.getTime() + 10 * 60 * 1000),
  });
  return { ...body, userId: user!.id, code };
}

/** An unverified account (see unverifiedAccount), signed in without entering its code. */
export async function signedInUnverified(t: TestApp) {
  const account = await unverifiedAccount(t);
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: account.email, password: account.password },
    remoteAddress: nextClientAddress(),
  });
  const { token } = login.json() as { token: string };
  return { ...account, token, auth: { authorization: `Bearer ${token}` } };
}

/** The salon date `offsetDays` from the test clock's today (negative: in the past). */
export const salonDayFromNow = (t: TestApp, offsetDays: number) =>
  toSalonDate(new Date(t.clock.now().getTime() + offsetDays * 86_400_000), 'Asia/Colombo');

/** A "Pamper Day" offer (LKR 8000 less 25%) of `serviceIds`, running over the given days. */
export async function createOffer(
  t: TestApp,
  serviceIds: string[],
  { startOffsetDays = -1, endOffsetDays = 5 }: { startOffsetDays?: number; endOffsetDays?: number } = {},
) {
  const [offer] = await t.db
    .insert(specialOffers)
    .values({
      title: 'Pamper Day',
      description: 'Cut and nails.',
      originalPriceLkr: 8000,
      discountPercent: 25,
      startDate: salonDayFromNow(t, startOffsetDays),
      endDate: salonDayFromNow(t, endOffsetDays),
    })
    .returning();
  if (serviceIds.length)
    await t.db
      .insert(specialOfferServices)
      .values(serviceIds.map((serviceId, position) => ({ offerId: offer!.id, serviceId, position })));
  return offer!;
}
