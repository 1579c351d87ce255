/**
 * The two authentication answers (docs/errors.md) the app's shell can show on any page: in a
 * module of their own, so a first visit does not download every sign-in message with them
 * (docs/architecture.md#react-runtime). authMessages names them too.
 */
export const sessionMessages = {
  unexpectedResponse: 'Unexpected response from server',
  logoutFailed: 'Logout failed',
} as const;
