import { authMessages } from '@salon/contracts';
import { isApiError } from '../../../lib/api-error.ts';

/** Spec 8.2: the login screen's own words for each status. */
export function describeLoginError(error: unknown): string {
  if (!isApiError(error)) return authMessages.loginFailed;
  // No answer, or an answer without a token: the client's message already says which.
  if (error.kind !== 'http') return error.message;
  switch (error.status) {
    case 401:
      return authMessages.invalidCredentials;
    case 403:
      return authMessages.roleNotAuthorized;
    case 404:
      return authMessages.accountNotFound;
    default:
      return error.serverMessage ?? authMessages.loginFailed;
  }
}
