import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env.ts';

describe('loadConfig', () => {
  it('has working defaults for a first start', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      paymentsProvider: 'sandbox',
      salonTimeZone: 'Asia/Colombo',
      databaseUrl: undefined,
    });
    expect(config.appUrl).toBe('http://localhost:3000');
    expect(config.dataDir).toMatch(/\/data$/);
  });

  it('names every bad variable on its own line', () => {
    const attempt = () =>
      loadConfig({ PORT: 'abc', DATABASE_URL: 'not a url', SALON_TIMEZONE: 'Mars/Olympus' });
    expect(attempt).toThrow(ConfigError);
    try {
      attempt();
    } catch (error) {
      const lines = (error as Error).message.split('\n');
      expect(lines[0]).toBe('Invalid configuration:');
      expect(lines.some((line) => line.startsWith('  PORT:'))).toBe(true);
      expect(lines.some((line) => line.startsWith('  DATABASE_URL:'))).toBe(true);
      expect(lines.some((line) => line.startsWith('  SALON_TIMEZONE:'))).toBe(true);
    }
  });

  it('needs a Stripe secret key when Stripe is chosen', () => {
    expect(() => loadConfig({ PAYMENTS_PROVIDER: 'stripe' })).toThrow(/STRIPE_SECRET_KEY/);
  });

  it.each(['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'])(
    'refuses to start Stripe without %s, naming it on one line',
    (missing) => {
      const complete: Record<string, string> = {
        PAYMENTS_PROVIDER: 'stripe',
        STRIPE_SECRET_KEY: 'sk_test_x',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_x',
        STRIPE_WEBHOOK_SECRET: 'whsec_x',
      };
      expect(() => loadConfig(complete)).not.toThrow();
      const { [missing]: _left, ...incomplete } = complete;
      expect(() => loadConfig(incomplete)).toThrow(
        new RegExp(`^Invalid configuration:\\n  ${missing}: is required when PAYMENTS_PROVIDER=stripe$`),
      );
    },
  );

  it.each(['PAYHERE_MERCHANT_ID', 'PAYHERE_MERCHANT_SECRET', 'PAYHERE_APP_ID', 'PAYHERE_APP_SECRET'])(
    'refuses to start PayHere without %s, naming it on one line',
    (missing) => {
      const complete: Record<string, string> = {
        PAYMENTS_PROVIDER: 'payhere',
        PAYHERE_MERCHANT_ID: '1211149',
        PAYHERE_MERCHANT_SECRET: 'merchant-secret',
        PAYHERE_APP_ID: 'app-id',
        PAYHERE_APP_SECRET: 'app-secret',
      };
      expect(loadConfig(complete).paymentsProvider).toBe('payhere');
      const { [missing]: _left, ...incomplete } = complete;
      expect(() => loadConfig(incomplete)).toThrow(
        new RegExp(`^Invalid configuration:\\n  ${missing}: is required when PAYMENTS_PROVIDER=payhere$`),
      );
    },
  );

  it.each([
    [{}, 'https://sandbox.payhere.lk'],
    [{ PAYHERE_MODE: 'live' }, 'https://www.payhere.lk'],
    [{ PAYHERE_MODE: 'live', PAYHERE_API_BASE: 'http://127.0.0.1:4020/' }, 'http://127.0.0.1:4020'],
  ])('picks the PayHere base from PAYHERE_MODE and PAYHERE_API_BASE (%o)', (env, base) => {
    expect(loadConfig(env).payhere.apiBase).toBe(base);
  });

  it('refuses a PAYHERE_MODE other than sandbox or live', () => {
    expect(() => loadConfig({ PAYHERE_MODE: 'test' })).toThrow(/PAYHERE_MODE/);
  });

  it.each([
    ['notifylk', { NOTIFYLK_USER_ID: '1234', NOTIFYLK_API_KEY: 'key', NOTIFYLK_SENDER_ID: 'Salon' }],
    ['textlk', { TEXTLK_API_TOKEN: 'token', TEXTLK_SENDER_ID: 'Salon' }],
  ] as const)(
    'refuses to start SMS_PROVIDER=%s without each of its keys, naming it on one line',
    (provider, keys) => {
      const complete: Record<string, string> = { SMS_PROVIDER: provider, ...keys };
      expect(loadConfig(complete).sms.provider).toBe(provider);
      for (const missing of Object.keys(keys)) {
        const { [missing]: _left, ...incomplete } = complete;
        expect(() => loadConfig(incomplete)).toThrow(
          new RegExp(`^Invalid configuration:\\n  ${missing}: is required when SMS_PROVIDER=${provider}$`),
        );
      }
    },
  );

  it('writes SMS to the outbox unless a gateway is chosen', () => {
    expect(loadConfig({}).sms).toEqual({ provider: 'outbox' });
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ SMTP_URL: '', PORT: '' }).smtpUrl).toBeUndefined();
  });

  it('refuses a production start without SMTP_URL, with one line naming it', () => {
    const attempt = () => loadConfig({ NODE_ENV: 'production', PAYMENTS_PROVIDER: 'sandbox' });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/^ {2}SMTP_URL: is required in production/m);
    const production = loadConfig({
      NODE_ENV: 'production',
      PAYMENTS_PROVIDER: 'sandbox',
      SMTP_URL: 'smtps://user:pass@smtp.example.com:465',
    });
    expect(production.smtpUrl).toBe('smtps://user:pass@smtp.example.com:465');
  });

  it('names both missing production settings, each on its own line', () => {
    try {
      loadConfig({ NODE_ENV: 'production' });
      expect.unreachable();
    } catch (error) {
      const lines = (error as Error).message.split('\n');
      expect(lines.filter((line) => line.startsWith('  SMTP_URL:'))).toHaveLength(1);
      expect(lines.filter((line) => line.startsWith('  PAYMENTS_PROVIDER:'))).toHaveLength(1);
    }
  });

  it('trusts no proxy unless TRUST_PROXY names one', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(
      loadConfig({ NODE_ENV: 'production', PAYMENTS_PROVIDER: 'sandbox', SMTP_URL: 'smtp://localhost:25' })
        .trustProxy,
    ).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 192.168.0.0/16,::1' }).trustProxy).toEqual([
      '10.0.0.1',
      '192.168.0.0/16',
      '::1',
    ]);
  });

  it.each(['true', '10.0.0.300', '10.0.0.0/33', 'proxy.internal', '1.5'])(
    'refuses TRUST_PROXY=%s with a line naming it',
    (value) => {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/^ {2}TRUST_PROXY: must be a hop count/m);
    },
  );
});
