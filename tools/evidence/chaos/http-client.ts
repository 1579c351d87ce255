import { setTimeout as sleep } from 'node:timers/promises';

/** status 0: no answer at all (refused, reset, timed out): the server may or may not have acted. */
export interface Answer {
  status: number;
  body: Record<string, unknown>;
}

/** How long a caller waits for an answer unless it says otherwise. */
const DEFAULT_TIMEOUT_MS = 15_000;

/** `clientAddress` is what the reverse proxy in front of the servers would report for the caller. */
export function post(
  baseUrl: string,
  url: string,
  payload: unknown,
  token?: string,
  clientAddress?: string,
  timeoutMs = DEFAULT_TIMEOUT_MS,
): Promise<Answer> {
  return send('POST', baseUrl, url, payload, token, clientAddress, timeoutMs);
}

/** As post, for the routes that change a record in place (a cancellation). */
export function patch(
  baseUrl: string,
  url: string,
  payload: unknown,
  token?: string,
  timeoutMs = DEFAULT_TIMEOUT_MS,
): Promise<Answer> {
  return send('PATCH', baseUrl, url, payload, token, undefined, timeoutMs);
}

async function send(
  method: 'POST' | 'PATCH',
  baseUrl: string,
  url: string,
  payload: unknown,
  token: string | undefined,
  clientAddress: string | undefined,
  timeoutMs: number,
): Promise<Answer> {
  try {
    const response = await fetch(`${baseUrl}${url}`, {
      method,
      headers: {
        'content-type': 'application/json',
        ...(token && { authorization: `Bearer ${token}` }),
        ...(clientAddress && { 'x-forwarded-for': clientAddress }),
      },
      body: JSON.stringify(payload),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    return { status: response.status, body };
  } catch {
    return { status: 0, body: {} };
  }
}

export const isUnanswered = (answer: Answer) => answer.status === 0 || answer.status >= 500;

/**
 * What a patient browser does with an idempotent step: try again (on whichever server the
 * proxy picks) until some server gives a real answer, or the customer gives up.
 */
export async function retryUntilAnswered(
  call: () => Promise<Answer>,
  giveUpAfterMs: number,
  onRetry: () => void,
): Promise<Answer> {
  const deadline = Date.now() + giveUpAfterMs;
  for (;;) {
    const answer = await call();
    if (!isUnanswered(answer) || Date.now() > deadline) return answer;
    onRetry();
    await sleep(150 + Math.random() * 350);
  }
}
