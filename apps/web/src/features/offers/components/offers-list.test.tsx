import { LANGUAGE_COOKIE, cartMessages, catalogueMessages } from '@salon/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadCatalogue } from '../../../lib/language.ts';
import { toast } from '../../../lib/toast.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  buildCart,
  buildCartItem,
  buildOffer,
  buildService,
  success,
} from '../../../test/catalogue-builders.ts';
import { buildUser, errorAnswer, signedInHandlers, stubApi } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';

// A page's code is imported on its first render; on a busy machine that takes seconds.
// Sonner keeps its toasts in module state: without this, one test's toast shows in the next.
afterEach(() => {
  toast.dismiss();
});

const offer = buildOffer({
  title: 'Bridal Glow Package',
  price: 7200,
  originalPrice: 9000,
  discount: 20,
  startDate: '2026-11-12',
  endDate: '2026-12-31',
});
const offersHandler = { 'GET /api/special-offers/active': () => success({ offers: [offer] }) };

describe('special offers', () => {
  it('shows the badge, LKR prices like every other page (never $), the validity and the included services', async () => {
    stubApi(offersHandler);
    renderApp('/special-offers');
    const card = await screen.findByRole('article', { name: 'Bridal Glow Package' });
    expect(within(card).getByText('20% OFF')).toBeInTheDocument();
    expect(within(card).getByText('LKR 7,200')).toBeInTheDocument();
    const original = within(card).getByText('LKR 9,000');
    expect(original.tagName).toBe('S');
    expect(within(card).getByText('Nov 12, 2026 – Dec 31, 2026')).toBeInTheDocument();
    expect(within(card).getByText('Included Services')).toBeInTheDocument();
    expect(within(card).getByText('Bridal Makeup')).toBeInTheDocument();
    expect(within(card).getByText('Gold Facial')).toBeInTheDocument();
    expect(within(card).queryByText(/\$/)).not.toBeInTheDocument();
  });

  it.each([
    ['si', 'මනාලියන්ගේ දීප්තිය', 'විවාහ දිනයට.', 'මනාලියන්ගේ වේශ නිරූපණය'],
    ['ta', 'மணமகள் பொலிவு', 'திருமண நாளுக்கு.', 'மணமகள் ஒப்பனை'],
  ] as const)(
    'shows the owner’s %s title, description and included services, the English where none was given',
    async (language, title, description, service) => {
      document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/`;
      try {
        await loadCatalogue(language);
        const translated = {
          ...offer,
          translations: { [language]: { title, description } },
          services: [
            { ...offer.services[0]!, translations: { [language]: { title: service } } },
            ...offer.services.slice(1),
          ],
        };
        stubApi({ 'GET /api/special-offers/active': () => success({ offers: [translated] }) });
        renderApp('/special-offers');
        const card = await screen.findByRole('article', { name: title });
        expect(within(card).getByText(description)).toBeInTheDocument();
        expect(within(card).getByText(service)).toBeInTheDocument();
        expect(within(card).getByText(offer.services[1]!.name)).toBeInTheDocument();
        expect(within(card).queryByText('Bridal Glow Package')).not.toBeInTheDocument();
      } finally {
        document.cookie = `${LANGUAGE_COOKIE}=; Path=/; Max-Age=0`;
      }
    },
  );

  it('shows the empty texts when no offer is running', async () => {
    stubApi({ 'GET /api/special-offers/active': () => success({ offers: [] }) });
    renderApp('/special-offers');
    expect(await screen.findByText(catalogueMessages.noOffers)).toBeInTheDocument();
    expect(screen.getByText(catalogueMessages.noOffersHint)).toBeInTheDocument();
  });

  it('offers a page reload when the offers cannot be loaded', async () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    stubApi({ 'GET /api/special-offers/active': () => errorAnswer('INTERNAL', 'x') });
    renderApp('/special-offers');
    expect(await screen.findByText(catalogueMessages.offersLoadFailed)).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try Again' }));
    expect(reload).toHaveBeenCalled();
  });

  it('asks a visitor to log in before booking', async () => {
    stubApi(offersHandler);
    const { router } = renderApp('/special-offers');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Book This Offer' }));
    expect(await screen.findByText(catalogueMessages.loginToBook)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('adds the offer with its services for a customer, then opens the cart', async () => {
    const fetchMock = stubApi({
      ...signedInHandlers(buildUser()),
      ...offersHandler,
      'GET /api/cart/get-cart': () => success({ cart: buildCart() }),
      'POST /api/cart/add-special-offer': () => success({ cart: buildCart() }),
    });
    const { router } = renderApp('/special-offers');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Book This Offer' }));
    expect(await screen.findByText(cartMessages.offerAdded)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
    const add = fetchMock.mock.calls.find(([url]) => url === '/api/cart/add-special-offer');
    expect(JSON.parse(String(add?.[1]?.body))).toEqual({
      offerId: offer._id,
      services: offer.services.map((service) => ({
        serviceId: service._id,
        quantity: 1,
        fromSpecialOffer: true,
        specialOfferId: offer._id,
      })),
    });
  });

  it('asks before an offer replaces the services in the cart, naming them; Cancel keeps the cart', async () => {
    const inCart = buildCart({
      items: [
        buildCartItem(buildService({ title: 'Hair Cut' })),
        buildCartItem(buildService({ title: 'Manicure' })),
      ],
    });
    const fetchMock = stubApi({
      ...signedInHandlers(buildUser()),
      ...offersHandler,
      'GET /api/cart/get-cart': () => success({ cart: inCart }),
      'DELETE /api/cart/clear-cart': () => success({ cart: buildCart() }),
      'POST /api/cart/add-special-offer': () => success({ cart: buildCart() }),
    });
    const { router } = renderApp('/special-offers');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Book This Offer' }));
    const dialog = await screen.findByRole('dialog', { name: cartMessages.servicesReplacedTitle });
    expect(dialog).toHaveTextContent('removes Hair Cut and Manicure from your cart');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const changes = () =>
      fetchMock.mock.calls.filter(([, init]) => init?.method === 'DELETE' || init?.method === 'POST');
    expect(changes()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Book This Offer' }));
    const again = await screen.findByRole('dialog', { name: cartMessages.servicesReplacedTitle });
    await user.click(within(again).getByRole('button', { name: cartMessages.servicesReplacedConfirm }));
    expect(await screen.findByText(cartMessages.offerAdded)).toBeInTheDocument();
    expect(screen.getByText('Removed Hair Cut and Manicure from your cart')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
    expect(changes().map(([url]) => url)).toEqual(['/api/cart/clear-cart', '/api/cart/add-special-offer']);
  });

  it('refuses an offer without services, and shows the fallback when the add fails', async () => {
    const empty = buildOffer({ title: 'Empty Offer', services: [] });
    stubApi({
      ...signedInHandlers(buildUser()),
      'GET /api/special-offers/active': () => success({ offers: [empty, offer] }),
      'GET /api/cart/get-cart': () => success({ cart: buildCart() }),
      'POST /api/cart/add-special-offer': () => errorAnswer('CONFLICT'),
    });
    renderApp('/special-offers');
    const user = userEvent.setup();
    const emptyCard = await screen.findByRole('article', { name: 'Empty Offer' });
    await user.click(within(emptyCard).getByRole('button', { name: 'Book This Offer' }));
    expect(await screen.findByText(cartMessages.offerHasNoServices)).toBeInTheDocument();

    const card = screen.getByRole('article', { name: 'Bridal Glow Package' });
    await user.click(within(card).getByRole('button', { name: 'Book This Offer' }));
    expect(await screen.findByText(cartMessages.addOfferFailed)).toBeInTheDocument();
  });
});
