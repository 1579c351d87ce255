/** docs/product.md#8.1: what any failed request says when the server gives no message. */
export const globalErrorMessages = {
  timeout: 'Request timed out. Please try again.',
  noResponse: 'Cannot connect to server. Please check your internet connection.',
  sessionExpired: 'Session expired. Please login again.',
  forbidden: 'You do not have permission to perform this action',
  badRequest: 'Invalid request data. Please check your information and try again.',
  notFound: 'The requested resource was not found',
  serverError: 'Server error. Please try again later',
  unexpected: 'An unexpected error occurred',
  /** The database is out of reach for a moment (a restart, a standby taking over): nothing was saved. */
  databaseUnavailable: 'The system is briefly unavailable. Please try again in a few seconds.',
} as const;
