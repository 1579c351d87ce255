import { newCustomer, signInNewCustomer } from '../support/account.ts';
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

// docs/decisions/0048-reviews-and-gallery-per-branch.md: the demo has reviews at both branches.
test(
  "a customer reviews Nugegoda, and the reviews page shows each branch's average and filters by branch",
  { tag: '@phone' },
  async ({ page }) => {
    // Other tests publish reviews at the same time: a name of its own finds this one's card.
    const base = newCustomer();
    const customer = await signInNewCustomer(page, {
      ...base,
      name: `Ruwani ${base.email.split(/[-@]/)[1]}`,
    });
    await page.goto('/reviews');
    const ratings = page.getByRole('list', { name: 'Ratings by branch' });
    await expect(ratings.getByRole('listitem').filter({ hasText: 'Colombo 3' })).toBeVisible();
    await expect(ratings.getByRole('listitem').filter({ hasText: 'Nugegoda' })).toBeVisible();

    await page.getByRole('radio', { name: '5 stars' }).focus();
    await page.keyboard.press('Space');
    await page.getByLabel('Which branch did you visit?').selectOption({ label: 'Nugegoda' });
    await page.getByLabel('Your review', { exact: true }).fill('Quick and friendly at Nugegoda.');
    await page.getByRole('button', { name: 'Submit Review' }).click();
    await expect(page.getByText('Review submitted successfully')).toBeVisible();
    const myCard = page.getByRole('article').filter({ hasText: customer.name });
    await expect(myCard).toContainText('Nugegoda');

    const filter = page.getByRole('combobox', { name: 'Branch', exact: true });
    await filter.selectOption({ label: 'Colombo 3' });
    await expect(myCard).toHaveCount(0);
    await filter.selectOption({ label: 'Nugegoda' });
    await expect(myCard).toContainText('Quick and friendly at Nugegoda.');
  },
);
