import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { salonSettings, users } from '../../db/schema/index.ts';
import { mailCatalogues } from '../../mail/translate.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import type { TestApp } from '../../test/build-test-app.ts';
import { bookableDate, bookThroughApi, customerWithCart } from '../../test/booking-builders.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await t.db.update(salonSettings).set({
    address: 'No. 7, Flower Road, Kandy',
    phone: '081 222 3344',
    mapUrl: 'https://maps.example.lk/salon-kandy',
  });
});
afterAll(() => t.close());

const MANAGE_URL = 'http://salon.test/profile/appointments';

/** The booking confirmation mail of a customer who writes in `language` and booked a 30-minute visit. */
async function confirmationMail(language: 'en' | 'si' | 'ta', daysAhead: number, startTime = '11:00') {
  const customer = await customerWithCart(t, 30);
  await t.db.update(users).set({ language }).where(eq(users.id, customer.userId));
  const booked = await bookThroughApi(t, customer, bookableDate(t, daysAhead), startTime);
  expect(booked.statusCode).toBe(201);
  const reference: string = booked.json().data.appointment.appointmentId;
  for (let seen = 0; ; seen++) {
    const mail = await t.smtp.waitForMail(customer.email, seen);
    if (mail.text.includes(reference) && mail.attachments.some((a) => a.filename === 'appointment.ics'))
      return { mail, reference, status: booked.json().data.appointment.status as string };
  }
}

const inLanguage = (language: 'en' | 'si' | 'ta', english: string) =>
  language === 'en' ? english : mailCatalogues[language][english]!;

describe('the booking confirmation mail', () => {
  it.each([
    ['en', 3],
    ['si', 4],
    ['ta', 5],
  ] as const)(
    'in %s links to the customer’s appointments, names the salon’s address, phone and map, and says pending',
    async (language, daysAhead) => {
      const { mail, reference, status } = await confirmationMail(language, daysAhead);
      expect(status).toBe('pending');
      for (const body of [mail.text, mail.html]) {
        expect(body).toContain(MANAGE_URL);
        expect(body).toContain('No. 7, Flower Road, Kandy');
        expect(body).toContain('081 222 3344');
        expect(body).toContain('https://maps.example.lk/salon-kandy');
      }
      expect(mail.text).toContain(
        `${inLanguage(language, 'Manage or cancel your appointment')}: ${MANAGE_URL}`,
      );
      expect(mail.html).toContain(`href="${MANAGE_URL}"`);
      expect(mail.html).toContain('href="https://maps.example.lk/salon-kandy"');
      const pendingLine = inLanguage(
        language,
        'Your booking fee is paid and your appointment {reference} for {when} (Colombo time) is pending: the salon will confirm it, and we will e-mail you when it does.',
      );
      expect(mail.text).toContain(pendingLine.slice(0, pendingLine.indexOf('{')));
      expect(mail.text).toContain(reference);
      const [before, after] = inLanguage(
        language,
        'Your Salon appointment on {when} awaits confirmation',
      ).split('{when}');
      expect(mail.subject.startsWith(before!) && mail.subject.endsWith(after!)).toBe(true);
      expect(mail.text).not.toMatch(/is booked/);
    },
  );

  it.each([
    ['en', 6, '2:00 PM–2:30 PM'],
    ['si', 7, 'ප.ව. 2:00–ප.ව. 2:30'],
    ['ta', 8, '2:00 PM–2:30 PM'],
  ] as const)(
    'in %s gives the time on the 12-hour clock the screens read (docs/product.md#2.2)',
    async (language, daysAhead, times) => {
      const { mail } = await confirmationMail(language, daysAhead, '14:00');
      expect(mail.subject).toContain(times);
      expect(mail.text).toContain(times);
      expect(mail.text).not.toContain('14:00');
    },
  );

  it('says confirmed when the salon confirms paid bookings at once', async () => {
    await t.db.update(salonSettings).set({ autoConfirm: true });
    try {
      const { mail, reference, status } = await confirmationMail('en', 6);
      expect(status).toBe('confirmed');
      expect(mail.text).toContain(`Your appointment ${reference} is confirmed for`);
      expect(mail.subject).toMatch(/is confirmed$/);
      expect(mail.text).not.toContain('pending');
    } finally {
      await t.db.update(salonSettings).set({ autoConfirm: false });
    }
  });

  it('leads to a map search for the address when the owner gave no map link', async () => {
    await t.db.update(salonSettings).set({ mapUrl: null });
    try {
      const { mail } = await confirmationMail('en', 7);
      expect(mail.text).toContain(
        `Find the salon on the map: https://www.google.com/maps/search/?api=1&query=${encodeURIComponent('No. 7, Flower Road, Kandy, Sri Lanka')}`,
      );
    } finally {
      await t.db.update(salonSettings).set({ mapUrl: 'https://maps.example.lk/salon-kandy' });
    }
  });
});
