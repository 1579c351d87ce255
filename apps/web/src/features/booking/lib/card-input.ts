import type { SandboxConfirmRequest } from '@salon/contracts';

/**
 * The sandbox card form's own checks. docs/product.md#2.10 leaves the hosted card field's wording to the
 * provider, so these texts are ours; the server still judges the card (docs/architecture.md#payment-providers).
 */
export const cardInputMessages = {
  number: 'Enter a card number of 13 to 19 digits',
  expiry: 'Enter the expiry date as MM/YY',
  cvc: 'Enter the 3 or 4 digit security code',
} as const;

export interface CardInput {
  number: string;
  expiry: string;
  cvc: string;
  name: string;
}

export type CardInputErrors = Partial<Record<'number' | 'expiry' | 'cvc', string>>;

const digitsOf = (value: string) => value.replace(/\D/g, '');

/** '4242424242424242' -> '4242 4242 4242 4242' as the customer types. */
export const formatCardNumber = (value: string) =>
  digitsOf(value)
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');

/** '1234' -> '12/34'; a typed slash is kept only after the month. */
export function formatExpiry(value: string): string {
  const digits = digitsOf(value).slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

export const formatCvc = (value: string) => digitsOf(value).slice(0, 4);

export function validateCard(input: CardInput): CardInputErrors {
  const errors: CardInputErrors = {};
  if (!/^\d{13,19}$/.test(digitsOf(input.number))) errors.number = cardInputMessages.number;
  const expiry = /^(\d{2})\/(\d{2})$/.exec(input.expiry);
  if (!expiry || Number(expiry[1]) < 1 || Number(expiry[1]) > 12) errors.expiry = cardInputMessages.expiry;
  if (!/^\d{3,4}$/.test(input.cvc)) errors.cvc = cardInputMessages.cvc;
  return errors;
}

/** The card as the sandbox confirm call takes it; call only after validateCard passed. */
export function toSandboxCard(input: CardInput): SandboxConfirmRequest['card'] {
  const [month = '0', year = '0'] = input.expiry.split('/');
  return {
    number: digitsOf(input.number),
    expMonth: Number(month),
    expYear: 2000 + Number(year),
    cvc: input.cvc,
  };
}

/**
 * The card form's first guess at the name on the card: the customer's name when it is written in
 * Latin letters, as names on cards are, else nothing (a Sinhala or Tamil name there would only be
 * refused or mistyped by the card's issuer).
 */
export const cardholderName = (name: string): string =>
  /^[\p{Script=Latin}][\p{Script=Latin}\s.'’-]*$/u.test(name.trim()) ? name.trim() : '';
