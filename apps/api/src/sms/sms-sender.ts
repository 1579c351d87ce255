import fs from 'node:fs/promises';
import path from 'node:path';

export interface SmsMessage {
  /** E.164, e.g. +94771234567. */
  to: string;
  text: string;
  /** What a developer reading the log needs, e.g. the booking reference. */
  logSummary: string;
}

export interface SmsSender {
  /** 'outbox: <folder>', 'notifylk' or 'textlk', printed at start. */
  readonly mode: string;
  send(message: SmsMessage): Promise<void>;
}

export type SmsProviderConfig =
  | { provider: 'outbox' }
  | { provider: 'notifylk'; userId: string; apiKey: string; senderId: string; apiBase?: string }
  | { provider: 'textlk'; apiToken: string; senderId: string; apiBase?: string };

export interface SmsSenderOptions {
  config: SmsProviderConfig;
  outboxDir: string;
  log: (entry: Record<string, unknown>, message: string) => void;
}

export class SmsGatewayError extends Error {}

const NOTIFYLK_BASE = 'https://app.notify.lk/api/v1';
const TEXTLK_BASE = 'https://app.text.lk/api/v3';
/** A gateway that does not answer must not hold a background send for minutes. */
const GATEWAY_TIMEOUT_MS = 15_000;

/** The gateways want the number without the plus: 94771234567. */
const gatewayNumber = (e164: string) => e164.replace(/^\+/, '');

const isAscii = (text: string) => /^[\x20-\x7e\n]*$/.test(text);

/** Notify.lk or Text.lk when configured; otherwise every SMS lands as a JSON file in the outbox folder. */
export function createSmsSender({ config, outboxDir, log }: SmsSenderOptions): SmsSender {
  switch (config.provider) {
    case 'notifylk': {
      const base = (config.apiBase ?? NOTIFYLK_BASE).replace(/\/$/, '');
      return {
        mode: 'notifylk',
        async send(message) {
          const body = new URLSearchParams({
            user_id: config.userId,
            api_key: config.apiKey,
            sender_id: config.senderId,
            to: gatewayNumber(message.to),
            message: message.text,
            // Sinhala and Tamil need Unicode; an English text stays a plain one (more characters a part).
            ...(isAscii(message.text) ? {} : { type: 'unicode' }),
          });
          await callGateway('Notify.lk', `${base}/send`, {
            method: 'POST',
            headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
            body,
          });
          log({ to: message.to, carries: message.logSummary }, 'sms sent through Notify.lk');
        },
      };
    }
    case 'textlk': {
      const base = (config.apiBase ?? TEXTLK_BASE).replace(/\/$/, '');
      return {
        mode: 'textlk',
        async send(message) {
          await callGateway('Text.lk', `${base}/sms/send`, {
            method: 'POST',
            headers: {
              authorization: `Bearer ${config.apiToken}`,
              'content-type': 'application/json',
              accept: 'application/json',
            },
            body: JSON.stringify({
              recipient: gatewayNumber(message.to),
              sender_id: config.senderId,
              // Text.lk's one type for a text message; it sends Sinhala and Tamil as Unicode itself
              // (docs/architecture.md#sms).
              type: 'plain',
              message: message.text,
            }),
          });
          log({ to: message.to, carries: message.logSummary }, 'sms sent through Text.lk');
        },
      };
    }
    default:
      return {
        mode: `outbox: ${outboxDir}`,
        async send(message) {
          // Not recursive: DATA_DIR exists while the app runs; an SMS finishing after it is gone
          // (a closed test app's temporary folder) fails and is logged instead of recreating it.
          await fs.mkdir(outboxDir).catch((error: NodeJS.ErrnoException) => {
            if (error.code !== 'EEXIST') throw error;
          });
          const stamp = new Date().toISOString().replace(/[:.]/g, '-');
          const name = `${stamp}-${message.to.replace(/\D/g, '')}-${Math.random().toString(36).slice(2, 8)}.json`;
          await fs.writeFile(
            path.join(outboxDir, name),
            `${JSON.stringify({ to: message.to, text: message.text }, null, 2)}\n`,
          );
          log({ to: message.to, carries: message.logSummary, file: name }, 'sms written to outbox');
        },
      };
  }
}

/** Both gateways answer JSON with status "success"; anything else (or a failed HTTP status) throws. */
async function callGateway(name: string, url: string, init: RequestInit) {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(GATEWAY_TIMEOUT_MS) });
  const text = await response.text();
  let status: unknown;
  try {
    status = (JSON.parse(text) as { status?: unknown }).status;
  } catch {
    status = undefined;
  }
  if (!response.ok || status !== 'success') {
    throw new SmsGatewayError(`${name} refused the SMS (HTTP ${response.status}): ${text.slice(0, 200)}`);
  }
}
