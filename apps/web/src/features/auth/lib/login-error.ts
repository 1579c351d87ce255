import { authMessages } from '@salon/contracts';
import { isApiError } from '../../../lib/api-error.ts';

/** docs/product.md#8.2: the login screen's own words for each failure. */
export function describeLoginError(error: unknown): string {
  if (!isApiError(error)) return authMessages.loginFailed;
  switch (error.code) {
    // No answer, or an answer without a token: the client's message already says which.
    case 'NETWORK_ERROR':
    case 'TIMEOUT':
    case 'INVALID_RESPONSE':
      return error.message;
    case 'UNAUTHORIZED':
      return authMessages.invalidCredentials;
    case 'FORBIDDEN':
    case 'EMAIL_NOT_VERIFIED':
      return authMessages.roleNotAuthorized;
    case 'NOT_FOUND':
      return authMessages.accountNotFound;
    default:
      return error.serverMessage ?? authMessages.loginFailed;
  }
}
