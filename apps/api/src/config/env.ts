import path from 'node:path';
import { z } from 'zod';
import type { SmsProviderConfig } from '../sms/sms-sender.ts';
import { isDatabaseUrl } from '../db/primary-finder.ts';
import { parseTrustProxy } from './trust-proxy.ts';

const optionalUrl = z.url().optional();

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('127.0.0.1'),
    TRUST_PROXY: z
      .string()
      .optional()
      .transform((value, ctx) => {
        const parsed = parseTrustProxy(value);
        if (typeof parsed === 'string') {
          ctx.addIssue({ code: 'custom', message: parsed });
          return z.NEVER;
        }
        return parsed;
      }),
    APP_URL: optionalUrl,
    DATA_DIR: z.string().min(1).default('./data'),
    BACKUP_DIR: z.string().min(1).optional(),
    // One server, or a primary and its standbys (docs/decisions/0044-standby-failover.md).
    DATABASE_URL: z.string().refine(isDatabaseUrl, 'Invalid URL').optional(),
    SMTP_URL: optionalUrl,
    MAIL_FROM: z.string().min(3).default('Salon <no-reply@salon.lk>'),
    PAYMENTS_PROVIDER: z.enum(['sandbox', 'stripe', 'payhere']).optional(),
    STRIPE_SECRET_KEY: z.string().min(1).optional(),
    STRIPE_PUBLISHABLE_KEY: z.string().min(1).optional(),
    STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
    STRIPE_API_BASE: optionalUrl,
    PAYHERE_MERCHANT_ID: z.string().min(1).optional(),
    PAYHERE_MERCHANT_SECRET: z.string().min(1).optional(),
    PAYHERE_APP_ID: z.string().min(1).optional(),
    PAYHERE_APP_SECRET: z.string().min(1).optional(),
    PAYHERE_MODE: z.enum(['sandbox', 'live']).default('sandbox'),
    PAYHERE_API_BASE: optionalUrl,
    SMS_PROVIDER: z.enum(['outbox', 'notifylk', 'textlk']).default('outbox'),
    NOTIFYLK_USER_ID: z.string().min(1).optional(),
    NOTIFYLK_API_KEY: z.string().min(1).optional(),
    NOTIFYLK_SENDER_ID: z.string().min(1).optional(),
    TEXTLK_API_TOKEN: z.string().min(1).optional(),
    TEXTLK_SENDER_ID: z.string().min(1).optional(),
    SMS_API_BASE: optionalUrl,
    GOOGLE_CLIENT_ID: z.string().min(1).optional(),
    GOOGLE_JWKS_URL: z.url().default('https://www.googleapis.com/oauth2/v3/certs'),
    ADMIN_REGISTRATION_KEY: z.string().min(12, 'must be at least 12 characters').optional(),
    SALON_TIMEZONE: z
      .string()
      .refine(
        (zone) => zone === 'UTC' || Intl.supportedValuesOf('timeZone').includes(zone),
        'is not a known IANA time zone',
      )
      .default('Asia/Colombo'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && !env.PAYMENTS_PROVIDER) {
      ctx.addIssue({
        code: 'custom',
        path: ['PAYMENTS_PROVIDER'],
        message: 'must be chosen explicitly in production (stripe, payhere, or sandbox for a demo)',
      });
    }
    if (env.NODE_ENV === 'production' && !env.SMTP_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['SMTP_URL'],
        message: 'is required in production: without it no customer could receive a verification code',
      });
    }
    // Stripe needs all three: without the publishable key no card form opens, without the webhook
    // secret no payment is ever confirmed; a start that serves anyway fails only when someone pays.
    if (env.PAYMENTS_PROVIDER === 'stripe') {
      for (const key of ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'] as const) {
        if (!env[key]) {
          ctx.addIssue({ code: 'custom', path: [key], message: 'is required when PAYMENTS_PROVIDER=stripe' });
        }
      }
    }
    // PayHere needs all four: without the merchant secret no checkout can be signed nor any notify
    // verified, and without the Merchant API's app keys a cancellation's refund could never go out.
    if (env.PAYMENTS_PROVIDER === 'payhere') {
      for (const key of [
        'PAYHERE_MERCHANT_ID',
        'PAYHERE_MERCHANT_SECRET',
        'PAYHERE_APP_ID',
        'PAYHERE_APP_SECRET',
      ] as const) {
        if (!env[key]) {
          ctx.addIssue({
            code: 'custom',
            path: [key],
            message: 'is required when PAYMENTS_PROVIDER=payhere',
          });
        }
      }
    }
    // A gateway without its keys would fail every SMS quietly in the background: refuse to start.
    const smsKeys = {
      outbox: [],
      notifylk: ['NOTIFYLK_USER_ID', 'NOTIFYLK_API_KEY', 'NOTIFYLK_SENDER_ID'],
      textlk: ['TEXTLK_API_TOKEN', 'TEXTLK_SENDER_ID'],
    } as const;
    for (const key of smsKeys[env.SMS_PROVIDER]) {
      if (!env[key]) {
        ctx.addIssue({
          code: 'custom',
          path: [key],
          message: `is required when SMS_PROVIDER=${env.SMS_PROVIDER}`,
        });
      }
    }
  });

