import { cardDeclineMessages, cardDeclineReason, LANGUAGE_COOKIE } from '@salon/contracts';
import type { Language } from '@salon/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { loadCatalogueTexts } from '../../../test/catalogue-texts.ts';
import { stubApi } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { PaymentFailed } from './payment-failed.tsx';

async function showFailure(language: Exclude<Language, 'en'>, message: string) {
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/`;
  const catalogue = await loadCatalogueTexts(language);
  stubApi({});
  renderApp('/book-appointment', {
    routes: [
      {
        path: '/book-appointment',
        element: (
          <PaymentFailed message={message} paymentId="pi_sandbox_1" onRetry={() => {}} isRetrying={false} />
        ),
      },
    ],
  });
  const failed = await screen.findByRole('region', { name: catalogue['Payment Failed'] });
  return { alert: within(failed).getByRole('alert'), catalogue };
}

describe('Payment Failed says why the card was refused in Sinhala and Tamil (docs/product.md#2.10)', () => {
  afterEach(() => {
    document.cookie = `${LANGUAGE_COOKIE}=; Path=/; Max-Age=0`;
  });

  const reasons = Object.values(cardDeclineMessages);

  it.each(['si', 'ta'] as const)('translates every decline reason in %s', async (language) => {
    const catalogue = await loadCatalogueTexts(language);
    for (const reason of reasons) expect(catalogue[reason], reason).toBeTruthy();

    const { alert } = await showFailure(language, cardDeclineMessages.declined);
    expect(alert).toHaveTextContent(catalogue[cardDeclineMessages.declined]!);
    expect(alert).not.toHaveTextContent('Your card was declined.');
  });

  it('shows a Stripe reason worded differently by the one its code stands for, translated', async () => {
    const reason = cardDeclineReason({
      message: 'Your card has insufficient funds. Please use another card.',
      code: 'card_declined',
      decline_code: 'insufficient_funds',
    });
    expect(reason).toBe(cardDeclineMessages.insufficientFunds);
    const { alert, catalogue } = await showFailure('ta', reason);
    expect(alert).toHaveTextContent(catalogue[cardDeclineMessages.insufficientFunds]!);
  });
});
