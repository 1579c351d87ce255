import { signInNewCustomer } from '../support/account.ts';
import { addFirstServiceToCart, chooseDate, claimDay, payWithCard } from '../support/booking.ts';
import { expect, test } from '../support/fixtures.ts';

// docs/decisions/0036-stylists.md: the demo team (apps/api/src/modules/demo/content/team.ts)
// makes the stylist step show on a fresh install; every demo stylist but one cuts hair.

test(
  'a customer books a named stylist and finds them on the success page and in My Appointments',
  { tag: '@phone' },
  async ({ page }) => {
    await signInNewCustomer(page);
    await addFirstServiceToCart(page);
    await page.getByRole('link', { name: 'Proceed to Book Appointment' }).click();

    const team = page.getByRole('radiogroup', { name: 'Choose your stylist' });
    await expect(team.getByRole('radio', { name: /Anyone available/ })).toBeChecked();
    // The card is the radio's label: a customer taps the card.
    await team.locator('label').filter({ hasText: 'Ishara Fernando' }).click();
    await expect(team.getByRole('radio', { name: /Ishara Fernando/ })).toBeChecked();

    await chooseDate(page, claimDay());
    const slots = page.getByRole('radiogroup', { name: 'Available time slots' });
    await slots.locator('label').first().click();
    await page.getByRole('button', { name: 'Proceed to Payment' }).click();
    await expect(page.getByText('Test mode')).toBeVisible();
    await payWithCard(page, '4242 4242 4242 4242');

    const success = page.getByRole('region', { name: 'Payment Successful!' });
    await expect(success.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
    await expect(success.getByText('Ishara Fernando')).toBeVisible();
    const appointmentId = (await page.getByTestId('appointment-id').textContent())!.trim();

    await page.getByRole('link', { name: 'View My Appointments' }).click();
    const card = page.getByRole('article', { name: new RegExp(appointmentId) });
    await expect(card.getByText('With Ishara Fernando')).toBeVisible();
  },
);
