import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext } from '@playwright/test';
import { newCustomer, registerAdminThroughApi, signIn, signInNewCustomer } from '../support/account.ts';
import { claimDay } from '../support/booking.ts';
import { moveAppointmentBack } from '../support/database.ts';
import { expect, test, uniqueEmail } from '../support/fixtures.ts';
import { latestMail } from '../support/mailbox.ts';

// docs/decisions/0039-staff-accounts.md: the owner gives a stylist a sign-in; the stylist
// chooses a password from the mail, signs in, and marks their visit arrived; the owner sees it.

const SALON_TIME_ZONE = 'Asia/Colombo';
const salonToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: SALON_TIME_ZONE }).format(new Date());
const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000;
const dateOfDay = (day: number) => new Date(day * 86_400_000).toISOString().slice(0, 10);

/** A stylist of the test's own who does the first service every day of the week, all day. */
async function addStylist(request: APIRequestContext, auth: Record<string, string>, name: string) {
  const created = await request.post('/api/admin/staff', { headers: auth, data: { name } });
  expect(created.status(), await created.text()).toBe(201);
  const id = (await created.json()).data.staff._id as string;
  const services = (await (await request.get('/api/services/get-services')).json()).data.services as {
    _id: string;
  }[];
  const serviceId = services[0]!._id;
  const saved = await request.put(`/api/admin/staff/${id}/services`, {
    headers: auth,
    data: { services: [{ serviceId }] },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  const shifts = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start: '08:00', end: '21:00' }));
  const shifted = await request.put(`/api/admin/staff/${id}/shifts`, { headers: auth, data: { shifts } });
  expect(shifted.ok(), await shifted.text()).toBe(true);
  return { id, serviceId };
}

/** A paid booking with that stylist on `date`, its first free start; the appointment's id. */
async function bookWith(
  request: APIRequestContext,
  token: string,
  date: string,
  staffId: string,
  serviceId: string,
) {
  const headers = { authorization: `Bearer ${token}` };
  expect((await request.post('/api/cart/add-cart', { headers, data: { serviceId } })).ok()).toBe(true);
  const availability = await request.post('/api/appointments/check-availability', {
    headers,
    data: { date, services: [{ _id: serviceId, quantity: 1 }], staffId },
  });
  const slots = (await availability.json()).data.availableSlots as string[];
  const intent = await request.post('/api/appointments/create-payment-intent', {
    headers,
    data: { totalAmount: 1000, date, startTime: slots[0], staffId },
  });
  expect(intent.ok(), await intent.text()).toBe(true);
  const { clientSecret, paymentIntentId } = await intent.json();
  const paid = await request.post('/api/payments/sandbox/confirm', {
    headers,
    data: { clientSecret, card: { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2034, cvc: '123' } },
  });
  expect(paid.ok(), await paid.text()).toBe(true);
  const created = await request.post('/api/appointments/create', { headers, data: { paymentIntentId } });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()).data.appointment._id as string;
}

test('the owner gives a stylist a sign-in, the stylist marks a visit arrived, the owner sees it', async ({
  page,
  browser,
  baseURL,
}) => {
  const admin = await registerAdminThroughApi(page);
  const auth = { authorization: `Bearer ${admin.token}` };
  const name = `Sachini ${Date.now().toString(36)}`;
  const stylist = await addStylist(page.request, auth, name);

  // A visit of theirs that began yesterday (the API books only ahead; the database moves it).
  const customerPage = await browser.newPage({ baseURL });
  const customer = await signInNewCustomer(customerPage, { ...newCustomer(), name: 'Kumari Jayasinghe' });
  const date = claimDay();
  const appointmentId = await bookWith(
    customerPage.request,
    customer.token,
    date,
    stylist.id,
    stylist.serviceId,
  );
  await customerPage.close();
  const yesterday = dateOfDay(dayNumber(salonToday()) - 1);
  await moveAppointmentBack(appointmentId, dayNumber(date) - dayNumber(yesterday));

  try {
    // The owner gives the sign-in from the stylist's dialog.
    await page.goto('/favicon.svg');
    await page.evaluate((value) => localStorage.setItem('token', value), admin.token);
    await page.goto('/admin/team');
    await page.getByRole('button', { name: `Edit ${name}` }).click({ timeout: 30_000 });
    const dialog = page.getByRole('dialog', { name: `Edit ${name}` });
    const email = uniqueEmail('sachini');
    await dialog.getByLabel("Stylist's e-mail").fill(email);
    await dialog.getByRole('button', { name: 'Give sign-in' }).click();
    await expect(
      page.getByText(`Sign-in created: we mailed ${email} a link to choose a password`),
    ).toBeVisible();
    await expect(dialog.getByText('Waiting for them to choose a password from the mail.')).toBeVisible();

    // The stylist chooses a password from the mail and signs in on the ordinary sign-in page.
    const mail = await latestMail(email, /You can now sign in to Salon as a stylist/);
    const link = new URL(/(https?:\/\/\S+\/reset-password\/\S+)/.exec(mail.text)![1]!);
    const stylistContext = await browser.newContext({ baseURL });
    const stylistPage = await stylistContext.newPage();
    await stylistPage.goto(link.pathname + link.search);
    await stylistPage.getByLabel('New password', { exact: true }).fill('SalonStaff1');
    await stylistPage.getByLabel('Confirm password', { exact: true }).fill('SalonStaff1');
    // A stylist's first password: no admin choice on the page.
    await expect(stylistPage.getByLabel('Admin Account')).toHaveCount(0);
    await stylistPage.getByRole('button', { name: 'Choose your password' }).click();
    await expect(stylistPage).toHaveURL(/\/login$/, { timeout: 10_000 });
    await signIn(stylistPage, email, 'SalonStaff1');
    await expect(stylistPage).toHaveURL(/\/staff$/);
    await expect(stylistPage.getByRole('link', { name: 'My day' })).toBeVisible();

    // Yesterday's visit has begun: Arrived is open, and the server's answer shows.
    await stylistPage.getByRole('button', { name: 'Previous day' }).click();
    const visit = stylistPage.getByRole('article', { name: /Kumari$/ });
    await expect(visit).toBeVisible();
    await visit.getByRole('button', { name: 'Arrived' }).click();
    await expect(stylistPage.getByText('Marked arrived')).toBeVisible();
    await expect(visit.getByRole('button', { name: 'Arrived' })).toBeDisabled();
    // The badge beside the (now disabled) button: before the mark, only the button says it.
    await expect(visit.getByText('Arrived', { exact: true })).toHaveCount(2);
    // The back office stays closed to a stylist.
    await stylistPage.goto('/admin/dashboard');
    await expect(stylistPage).toHaveURL(/\/staff$/);
    await stylistContext.close();

    // The owner's day shows the arrival.
    await page.goto(`/admin/day?date=${yesterday}`);
    const block = page.getByRole('listitem').filter({ hasText: 'Kumari Jayasinghe' });
    await expect(block.getByText('Arrived', { exact: true })).toBeVisible({ timeout: 30_000 });
  } finally {
    // Off the team's online offer, so later tests of this salon book as before.
    await page.request.patch(`/api/admin/staff/${stylist.id}`, {
      headers: auth,
      data: { bookableOnline: false },
    });
  }
});

