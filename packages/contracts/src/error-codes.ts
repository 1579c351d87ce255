/**
 * Stable machine-readable names of failures, sent as `code` in every error envelope so
 * clients branch on them, never on message text. One list for the server that sends them and
 * the web app that reads them; each is explained in docs/errors.md.
 */
export const errorCodes = {
  validationFailed: 'VALIDATION_FAILED',
  malformedRequest: 'MALFORMED_REQUEST',
  unauthorized: 'UNAUTHORIZED',
  paymentRequired: 'PAYMENT_REQUIRED',
  forbidden: 'FORBIDDEN',
  otherBranch: 'OTHER_BRANCH',
  emailNotVerified: 'EMAIL_NOT_VERIFIED',
  notFound: 'NOT_FOUND',
  conflict: 'CONFLICT',
  slotTaken: 'SLOT_TAKEN',
  feeRefunded: 'FEE_REFUNDED',
  feeChanged: 'FEE_CHANGED',
  closureHasBookings: 'CLOSURE_HAS_BOOKINGS',
  payloadTooLarge: 'PAYLOAD_TOO_LARGE',
  uriTooLong: 'URI_TOO_LONG',
  unsupportedMediaType: 'UNSUPPORTED_MEDIA_TYPE',
  requestTimeout: 'REQUEST_TIMEOUT',
  headersTooLarge: 'HEADERS_TOO_LARGE',
  rateLimited: 'RATE_LIMITED',
  smsNotSent: 'SMS_NOT_SENT',
  mailNotSent: 'MAIL_NOT_SENT',
  nameRequired: 'NAME_REQUIRED',
  internal: 'INTERNAL',
  databaseUnavailable: 'DATABASE_UNAVAILABLE',
} as const;

export type ErrorCode = (typeof errorCodes)[keyof typeof errorCodes];
