import { globalErrorMessages } from '@salon/contracts';
import { useMutation } from '@tanstack/react-query';
import { failedAnswerError } from '../../../lib/api-client.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { readToken } from '../../../lib/token-storage.ts';

/**
 * GET /api/admin/daily-close.csv?date=: the file, fetched with the session's bearer token (a
 * plain link would carry none) and handed to the browser to save as the server names it.
 */
export async function downloadDailyClose({
  date,
  branchId,
}: {
  date: string;
  branchId?: string | undefined;
}): Promise<void> {
  // docs/decisions/0045-branches.md: the branch shown, or (none) every branch.
  const branch = branchId ? `&branchId=${encodeURIComponent(branchId)}` : '';
  const path = `/api/admin/daily-close.csv?date=${date}${branch}`;
  const token = readToken();
  let response: Response;
  try {
    response = await fetch(path, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      credentials: 'include',
    });
  } catch {
    throw new ApiError({ code: 'NETWORK_ERROR', status: 0, message: globalErrorMessages.noResponse });
  }
  if (!response.ok) {
    const payload: unknown = await response.json().catch(() => undefined);
    throw failedAnswerError(path, { status: response.status, payload, retryAfter: null });
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = `salon-close-${date}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click returns; the next task may free it.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export function useDownloadDailyClose() {
  return useMutation({ mutationFn: downloadDailyClose });
}
