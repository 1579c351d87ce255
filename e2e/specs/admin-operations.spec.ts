import type { Page } from '@playwright/test';
import { demoAdmin, openAccountMenu, signIn, signInNewCustomer, signOut } from '../support/account.ts';
import { addFirstServiceToCart, claimDay, payWithCard, startBooking } from '../support/booking.ts';
import { expect, isMobile, test } from '../support/fixtures.ts';

/** The appointment's row in the table, or its card on a phone (the other one is hidden). */
const entryOf = (page: Page, appointmentId: string) =>
  isMobile(page)
    ? page
        .getByRole('list', { name: 'Appointments' })
        .getByRole('listitem')
        .filter({ hasText: appointmentId })
    : page.getByRole('table', { name: 'Appointments' }).getByRole('row').filter({ hasText: appointmentId });

test(
  'a booking is confirmed in the back office, and the customer sees it confirmed',
  { tag: '@phone' },
  async ({ page }) => {
    // A customer, the staff sign-in, the overview, the day view, the appointments and the
    // customer again: the longest journey of the suite.
    test.slow();
    // A day of its own inside the overview's next 7 days.
    const date = claimDay({ within: 6 });
    const customer = await signInNewCustomer(page);
    await addFirstServiceToCart(page);
    await startBooking(page, date);
    await payWithCard(page, '4242 4242 4242 4242');
    await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
    const appointmentId = (await page.getByTestId('appointment-id').textContent())!.trim();
    await signOut(page, customer.name);

    // An admin on the customers' sign-in is pointed to the staff one.
    await signIn(page, demoAdmin.email, demoAdmin.password);
    const refusal = page.getByRole('alert').filter({ hasText: 'Staff accounts sign in on the' });
    await refusal.getByRole('link', { name: 'admin sign-in page' }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    await page.getByLabel('Email').fill(demoAdmin.email);
    await page.getByLabel('Password', { exact: true }).fill(demoAdmin.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Overview', level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Cart/ })).toHaveCount(0);

    // The overview counts the booking on its day, and that day's view places it.
    const day = page
      .getByRole('region', { name: 'Next 7 days' })
      .locator(`a[href="/admin/day?date=${date}"]`);
    await expect(day).toContainText(/[1-9]\d* bookings?$/);
    await day.click();
    await expect(page.getByRole('heading', { name: 'Day view', level: 1 })).toBeVisible();
    const block = page.locator(`a[href="/admin/appointments?search=${appointmentId}"]`);
    await expect(block).toContainText(customer.name);

    // From the day view to the appointment, confirmed after the question.
    await block.click();
    await expect(page.getByRole('heading', { name: 'Appointments', level: 1 })).toBeVisible();
    await expect(page.getByLabel('Search')).toHaveValue(appointmentId);
    const entry = entryOf(page, appointmentId);
    await expect(entry.getByText('Status: pending')).toBeVisible();
    await entry.getByRole('button', { name: `Confirm ${appointmentId}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm this appointment?' });
    await expect(dialog).toContainText(appointmentId);
    await dialog.getByRole('button', { name: 'Yes, confirm' }).click();
    await expect(page.getByText('Appointment status updated')).toBeVisible();
    await expect(entry.getByText('Status: confirmed')).toBeVisible();
    // Tomorrow's visit has not begun: it can be cancelled, not yet completed or marked a no-show.
    await expect(entry.getByRole('button', { name: `Cancel ${appointmentId}` })).toBeVisible();
    await expect(entry.getByRole('button', { name: `Complete ${appointmentId}` })).toHaveCount(0);
    await expect(entry.getByRole('button', { name: `No-show ${appointmentId}` })).toHaveCount(0);

    // The history says who confirmed it.
    await entry.getByRole('button', { name: `Details of ${appointmentId}` }).click();
    const drawer = page.getByRole('dialog', { name: `Appointment ${appointmentId}` });
    await expect(drawer.getByRole('region', { name: 'History' })).toContainText(
      `pending → confirmed${demoAdmin.name} (staff)`,
    );
    await page.keyboard.press('Escape');
    await expect(drawer).toHaveCount(0);

    const menu = await openAccountMenu(page, demoAdmin.name);
    await expect(menu.getByRole('link', { name: 'My Appointments' })).toHaveCount(0);
    await menu.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);

    await signIn(page, customer.email, customer.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/profile/appointments');
    const card = page.getByRole('article', { name: new RegExp(appointmentId) });
    await expect(card.getByText('Status: confirmed')).toBeVisible();
  },
);
