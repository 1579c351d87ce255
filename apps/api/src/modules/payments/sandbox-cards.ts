/**
 * Stripe's documented test cards, so the sandbox behaves as Stripe would
 * (https://docs.stripe.com/testing). Any other Luhn-valid number succeeds.
 */
export interface CardDecline {
  code: string;
  declineCode?: string;
  message: string;
}

const DECLINES: Record<string, CardDecline> = {
  '4000000000000002': {
    code: 'card_declined',
    declineCode: 'generic_decline',
    message: 'Your card was declined.',
  },
  '4000000000009995': {
    code: 'card_declined',
    declineCode: 'insufficient_funds',
    message: 'Your card has insufficient funds.',
  },
  '4000000000000069': { code: 'expired_card', message: 'Your card has expired.' },
  '4000000000000127': { code: 'incorrect_cvc', message: "Your card's security code is incorrect." },
};

export function passesLuhn(number: string): boolean {
  let sum = 0;
  for (let index = 0; index < number.length; index++) {
    let digit = Number(number[number.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export interface SandboxCard {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

/** What charging this card does: undefined for success, else Stripe's error. */
export function chargeOutcome(card: SandboxCard, now: Date): CardDecline | undefined {
  const number = card.number.replace(/[\s-]/g, '');
  if (!/^\d{13,19}$/.test(number) || !passesLuhn(number)) {
    return { code: 'incorrect_number', message: 'Your card number is incorrect.' };
  }
  const year = card.expYear < 100 ? 2000 + card.expYear : card.expYear;
  const expiresAfter = Date.UTC(year, card.expMonth, 1);
  if (card.expMonth < 1 || card.expMonth > 12 || expiresAfter <= now.getTime()) {
    return { code: 'invalid_expiry_year', message: "Your card's expiration date is in the past." };
  }
  if (!/^\d{3,4}$/.test(card.cvc))
    return { code: 'incorrect_cvc', message: "Your card's security code is incorrect." };
  return DECLINES[number];
}

/** The brand a card number's first digits name, as Stripe reports it on a PaymentMethod. */
export function cardBrand(number: string): string {
  const digits = number.replace(/[\s-]/g, '');
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  return 'unknown';
}

/** A kept card's charge: only its expiry can fail it, since it passed every check when kept. */
export function savedCardOutcome(
  card: { expMonth: number; expYear: number },
  now: Date,
): CardDecline | undefined {
  return Date.UTC(card.expYear, card.expMonth, 1) <= now.getTime()
    ? { code: 'expired_card', message: 'Your card has expired.' }
    : undefined;
}
