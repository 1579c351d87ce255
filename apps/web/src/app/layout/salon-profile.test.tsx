import { screen, within } from '@testing-library/react';
import { LANGUAGE_COOKIE } from '@salon/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { loadCatalogueTexts } from '../../test/catalogue-texts.ts';
import { errorAnswer, jsonResponse, stubApi } from '../../test/fake-api.ts';
import { renderApp } from '../../test/render-app.tsx';

const config = (salon: unknown) => () =>
  jsonResponse(200, {
    status: 'success',
    data: { googleClientId: null, paymentsProvider: 'sandbox', stripePublishableKey: null, salon },
  });

const glowStudio = {
  name: 'Glow Studio',
  address: '7 Flower Road, Colombo 07',
  phone: '+94 11 999 0000',
  whatsapp: '+94 77 999 0000',
  email: 'hello@glow.lk',
  mapUrl: null,
};

describe('the salon profile on the public pages', () => {
  afterEach(() => {
    document.cookie = `${LANGUAGE_COOKIE}=; Path=/; Max-Age=0`;
  });

  it('shows the configured name, address, phone and e-mail in the nav bar, footer and FAQ', async () => {
    stubApi({
      'GET /api/config': config(glowStudio),
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

  it("opens the salon's WhatsApp chat from the home page's contact section with a message typed", async () => {
    stubApi({
      'GET /api/config': config(glowStudio),
    });
    renderApp('/');
    const contact = await screen.findByRole('region', { name: 'Get in touch' });
    // The sample details stand in until the configured ones arrive.
    await within(contact).findByText('+94 77 999 0000');
    const chat = within(contact).getByRole('link', { name: /Chat on WhatsApp/ });
    const href = new URL(chat.getAttribute('href')!);
    expect(href.origin + href.pathname).toBe('https://wa.me/94779990000');
    expect(href.searchParams.get('text')).toBe(
      'Hello Glow Studio, I would like to ask about an appointment.',
    );
  });

  it("types the WhatsApp message in the visitor's language", async () => {
    stubApi({
      'GET /api/config': config(glowStudio),
    });
    document.cookie = `${LANGUAGE_COOKIE}=si; Path=/`;
    const catalogue = await loadCatalogueTexts('si');
    renderApp('/');
    const chat = await screen.findByRole('link', { name: new RegExp(catalogue['Chat on WhatsApp']!) });
    await within(chat).findByText('+94 77 999 0000');
    const href = new URL(chat.getAttribute('href')!);
    expect(href.origin + href.pathname).toBe('https://wa.me/94779990000');
    expect(href.searchParams.get('text')).toBe('ආයුබෝවන් Glow Studio, මට වෙන්කිරීමක් ගැන විමසීමට අවශ්‍යයි.');
  });

  it('keeps the sample details when the config cannot be had', async () => {
    stubApi({ 'GET /api/config': () => errorAnswer('INTERNAL') });
    renderApp('/faq');
    const footer = await screen.findByRole('contentinfo');
    expect(await within(footer).findByText('No. 42, Galle Road, Colombo 03')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Salon home' })).toBeInTheDocument();
  });
});
