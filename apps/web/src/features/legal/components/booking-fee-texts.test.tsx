import { LANGUAGE_COOKIE } from '@salon/contracts';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { loadCatalogue } from '../../../lib/language.ts';
import { jsonResponse, stubApi } from '../../../test/fake-api.ts';
import { publicConfig } from '../../../test/public-config.ts';
import { renderApp } from '../../../test/render-app.tsx';

/** A salon whose owner set the booking fee to `fee` (GET /api/config says so). */
const salonAtFee = (fee: number) =>
  stubApi({
    'GET /api/config': () =>
      jsonResponse(200, { status: 'success', data: publicConfig({ bookingFeeLkr: fee }) }),
  });

const mainText = () => screen.getByRole('main').textContent ?? '';

afterEach(() => {
  document.cookie = `${LANGUAGE_COOKIE}=; Path=/; Max-Age=0`;
});

describe('the FAQ and the policies name the owner’s booking fee (docs/product.md#9)', () => {
  it('keeps the FAQ’s spec text verbatim at the default fee', async () => {
    salonAtFee(1000);
    renderApp('/faq');
    await screen.findByRole('heading', { level: 1, name: 'Frequently Asked Questions' });
    expect(mainText()).toContain(
      'When you book online we take only a LKR 1,000 booking fee, paid securely by Visa, Mastercard or American Express card. It secures your time slot.',
    );
  });

  it('shows the configured fee in the FAQ’s answers', async () => {
    salonAtFee(1500);
    renderApp('/faq');
    await screen.findByRole('heading', { level: 1, name: 'Frequently Asked Questions' });
    await waitFor(() => expect(mainText()).toContain('we take only a LKR 1,500 booking fee'));
    expect(mainText()).toContain('your LKR 1,500 booking fee is refunded in full');
    expect(mainText()).not.toContain('LKR 1,000');
  });

  it('shows the configured fee in the Sinhala FAQ', async () => {
    salonAtFee(1500);
    document.cookie = `${LANGUAGE_COOKIE}=si; Path=/`;
    await loadCatalogue('si');
    renderApp('/faq');
    await waitFor(() => expect(mainText()).toContain('රු. 1,500 වෙන්කිරීමේ ගාස්තුවක් පමණි'));
    expect(mainText()).not.toContain('LKR 1,000');
  });

  it('shows the configured fee in the refund policy', async () => {
    salonAtFee(1500);
    renderApp('/refund-policy');
    await screen.findByRole('heading', { level: 1, name: 'Refund Policy' });
    await waitFor(() => expect(mainText()).toContain('we charge a LKR 1,500 booking fee by card'));
    expect(mainText()).toContain('The LKR 1,500 booking fee is refunded in full when you cancel');
    expect(screen.getByTestId('fee-deduction')).toHaveTextContent(
      'The LKR 1,500 booking fee is not deducted',
    );
    expect(mainText()).not.toContain('LKR 1,000');
  });

  it('shows the configured fee in the Tamil terms', async () => {
    salonAtFee(2500);
    document.cookie = `${LANGUAGE_COOKIE}=ta; Path=/`;
    await loadCatalogue('ta');
    renderApp('/terms-conditions');
    await screen.findByRole('heading', { level: 1, name: 'விதிமுறைகள் மற்றும் நிபந்தனைகள்' });
    await waitFor(() => expect(mainText()).toContain('Rs.\u00a02,500 முன்பதிவுக் கட்டணம் இணையத்தில் செலுத்தப்பட்டு'));
    expect(mainText()).not.toContain('1,000');
  });

  it('shows the configured fee in the English terms', async () => {
    salonAtFee(1500);
    renderApp('/terms-conditions');
    await screen.findByRole('heading', { level: 1, name: 'Terms & Conditions' });
    await waitFor(() => expect(mainText()).toContain('Only the LKR 1,500 booking fee is charged online'));
    expect(mainText()).toContain('once the LKR 1,500 booking fee has been paid online');
  });
});
