import { signInNewCustomer } from '../support/account.ts';
import { addFirstServiceToCart, chooseDate, claimDay, payWithCard } from '../support/booking.ts';
import { expect, test } from '../support/fixtures.ts';

// docs/decisions/0045-branches.md: the demo salon has two branches (Colombo 3, the main one, and
// Nugegoda; apps/api/src/modules/demo/content/branches.ts), so the booking page asks which first.

test(
  'a customer picks a branch, which is remembered, and finds it on the success page and in My Appointments',
  { tag: '@phone' },
  async ({ page }) => {
    await signInNewCustomer(page);
    await addFirstServiceToCart(page);
    await page.getByRole('link', { name: 'Proceed to Book Appointment' }).click();

    const picker = page.getByRole('group', { name: 'Choose a branch' });
    // The main branch until the customer picks another; each card says where and when.
    await expect(picker.getByRole('radio', { name: /Colombo 3/ })).toBeChecked();
    const nugegoda = picker.locator('label').filter({ hasText: 'Nugegoda' });
    await expect(nugegoda).toContainText('No. 118, High Level Road, Nugegoda');
    await expect(nugegoda).toContainText('Monday to Saturday, 10:00 am to 8:00 pm');
    // By keyboard: the arrow moves the choice within the group, as native radios do.
    await picker.getByRole('radio', { name: /Colombo 3/ }).focus();
    await page.keyboard.press('ArrowDown');
    await expect(picker.getByRole('radio', { name: /Nugegoda/ })).toBeChecked();

    // Remembered: a reload keeps Nugegoda.
    await page.reload();
    await expect(
      page.getByRole('group', { name: 'Choose a branch' }).getByRole('radio', { name: /Nugegoda/ }),
    ).toBeChecked();
    // Nugegoda's team: only the stylist who works at both branches.
    const team = page.getByRole('radiogroup', { name: 'Choose your stylist' });
    await expect(team.getByRole('radio', { name: /Kasun Jayasinghe/ })).toBeVisible();
    await expect(team.getByRole('radio', { name: /Nadeesha Perera/ })).toHaveCount(0);

    await chooseDate(page, claimDay());
    const slots = page.getByRole('radiogroup', { name: 'Available time slots' });
    // Nugegoda opens at 10:00.
    await expect(slots.locator('label').first()).toContainText('10:00');
    await slots.locator('label').first().click();
    await page.getByRole('button', { name: 'Proceed to Payment' }).click();
    await payWithCard(page, '4242 4242 4242 4242');

    const success = page.getByRole('region', { name: 'Payment Successful!' });
    await expect(success.getByText(/Nugegoda Branch, No\. 118, High Level Road, Nugegoda/)).toBeVisible();
    const appointmentId = (await page.getByTestId('appointment-id').textContent())!.trim();
    await page.getByRole('link', { name: 'View My Appointments' }).click();
    const card = page.getByRole('article', { name: new RegExp(appointmentId) });
    await expect(card.getByText('Nugegoda, No. 118, High Level Road, Nugegoda')).toBeVisible();
  },
);
