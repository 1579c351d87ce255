import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorAnswer, jsonResponse, stubApi } from '../../test/fake-api.ts';
import { renderApp } from '../../test/render-app.tsx';

const config = (salon: unknown) => () =>
  jsonResponse(200, {
    status: 'success',
    data: { googleClientId: null, paymentsProvider: 'sandbox', stripePublishableKey: null, salon },
  });

describe('the salon profile on the public pages', () => {
  it('shows the configured name, address, phone and e-mail in the nav bar, footer and FAQ', async () => {
    stubApi({
      'GET /api/config': config({
        name: 'Glow Studio',
        address: '7 Flower Road, Colombo 07',
        phone: '+94 11 999 0000',
        whatsapp: '+94 77 999 0000',
        email: 'hello@glow.lk',
        mapUrl: null,
      }),
    });
    renderApp('/faq');
    const footer = await screen.findByRole('contentinfo');
    expect(await within(footer).findByText('7 Flower Road, Colombo 07')).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: '+94 11 999 0000' })).toHaveAttribute(
      'href',
      'tel:+94119990000',
    );
    expect(within(footer).getByRole('link', { name: 'hello@glow.lk' })).toHaveAttribute(
      'href',
      'mailto:hello@glow.lk',
    );
    expect(screen.getByRole('link', { name: 'Glow Studio home' })).toBeInTheDocument();
    const aside = await screen.findByRole('complementary', { name: 'Still have a question?' });
    expect(within(aside).getByRole('link', { name: /\+94 11 999 0000/ })).toBeInTheDocument();
  });

  it('keeps the sample details when the config cannot be had', async () => {
    stubApi({ 'GET /api/config': () => errorAnswer('INTERNAL') });
    renderApp('/faq');
    const footer = await screen.findByRole('contentinfo');
    expect(await within(footer).findByText('No. 42, Galle Road, Colombo 03')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Salon home' })).toBeInTheDocument();
  });
});
