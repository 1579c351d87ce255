import { describe, expect, it } from 'vitest';
import { cardDeclineMessages, cardDeclineReason } from './card-decline-messages.ts';

describe('cardDeclineReason', () => {
  it('keeps a reason that is already one of ours, such as the sandbox sends', () => {
    expect(
      cardDeclineReason({
        message: "Your card's expiration date is in the past.",
        code: 'invalid_expiry_year',
      }),
    ).toBe(cardDeclineMessages.expiryInPast);
  });

  it.each([
    [
      { message: 'Declined by issuer', code: 'card_declined', decline_code: 'stolen_card' },
      cardDeclineMessages.declined,
    ],
    [
      { message: 'Not enough money', code: 'card_declined', decline_code: 'insufficient_funds' },
      cardDeclineMessages.insufficientFunds,
    ],
    [{ message: '', code: 'incomplete_number' }, cardDeclineMessages.numberIncomplete],
    [{ code: 'payment_intent_authentication_failure' }, cardDeclineMessages.authenticationFailed],
  ])('reads %j by its code as %j', (error, reason) => {
    expect(cardDeclineReason(error)).toBe(reason);
  });

  it('passes an unknown reason through as the provider wrote it', () => {
    expect(cardDeclineReason({ message: 'Something new', code: 'brand_new_code' })).toBe('Something new');
    expect(cardDeclineReason({})).toBe('');
  });
});