export type Env = z.infer<typeof envSchema>;
export type TrustProxy = false | number | string[];

export interface Config {
  env: Env['NODE_ENV'];
  isProduction: boolean;
  port: number;
  host: string;
  /** Which hops may name the client in X-Forwarded-For; `false` trusts none. */
  trustProxy: TrustProxy;
  appUrl: string;
  dataDir: string;
  /** Where `npm run backup` writes and the WAL archive lives (docs/deploy.md#backups); default DATA_DIR/backups. */
  backupDir: string;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  paymentsProvider: 'sandbox' | 'stripe' | 'payhere';
  stripe: { secretKey?: string; publishableKey?: string; webhookSecret?: string; apiBase?: string };
  /** PayHere's keys (all set when it is the provider) and the base its mode or PAYHERE_API_BASE picks. */
  payhere: {
    merchantId?: string;
    merchantSecret?: string;
    appId?: string;
    appSecret?: string;
    apiBase: string;
  };
  sms: SmsProviderConfig;
  google: { clientId: string | undefined; jwksUrl: string };
  adminRegistrationKey: string | undefined;
  salonTimeZone: string;
  logLevel: Env['LOG_LEVEL'];
}

export class ConfigError extends Error {}

/** The only reader of process.env: every bad variable is named on its own line. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const blankAsUnset = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(blankAsUnset);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  return {
    env: env.NODE_ENV,
    isProduction: env.NODE_ENV === 'production',
    port: env.PORT,
    host: env.HOST,
    trustProxy: env.TRUST_PROXY,
    appUrl: (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    dataDir: path.resolve(env.DATA_DIR),
    backupDir: path.resolve(env.BACKUP_DIR ?? path.join(env.DATA_DIR, 'backups')),
    databaseUrl: env.DATABASE_URL,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    paymentsProvider: env.PAYMENTS_PROVIDER ?? 'sandbox',
    stripe: {
      secretKey: env.STRIPE_SECRET_KEY,
      publishableKey: env.STRIPE_PUBLISHABLE_KEY,
      webhookSecret: env.STRIPE_WEBHOOK_SECRET,
      apiBase: env.STRIPE_API_BASE,
    },
    payhere: {
      merchantId: env.PAYHERE_MERCHANT_ID,
      merchantSecret: env.PAYHERE_MERCHANT_SECRET,
      appId: env.PAYHERE_APP_ID,
      appSecret: env.PAYHERE_APP_SECRET,
      apiBase: (
        env.PAYHERE_API_BASE ??
        (env.PAYHERE_MODE === 'live' ? 'https://www.payhere.lk' : 'https://sandbox.payhere.lk')
      ).replace(/\/$/, ''),
    },
    sms: smsConfig(env),
    google: { clientId: env.GOOGLE_CLIENT_ID, jwksUrl: env.GOOGLE_JWKS_URL },
    adminRegistrationKey: env.ADMIN_REGISTRATION_KEY,
    salonTimeZone: env.SALON_TIMEZONE,
    logLevel: env.LOG_LEVEL,
  };
}

/** The SMS gateway's settings; the schema has already checked that the chosen one has its keys. */
function smsConfig(env: Env): SmsProviderConfig {
  switch (env.SMS_PROVIDER) {
    case 'notifylk':
      return {
        provider: 'notifylk',
        userId: env.NOTIFYLK_USER_ID!,
        apiKey: env.NOTIFYLK_API_KEY!,
        senderId: env.NOTIFYLK_SENDER_ID!,
        apiBase: env.SMS_API_BASE,
      };
    case 'textlk':
      return {
        provider: 'textlk',
        apiToken: env.TEXTLK_API_TOKEN!,
        senderId: env.TEXTLK_SENDER_ID!,
        apiBase: env.SMS_API_BASE,
      };
    default:
      return { provider: 'outbox' };
  }
}
