import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface GatewayRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  /** The request's fields, from a form, a JSON body or the query string. */
  fields: Record<string, string>;
  /** Whether it was answered success: a refused request delivered nothing. */
  accepted: boolean;
  /** When it came in (ms since the epoch). */
  receivedAt?: number;
}

/**
 * A local stand-in for Notify.lk's and Text.lk's HTTP APIs (POST /send and POST /sms/send):
 * it keeps every request and answers success, or the failure it was told to give.
 */
export async function startSmsGatewayFake() {
  const requests: GatewayRequest[] = [];
  let failure: { status: number; body: unknown } | undefined;
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://fake');
      const raw = Buffer.concat(chunks).toString('utf8');
      const fields: Record<string, string> = Object.fromEntries(url.searchParams);
      if (request.headers['content-type']?.startsWith('application/json') && raw)
        Object.assign(fields, JSON.parse(raw) as Record<string, string>);
      else if (raw) Object.assign(fields, Object.fromEntries(new URLSearchParams(raw)));
      const answer = failure ?? { status: 200, body: { status: 'success', data: 'Sent' } };
      requests.push({
        method: request.method ?? '',
        path: url.pathname,
        headers: request.headers,
        fields,
        accepted: failure === undefined,
        receivedAt: Date.now(),
      });
      response.writeHead(answer.status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    /** Every later request is answered with this failure (or success again with undefined). */
    answerFailure(next: { status: number; body: unknown } | undefined) {
      failure = next;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type SmsGatewayFake = Awaited<ReturnType<typeof startSmsGatewayFake>>;

/** A server configured to send its SMS through Notify.lk at `gatewayUrl` (this fake). */
export const notifyLkThrough = (gatewayUrl: string) => ({
  SMS_PROVIDER: 'notifylk',
  NOTIFYLK_USER_ID: '4242',
  NOTIFYLK_API_KEY: 'notify-key',
  NOTIFYLK_SENDER_ID: 'SalonLK',
  SMS_API_BASE: gatewayUrl,
});