test(
  "a stylist's day and week fit a phone, with buttons big enough to tap",
  { tag: '@phone' },
  async ({ page, browser, baseURL }) => {
    const admin = await registerAdminThroughApi(page);
    const auth = { authorization: `Bearer ${admin.token}` };
    const name = `Dinushi ${Date.now().toString(36)}`;
    const stylist = await addStylist(page.request, auth, name);
    const customerPage = await browser.newPage({ baseURL });
    const customer = await signInNewCustomer(customerPage, {
      ...newCustomer(),
      name: 'Tharindu Wickramasinghe',
    });
    const date = claimDay();
    const appointmentId = await bookWith(
      customerPage.request,
      customer.token,
      date,
      stylist.id,
      stylist.serviceId,
    );
    await customerPage.close();
    try {
      // The sign-in through the API this time: the journey above goes through the screens.
      const email = uniqueEmail('dinushi');
      const given = await page.request.post(`/api/admin/staff/${stylist.id}/account`, {
        headers: auth,
        data: { email },
      });
      expect(given.status(), await given.text()).toBe(201);
      const mail = await latestMail(email, /You can now sign in to Salon as a stylist/);
      const token = /\/reset-password\/([\w-]+)/.exec(mail.text)![1]!;
      const reset = await page.request.patch(`/api/auth/reset-password/${token}`, {
        data: { password: 'SalonStaff1' },
      });
      expect(reset.ok(), await reset.text()).toBe(true);
      await signIn(page, email, 'SalonStaff1');
      await expect(page).toHaveURL(/\/staff$/);

      // The visit's day: the browser's clock on it, so "today" is that day.
      await page.clock.setFixedTime(new Date(`${date}T15:00:00+05:30`));
      await page.reload();
      const visit = page.getByRole('article', { name: /Tharindu$/ });
      await expect(visit).toBeVisible();
      for (const button of await visit.getByRole('button').all())
        expect((await button.boundingBox())!.height, 'a button too small to tap').toBeGreaterThanOrEqual(44);
      await page.getByRole('button', { name: 'Week' }).click();
      await expect(
        page.getByRole('region', { name: /\w/ }).filter({ has: page.getByRole('heading', { level: 3 }) }),
      ).toHaveCount(7);
      await expect(visit).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, 'the page scrolls sideways').toBeLessThanOrEqual(0);
      await page.screenshot({ path: test.info().outputPath('staff-week.png'), fullPage: true });
      // The stylist's screen keeps to the site's accessibility bar (accessibility.spec.ts).
      const { violations } = await new AxeBuilder({ page }).analyze();
      const serious = violations.filter((violation) =>
        ['serious', 'critical'].includes(violation.impact ?? ''),
      );
      expect(serious.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
    } finally {
      // The visit ahead goes, then the stylist leaves the online offer: later tests book as before.
      await page.request.patch(`/api/appointments/${appointmentId}/status`, {
        headers: auth,
        data: { status: 'cancelled' },
      });
      await page.request.patch(`/api/admin/staff/${stylist.id}`, {
        headers: auth,
        data: { bookableOnline: false },
      });
    }
  },
);
