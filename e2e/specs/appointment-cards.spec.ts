import { signInNewCustomer } from '../support/account.ts';
import { addFirstServiceToCart, claimDay, payWithCard, startBooking } from '../support/booking.ts';
import { expect, test } from '../support/fixtures.ts';
import { latestMail } from '../support/mailbox.ts';

test('money says what is paid now, the card explains pending, and cancelling says the fee is refunded', async ({
  page,
}) => {
  const customer = await signInNewCustomer(page);
  await addFirstServiceToCart(page);

  const cartSplit = page.getByTestId('payment-split');
  await expect(cartSplit.getByText('Pay now')).toBeVisible();
  await expect(cartSplit.getByText('LKR 1,000 booking fee')).toBeVisible();
  await expect(cartSplit.getByText('To pay at the salon')).toBeVisible();
  await expect(page.getByText('Total Amount')).toBeVisible();

  await startBooking(page, claimDay());
  await expect(page.getByTestId('payment-split').getByText('Pay now')).toBeVisible();
  await payWithCard(page, '4242 4242 4242 4242');

  await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
  const successSplit = page.getByTestId('payment-split');
  await expect(successSplit.getByText('Paid now')).toBeVisible();
  await expect(successSplit.getByText('To pay at the salon')).toBeVisible();
  const reference = (await page.getByTestId('appointment-id').textContent())!.trim();

  await page.getByRole('link', { name: 'View My Appointments' }).click();
  await expect(page).toHaveURL(/\/profile\/appointments$/);
  const upcoming = page.getByRole('region', { name: 'Upcoming' });
  const card = upcoming.getByRole('article', { name: new RegExp(reference) });
  await expect(card.getByRole('heading', { name: new RegExp(reference) })).toBeVisible();
  await expect(card.getByText('Status: pending')).toBeVisible();
  await expect(card.getByText('Booking fee paid. The salon will confirm your appointment.')).toBeVisible();
  await expect(card.getByRole('link', { name: 'Add to calendar' })).toHaveAttribute(
    'download',
    `appointment-${reference}.ics`,
  );
  await expect(card.getByRole('link', { name: /Directions/ })).toHaveAttribute('href', /^https:\/\//);

  await card.getByRole('button', { name: 'Cancel Appointment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel Appointment' });
  await expect(
    dialog.getByText(
      'Your LKR 1,000 booking fee will be refunded; it reaches your card within 5-10 working days.',
    ),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Yes, Cancel' }).click();
  await expect(page.getByText('Appointment cancelled successfully')).toBeVisible();
  await expect(
    page.getByText('Your LKR 1,000 booking fee is refunded; it reaches your card within 5-10 working days.'),
  ).toBeVisible();
  // A cancelled visit leaves Upcoming for its own group.
  await expect(card).toHaveCount(0);
  const cancelled = page
    .getByRole('region', { name: 'Cancelled' })
    .getByRole('article', { name: new RegExp(reference) });
  await expect(cancelled.getByText('Status: cancelled')).toBeVisible();
  await expect(cancelled.getByTestId('refund-note')).toContainText(/Booking fee (refund )?of LKR 1,000/);
  await expect(cancelled.getByRole('button', { name: 'Cancel Appointment' })).toHaveCount(0);

  const mail = await latestMail(customer.email, /is cancelled/);
  expect(mail.text).toContain(`You cancelled your appointment ${reference}`);
  expect(mail.text).toContain('it reaches your card in 5-10 working days');
});
