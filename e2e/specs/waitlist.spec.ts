import { signInNewCustomer } from '../support/account.ts';
import { addFirstServiceToCart, chooseDate, claimDay, payWithCard } from '../support/booking.ts';
import { expect, test } from '../support/fixtures.ts';

test(
  'a customer joins the waitlist, is offered a free time in their window, and books it through the fee',
  { tag: '@phone' },
  async ({ page }) => {
    // docs/decisions/0042-waitlist.md: joining records the day as freed, so a time already free
    // in the window is held for the customer at once; the account leads into the checkout.
    test.slow();
    const date = claimDay();
    const { token } = await signInNewCustomer(page);
    await addFirstServiceToCart(page);
    // The service the customer waits for, as the cart names it.
    const service = (await page.getByRole('heading', { level: 3 }).first().textContent())!.trim();
    await page.getByRole('link', { name: 'Proceed to Book Appointment' }).click();
    await chooseDate(page, date);
    // No time picked: "Join the waitlist" is there for a day whose times do not suit.
    const join = page.getByRole('button', { name: 'Join the waitlist' });
    await expect(join).toBeVisible();
    expect((await join.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await join.click();
    const dialog = page.getByRole('dialog', { name: 'Join the waitlist' });
    await expect(dialog.getByLabel('Date')).toHaveValue(date);
    await dialog.getByLabel('From').fill('10:00');
    await dialog.getByLabel('To').fill('12:00');
    await dialog.getByRole('button', { name: 'Join the waitlist' }).click();
    await expect(page.getByText('You are on the waitlist')).toBeVisible();
    await expect(dialog).toHaveCount(0);
    // The cart is emptied meanwhile: the offer books what the entry waited for all the same.
    const cleared = await page.request.delete('/api/cart/clear-cart', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(cleared.ok()).toBe(true);

    // The worker holds a free start of the window; the account shows it, held for 15 minutes.
    await page.goto('/profile/appointments');
    const waitlist = page.getByRole('region', { name: 'Your waitlist' });
    await expect(async () => {
      await page.reload();
      await expect(waitlist.getByText('A time is held for you')).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    // Nothing scrolls sideways on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await waitlist.getByRole('link', { name: 'Book this time' }).click();
    await expect(page).toHaveURL(/\/book-appointment\?offerId=/);
    await expect(page.getByText('A time is held for you')).toBeVisible();
    const summary = page.getByRole('region', { name: 'Service Summary' });
    await expect(summary.getByText(service)).toBeVisible();
    await page.getByRole('button', { name: 'Proceed to Payment' }).click();
    await expect(page.getByText('Test mode')).toBeVisible();
    await payWithCard(page, '4242 4242 4242 4242');
    await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
    await expect(page.getByText(service).first()).toBeVisible();
  },
);
