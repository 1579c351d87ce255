/**
 * Why a card payment was refused, in the words Stripe uses (and the sandbox copies,
 * apps/api/src/modules/payments/sandbox-cards.ts). The texts are the English keys of the web's
 * catalogues, so the Payment Failed screen says them in Sinhala and Tamil too
 * (docs/product.md#2.10); a reason not listed here shows as the provider wrote it.
 */
export const cardDeclineMessages = {
  declined: 'Your card was declined.',
  insufficientFunds: 'Your card has insufficient funds.',
  tooManyAttempts:
    'Your card was declined for making repeated attempts too frequently or exceeding its amount limit.',
  notSupported: 'Your card does not support this type of purchase.',
  currencyNotSupported: 'Your card does not support this currency.',
  expired: 'Your card has expired.',
  expiryInPast: "Your card's expiration date is in the past.",
  expiryMonthInvalid: "Your card's expiration month is invalid.",
  expiryYearInvalid: "Your card's expiration year is invalid.",
  expiryIncomplete: "Your card's expiration date is incomplete.",
  cvcIncorrect: "Your card's security code is incorrect.",
  cvcInvalid: "Your card's security code is invalid.",
  cvcIncomplete: "Your card's security code is incomplete.",
  numberIncorrect: 'Your card number is incorrect.',
  numberInvalid: 'Your card number is invalid.',
  numberIncomplete: 'Your card number is incomplete.',
  processingError: 'An error occurred while processing your card. Try again in a little bit.',
  authenticationFailed:
    'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
} as const;

type Reason = (typeof cardDeclineMessages)[keyof typeof cardDeclineMessages];

/** Stripe's decline codes (https://docs.stripe.com/declines/codes) and the reason each shows. */
const BY_DECLINE_CODE: Readonly<Record<string, Reason>> = {
  insufficient_funds: cardDeclineMessages.insufficientFunds,
  card_velocity_exceeded: cardDeclineMessages.tooManyAttempts,
  withdrawal_count_limit_exceeded: cardDeclineMessages.tooManyAttempts,
  card_not_supported: cardDeclineMessages.notSupported,
  currency_not_supported: cardDeclineMessages.currencyNotSupported,
  expired_card: cardDeclineMessages.expired,
  incorrect_cvc: cardDeclineMessages.cvcIncorrect,
  invalid_cvc: cardDeclineMessages.cvcInvalid,
  incorrect_number: cardDeclineMessages.numberIncorrect,
  invalid_number: cardDeclineMessages.numberInvalid,
  invalid_expiry_month: cardDeclineMessages.expiryMonthInvalid,
  invalid_expiry_year: cardDeclineMessages.expiryYearInvalid,
  processing_error: cardDeclineMessages.processingError,
};

/** Stripe's error codes (https://docs.stripe.com/error-codes) and the reason each shows. */
const BY_ERROR_CODE: Readonly<Record<string, Reason>> = {
  ...BY_DECLINE_CODE,
  card_declined: cardDeclineMessages.declined,
  incomplete_cvc: cardDeclineMessages.cvcIncomplete,
  incomplete_number: cardDeclineMessages.numberIncomplete,
  incomplete_expiry: cardDeclineMessages.expiryIncomplete,
  invalid_expiry_year_past: cardDeclineMessages.expiryInPast,
  payment_intent_authentication_failure: cardDeclineMessages.authenticationFailed,
};

const KNOWN: ReadonlySet<string> = new Set(Object.values(cardDeclineMessages));

/**
 * The reason to show for a refused card: the provider's own text when it is one of ours (so the
 * catalogues translate it), else the one its decline or error code stands for, else the
 * provider's text as it came.
 */
export function cardDeclineReason(error: { message?: string; code?: string; decline_code?: string }): string {
  const message = error.message ?? '';
  if (KNOWN.has(message)) return message;
  return (
    (error.decline_code && BY_DECLINE_CODE[error.decline_code]) ||
    (error.code && BY_ERROR_CODE[error.code]) ||
    message
  );
}
