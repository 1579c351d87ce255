import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { registerAdminThroughApi, signInNewCustomer } from '../support/account.ts';
import { addFirstServiceToCart, chooseDate, claimDays, payWithCard } from '../support/booking.ts';
import { expect, isMobile, test } from '../support/fixtures.ts';
import { latestMail } from '../support/mailbox.ts';

/** An admin of the test's own, signed in through its token (as signInNewAdmin, without the overview). */
async function signInAsNewAdmin(page: Page) {
  const { token } = await registerAdminThroughApi(page);
  await page.evaluate((value) => localStorage.setItem('token', value), token);
}

/** From the cart to an active card form on the last free slot of `date`, leaving a note for the salon. */
async function holdLastSlot(page: Page, date: string, note: string) {
  await page.getByRole('link', { name: 'Proceed to Book Appointment' }).click();
  await expect(page).toHaveURL(/\/book-appointment$/);
  await chooseDate(page, date);
  const slots = page.getByRole('radiogroup', { name: 'Available time slots' });
  await slots.locator('label').last().click();
  const chosen = slots.getByRole('radio').last();
  await expect(chosen).toBeChecked();
  const time = (await chosen.getAttribute('value'))!;
  const noteField = page.getByLabel('Notes for the salon');
  await expect(page.getByText('Allergies, a patch test, preferences')).toBeVisible();
  await noteField.fill(note);
  await expect(page.getByText(`${note.length}/500`)).toBeVisible();
  await page.getByRole('button', { name: 'Proceed to Payment' }).click();
  await expect(page.getByText('Test mode')).toBeVisible();
  return time;
}

/** The free start times of `date` for the services of the customer's appointment `appointmentId`. */
async function freeTimesFor(page: Page, appointmentId: string, date: string): Promise<string[]> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const headers = { Authorization: `Bearer ${token}` };
  const mine = await page.request.get('/api/appointments/my-appointments', { headers });
  const { appointments } = (await mine.json()).data as {
    appointments: { appointmentId: string; services: { service: { _id: string }; quantity: number }[] }[];
  };
  const appointment = appointments.find((candidate) => candidate.appointmentId === appointmentId)!;
  const services = appointment.services.map(({ service, quantity }) => ({ _id: service._id, quantity }));
  const answer = await page.request.post('/api/appointments/check-availability', {
    headers,
    data: { date, services },
  });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { availableSlots: string[] }).availableSlots;
}

test(
  'a customer moves a booking to another day from My Appointments; the old time is free again and the owner reads the note',
  { tag: '@phone' },
  async ({ page }) => {
    // The customer's booking and move, then the owner's view of it.
    test.slow();
    // Two days of its own: the one booked and the one it moves to.
    const [from, to] = claimDays({ count: 2 }) as [string, string];
    const note = 'Allergic to ammonia; patch test done last week.';
    const customer = await signInNewCustomer(page);
    await addFirstServiceToCart(page);
    const oldTime = await holdLastSlot(page, from, note);
    await payWithCard(page, '4242 4242 4242 4242');
    await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
    const appointmentId = (await page.getByTestId('appointment-id').textContent())!.trim();

    await page.getByRole('link', { name: 'View My Appointments' }).click();
    const card = page.getByRole('article', { name: new RegExp(appointmentId) });
    await expect(card).toContainText(`Your note: ${note}`);
    await card.getByRole('button', { name: 'Reschedule' }).click();
    const dialog = page.getByRole('dialog', { name: 'Move your appointment' });
    const calendar = { within: dialog, label: 'New date' };
    // The month calendar opens on the first day the appointment can move to, already chosen.
    await expect(dialog.getByRole('grid', { name: /^New date, / })).toBeVisible();
    await expect(dialog.locator('td[aria-selected="true"] button')).toHaveCount(1);
    await chooseDate(page, to, calendar);
    const times = dialog.getByRole('group', { name: 'Free start times' });
    await expect(times.locator('label').first()).toBeVisible();
    // The dialog's calendar and times pass the accessibility scan and fit a phone without scrolling sideways.
    const { violations } = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
    expect(
      violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
    ).toEqual([]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, 'the reschedule dialog scrolls sideways').toBeLessThanOrEqual(0);
    await times.locator('label').first().click();
    const newLabel = (await times.locator('label').first().textContent())!.trim();
    await dialog.getByRole('button', { name: 'Confirm new time' }).click();

    await expect(page.getByText('Your appointment has moved', { exact: true })).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(card).toContainText(`${newLabel} - `);
    await expect(card.getByRole('button', { name: 'Reschedule' })).toBeVisible();

    const mail = await latestMail(customer.email, /Your appointment has moved/);
    expect(mail.text).toContain(`${newLabel}–`);
    expect(mail.text).toContain(appointmentId);

    // The old time is free again for anyone: the day's free times, asked as a new booking would
    // (not as this appointment's move, which leaves its own time out), offer it once more.
    expect(await freeTimesFor(page, appointmentId, from)).toContain(oldTime);

    // The owner's view, in the same browser: the admin's token replaces the customer's.
    await signInAsNewAdmin(page);
    await page.goto(`/admin/appointments?search=${appointmentId}`);
    // The back office is its own lazily loaded bundle: on a busy machine it takes a while.
    await expect(page.getByRole('heading', { name: 'Appointments', level: 1 })).toBeVisible({
      timeout: 30_000,
    });
    const entry = isMobile(page)
      ? page
          .getByRole('list', { name: 'Appointments' })
          .getByRole('listitem')
          .filter({ hasText: appointmentId })
      : page.getByRole('table', { name: 'Appointments' }).getByRole('row').filter({ hasText: appointmentId });
    await expect(entry).toContainText(`Customer note: ${note}`, { timeout: 30_000 });
  },
);
