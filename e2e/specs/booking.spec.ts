import { signInNewCustomer } from '../support/account.ts';
import { addFirstServiceToCart, claimDay, payWithCard, startBooking } from '../support/booking.ts';
import { expect, test } from '../support/fixtures.ts';

// Registering through the form is accounts.spec.ts's journey: these customers come through the API.

test(
  'a customer books a service, pays the fee, finds the appointment and cancels it',
  { tag: '@phone' },
  async ({ page }) => {
    await signInNewCustomer(page);
    await addFirstServiceToCart(page);
    await startBooking(page, claimDay());
    await payWithCard(page, '4242 4242 4242 4242');

    await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
    await expect(page.getByText('Your appointment has been successfully booked.')).toBeVisible();
    const appointmentId = (await page.getByTestId('appointment-id').textContent())!.trim();
    expect(appointmentId).not.toBe('');
    await expect(page.getByText('Payment successful!', { exact: true })).toBeVisible();

    await page.getByRole('link', { name: 'View My Appointments' }).click();
    await expect(page).toHaveURL(/\/profile\/appointments$/);
    const card = page.getByRole('article', { name: new RegExp(appointmentId) });
    await expect(card.getByText('Status: pending')).toBeVisible();
    await card.getByRole('button', { name: 'Cancel Appointment' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel Appointment' });
    await expect(dialog.getByText('Are you sure you want to cancel this appointment?')).toBeVisible();
    await dialog.getByRole('button', { name: 'Yes, Cancel' }).click();
    await expect(page.getByText('Appointment cancelled successfully')).toBeVisible();
    await expect(card.getByText('Status: cancelled')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Cancel Appointment' })).toHaveCount(0);
  },
);

test('a declined card shows the failed screen, and a retry with a good card books', async ({ page }) => {
  await signInNewCustomer(page);
  await addFirstServiceToCart(page);
  await startBooking(page, claimDay());
  await payWithCard(page, '4000 0000 0000 0002');

  await expect(page.getByRole('heading', { name: 'Payment Failed' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Your card was declined.' })).toBeVisible();
  await expect(page.getByText('Payment reference (quote it to support):')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Return to Cart' })).toHaveAttribute('href', '/cart');

  await page.getByRole('button', { name: 'Try Payment Again' }).click();
  await expect(page.getByRole('button', { name: 'Pay LKR 1,000 Booking Fee' })).toBeEnabled();
  await payWithCard(page, '4242 4242 4242 4242');
  await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
});

test('a special offer is booked at its offer price', async ({ page }) => {
  await signInNewCustomer(page);
  await page.goto('/special-offers');
  await page.getByRole('button', { name: 'Book This Offer' }).first().click();
  await expect(page).toHaveURL(/\/cart$/);

  await expect(page.getByText(/^Save \d+%$/)).toBeVisible();
  const offerPrice = (await page.getByTestId('offer-price').textContent())!.trim();
  expect(offerPrice).toMatch(/^LKR [\d,]+$/);
  await expect(page.getByRole('link', { name: 'View Special Offers' })).toHaveCount(0);

  await startBooking(page, claimDay());
  await payWithCard(page, '4242 4242 4242 4242');
  const success = page.getByRole('region', { name: 'Payment Successful!' });
  await expect(success.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
  // The offer's price is its line on the screen and, with the fee not deducted, what is left
  // to pay at the salon.
  await expect(success.getByText(offerPrice, { exact: true })).toHaveCount(2);
  await expect(success.getByTestId('payment-split')).toContainText(`To pay at the salon${offerPrice}`);
});
