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

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ SMTP_URL: '', PORT: '' }).smtpUrl).toBeUndefined();
  });
});
