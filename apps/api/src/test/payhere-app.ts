import { buildTestApp } from './build-test-app.ts';
import type { TestApp } from './build-test-app.ts';
import { startPayHereFake } from './payhere-fake.ts';
import type { PayHereFake } from './payhere-fake.ts';

/** The merchant's keys the PayHere tests' app and fake share. */
export const PAYHERE_TEST_KEYS = {
  merchantId: '1211149',
  merchantSecret: 'payhere-secret',
  appId: '4OVxdDBvG9e4JFnJbuzDCk3TI',
  appSecret: '4t3jPu2z7gN8ByovvhTWbH8PrLn3ZUbOg4JFnJ',
};

export interface PayHereTestApp {
  t: TestApp;
  fake: PayHereFake;
  /** Where PayHere's notifies are posted: a real socket, as PayHere's servers reach us over HTTP. */
  notifyUrl: string;
  close: () => Promise<void>;
}

/** A test app paying through PayHere, against PayHere's fake (docs/decisions/0017-payhere.md). */
export async function startPayHereTestApp(): Promise<PayHereTestApp> {
  const fake = await startPayHereFake(PAYHERE_TEST_KEYS);
  const t = await buildTestApp({
    PAYMENTS_PROVIDER: 'payhere',
    PAYHERE_MERCHANT_ID: PAYHERE_TEST_KEYS.merchantId,
    PAYHERE_MERCHANT_SECRET: PAYHERE_TEST_KEYS.merchantSecret,
    PAYHERE_APP_ID: PAYHERE_TEST_KEYS.appId,
    PAYHERE_APP_SECRET: PAYHERE_TEST_KEYS.appSecret,
    PAYHERE_API_BASE: fake.url,
  });
  const address = await t.app.listen({ host: '127.0.0.1', port: 0 });
  return {
    t,
    fake,
    notifyUrl: `${address}/api/payments/payhere/notify`,
    async close() {
      await t.close();
      await fake.close();
    },
  };
}
