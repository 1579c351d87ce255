import type { Config } from '../config/env.ts';
import type { Database } from '../db/client.ts';
import type { Clock } from '../lib/clock.ts';
import type { PaymentProvider } from '../modules/payments/payment-provider.ts';
import { createPayHereProvider } from '../modules/payments/payhere-provider.ts';
import { createSandboxProvider } from '../modules/payments/sandbox-provider.ts';
import { createStripeProvider } from '../modules/payments/stripe-provider.ts';

/** The provider PAYMENTS_PROVIDER names (docs/architecture.md#payment-providers); the sandbox by default. */
export function choosePaymentProvider(config: Config, db: Database, clock: Clock): PaymentProvider {
  if (config.paymentsProvider === 'stripe') {
    return createStripeProvider({
      secretKey: config.stripe.secretKey!,
      webhookSecret: config.stripe.webhookSecret,
      apiBase: config.stripe.apiBase,
    });
  }
  if (config.paymentsProvider === 'payhere') {
    return createPayHereProvider({
      db,
      merchantId: config.payhere.merchantId!,
      merchantSecret: config.payhere.merchantSecret!,
      appId: config.payhere.appId!,
      appSecret: config.payhere.appSecret!,
      apiBase: config.payhere.apiBase,
      appUrl: config.appUrl,
      clock,
    });
  }
  return createSandboxProvider(db, clock);
}
