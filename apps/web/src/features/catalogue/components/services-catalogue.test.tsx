import { LANGUAGE_COOKIE, bookableOnceMessage, cartMessages, catalogueMessages } from '@salon/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '../../../lib/toast.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildBranch } from '../../../test/branch-builders.ts';
import {
  buildCart,
  buildCartItem,
  buildOffer,
  buildService,
  success,
} from '../../../test/catalogue-builders.ts';
import { buildUser, errorAnswer, jsonResponse, signedInHandlers, stubApi } from '../../../test/fake-api.ts';
import { loadCatalogue, translate } from '../../../lib/language.ts';
import { renderApp } from '../../../test/render-app.tsx';

// A page's code is imported on its first render; on a busy machine that takes seconds.
const haircut = buildService({
  title: 'Ladies Haircut',
  description: 'Wash, cut and blow-dry',
  category: 'hair',
});
const manicure = buildService({
  title: 'Gel Manicure',
  description: 'Long-lasting shine',
  category: 'nail',
  price: 4200,
});
const facial = buildService({
  title: 'Gold Facial',
  description: 'A glow from HAIRLINE to chin',
  category: 'facial',
  averageTime: 60,
});
const services = [haircut, manicure, facial];
// Sonner keeps its toasts in module state: without this, one test's toast shows in the next.
afterEach(() => {
  toast.dismiss();
  vi.restoreAllMocks();
});

const servicesHandler = { 'GET /api/services/get-services': () => success({ services }) };

const cardTitles = () =>
  screen.queryAllByRole('article').map((card) => within(card).getByRole('heading').textContent);

async function openServices() {
  const rendered = renderApp('/services');
  await screen.findByRole('heading', { name: 'Gel Manicure' });
  return rendered;
}

describe('services catalogue', () => {
  it('shows each service with its price in LKR, duration and Book Now', async () => {
    stubApi(servicesHandler);
    await openServices();
    expect(screen.getByRole('heading', { level: 1, name: 'Our Beauty Services' })).toBeInTheDocument();
    const card = screen.getByRole('article', { name: 'Ladies Haircut' });
    expect(within(card).getByText('LKR 3,500')).toBeInTheDocument();
    expect(within(card).getByText('Duration: 45 min')).toBeInTheDocument();
    expect(within(card).getByText('Wash, cut and blow-dry')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: /Book Now/ })).toBeInTheDocument();
  });

  it("shows only the chosen branch's services, at its prices (docs/decisions/0045-branches.md)", async () => {
    const hours = Array.from({ length: 7 }, () => ({ open: '09:00', close: '19:00' }));
    const colombo = buildBranch('b0000000-0000-4000-8000-000000000001', 'Colombo 3', { hours });
    const nugegoda = buildBranch('b0000000-0000-4000-8000-000000000002', 'Nugegoda', { hours });
    window.localStorage.setItem('salon-branch', nugegoda._id);
    try {
      const fetchMock = stubApi({
        ...servicesHandler,
        'GET /api/branches': () => success({ branches: [colombo, nugegoda] }),
        // Nugegoda offers the haircut alone, at LKR 2,000.
        [`GET /api/services/get-services?branchId=${colombo._id}`]: () => success({ services }),
        [`GET /api/services/get-services?branchId=${nugegoda._id}`]: () =>
          success({ services: [{ ...haircut, price: 2000 }] }),
      });
      renderApp('/services');
      const card = await screen.findByRole('article', { name: 'Ladies Haircut' });
      await waitFor(() => expect(cardTitles()).toEqual(['Ladies Haircut']));
      expect(within(card).getByText('LKR 2,000')).toBeInTheDocument();
      expect(screen.queryByText('LKR 3,500')).not.toBeInTheDocument();
      expect(
        fetchMock.mock.calls.some(([url]) => String(url).endsWith(`get-services?branchId=${nugegoda._id}`)),
      ).toBe(true);
      // The page names the branch whose prices these are, and changes it (remembered for booking).
      const pricesAt = screen.getByRole('combobox', { name: 'Prices at' });
      expect(pricesAt).toHaveDisplayValue('Nugegoda');
      await userEvent.setup().selectOptions(pricesAt, 'Colombo 3');
      await waitFor(() => expect(cardTitles()).toEqual(['Ladies Haircut', 'Gel Manicure', 'Gold Facial']));
      expect(
        within(screen.getByRole('article', { name: 'Ladies Haircut' })).getByText('LKR 3,500'),
      ).toBeInTheDocument();
      expect(window.localStorage.getItem('salon-branch')).toBe(colombo._id);
    } finally {
      window.localStorage.removeItem('salon-branch');
    }
  });

  it('names no branch for the prices in a salon with one', async () => {
    stubApi({
      ...servicesHandler,
      'GET /api/branches': () =>
        success({ branches: [buildBranch('b0000000-0000-4000-8000-000000000001', 'Colombo 3')] }),
    });
    await openServices();
    expect(screen.queryByRole('combobox', { name: 'Prices at' })).not.toBeInTheDocument();
  });

  it('titles each card one level below the page heading, so the outline skips no level', async () => {
    stubApi(servicesHandler);
    await openServices();
    const card = screen.getByRole('article', { name: 'Ladies Haircut' });
    expect(within(card).getByRole('heading', { level: 2, name: 'Ladies Haircut' })).toBeInTheDocument();
  });

  it('names the search box, so the browser can tell it apart from other fields', async () => {
    stubApi(servicesHandler);
    await openServices();
    expect(screen.getByRole('searchbox', { name: 'Search services' })).toHaveAttribute('name', 'search');
  });

  it('filters by category, searches title and description case-insensitively, and says when nothing matches', async () => {
    stubApi(servicesHandler);
    await openServices();
    const user = userEvent.setup();

    const buttons = ['All Services', 'Hair Style', 'Nail Art', 'Facial', 'Makeup'].map((name) =>
      screen.getByRole('button', { name }),
    );
    expect(buttons.map((button) => button.id)).toEqual(['all', 'hair', 'nail', 'facial', 'makeup']);
    expect(screen.getByRole('button', { name: 'All Services' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'Nail Art' }));
    expect(screen.getByRole('button', { name: 'Nail Art' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'All Services' })).toHaveAttribute('aria-pressed', 'false');
    expect(cardTitles()).toEqual(['Gel Manicure']);

    await user.click(screen.getByRole('button', { name: 'All Services' }));
    const search = screen.getByPlaceholderText('Search services...');
    // 'hair' is in one title and, in capitals, in another service's description.
    await user.type(search, 'hAiR');
    await waitFor(() => expect(cardTitles()).toEqual(['Ladies Haircut', 'Gold Facial']));

    await user.click(screen.getByRole('button', { name: 'Makeup' }));
    expect(await screen.findByText(catalogueMessages.noServices)).toBeInTheDocument();
    expect(screen.getByText(catalogueMessages.noServicesHint)).toBeInTheDocument();
    expect(cardTitles()).toEqual([]);
  });

  it('opens filtered from ?category= and keeps a changed filter in the address', async () => {
    stubApi(servicesHandler);
    const { router } = renderApp('/services?category=nail');
    await screen.findByRole('heading', { name: 'Gel Manicure' });
    await waitFor(() => expect(cardTitles()).toEqual(['Gel Manicure']));
    expect(screen.getByRole('button', { name: 'Nail Art' })).toHaveAttribute('aria-pressed', 'true');

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Facial' }));
    await waitFor(() => expect(router.state.location.search).toBe('?category=facial'));
    expect(cardTitles()).toEqual(['Gold Facial']);
    await user.click(screen.getByRole('button', { name: 'All Services' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(cardTitles()).toEqual(['Ladies Haircut', 'Gel Manicure', 'Gold Facial']);
  });

  it('ignores an unknown ?category= and shows every service', async () => {
    stubApi(servicesHandler);
    renderApp('/services?category=tattoo');
    await screen.findByRole('heading', { name: 'Gel Manicure' });
    expect(cardTitles()).toEqual(['Ladies Haircut', 'Gel Manicure', 'Gold Facial']);
    expect(screen.getByRole('button', { name: 'All Services' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows a service in full in a dialog that Escape closes, giving focus back', async () => {
    const long = 'Wash, cut and blow-dry. '.repeat(12).trim();
    stubApi({
      'GET /api/services/get-services': () => success({ services: [{ ...haircut, description: long }] }),
    });
    renderApp('/services');
    const user = userEvent.setup();
    const details = await screen.findByRole('button', { name: 'Details: Ladies Haircut' });
    await user.click(details);
    const dialog = await screen.findByRole('dialog', { name: 'Ladies Haircut' });
    expect(within(dialog).getByText(long)).toBeInTheDocument();
    expect(within(dialog).getByText('LKR 3,500')).toBeInTheDocument();
    expect(within(dialog).getByText('Duration: 45 min')).toBeInTheDocument();
    expect(within(dialog).getByText('Hair Style')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Book Now' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(details).toHaveFocus());

    // The title opens it too.
    await user.click(screen.getByRole('button', { name: 'Ladies Haircut' }));
    expect(await screen.findByRole('dialog', { name: 'Ladies Haircut' })).toBeInTheDocument();
  });

  it('shows the failure with Try Again, which loads the services again', async () => {
    let calls = 0;
    stubApi({
      'GET /api/services/get-services': () => {
        calls += 1;
        return calls === 1 ? errorAnswer('NOT_FOUND', 'Services are resting') : success({ services });
      },
    });
    renderApp('/services');
    expect(await screen.findByText(catalogueMessages.somethingWrong)).toBeInTheDocument();
    expect(screen.getByText('Services are resting')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: 'Gel Manicure' })).toBeInTheDocument();
  });

  it.each([
    ['a bare server fault', () => new Response('Bad gateway', { status: 502 }), 'Failed to fetch services'],
    ['an answer in the wrong shape', () => jsonResponse(200, { services }), 'Invalid response format'],
  ])("names %s in the catalogue's own words", async (_case, answer, message) => {
    stubApi({ 'GET /api/services/get-services': answer });
    renderApp('/services');
    expect(await screen.findByText(catalogueMessages.somethingWrong)).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
  });
});

describe('Book Now', () => {
  it('sends a visitor whose browser keeps nothing to sign in, then back to the same filtered list', async () => {
    const setItem = Storage.prototype.setItem;
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(function (this: Storage, key, value) {
      if (key === 'salon.guestCart') throw new DOMException('full', 'QuotaExceededError');
      setItem.call(this, key, value);
    });
    stubApi(servicesHandler);
    const { router } = renderApp('/services?category=nail');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Book Now: Gel Manicure' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    const saved = JSON.parse(window.sessionStorage.getItem('salon.returnAfterSignIn') ?? '{}') as {
      path?: string;
    };
    expect(saved.path).toBe(`/services?category=nail&book=${manicure._id}`);
  });

  it("keeps a visitor's choice in the browser and leads to the free times (docs/product.md#2.10)", async () => {
    const fetchMock = stubApi(servicesHandler);
    const { router } = await openServices();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Book Now: Gel Manicure' }));
    expect(await screen.findByText(cartMessages.serviceAdded)).toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem('salon.guestCart') ?? '[]')).toEqual([
      { serviceId: manicure._id, quantity: 1 },
    ]);
    expect(router.state.location.pathname).toBe('/services');
    expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith('/api/cart'))).toBe(false);
    await user.click(screen.getByRole('button', { name: cartMessages.chooseTime }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/book-appointment'));
  });

  it('adds the service for a signed-in customer and says so', async () => {
    const fetchMock = stubApi({
      ...signedInHandlers(buildUser()),
      ...servicesHandler,
      'GET /api/cart/get-cart': () => success({ cart: buildCart() }),
      'POST /api/cart/add-cart': () => success({ cart: buildCart({ items: [buildCartItem(manicure)] }) }),
    });
    const { router } = await openServices();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Book Now: Gel Manicure' }));
    expect(await screen.findByText(cartMessages.serviceAdded)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/services');
    const add = fetchMock.mock.calls.find(([url]) => url === '/api/cart/add-cart');
    expect(JSON.parse(String(add?.[1]?.body))).toEqual({ serviceId: manicure._id });
    expect(await screen.findByTestId('cart-badge')).toHaveTextContent('1');
    // A plain click: the test DOM has no pointer capture, which sonner's swipe handling wants.
    fireEvent.click(screen.getByRole('button', { name: cartMessages.viewCart }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
  });

  it('books from the details dialog, which closes', async () => {
    stubApi({
      ...signedInHandlers(buildUser()),
      ...servicesHandler,
      'GET /api/cart/get-cart': () => success({ cart: buildCart() }),
      'POST /api/cart/add-cart': () => success({ cart: buildCart({ items: [buildCartItem(manicure)] }) }),
    });
    await openServices();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Details: Gel Manicure' }));
    const dialog = await screen.findByRole('dialog', { name: 'Gel Manicure' });
    await user.click(within(dialog).getByRole('button', { name: 'Book Now' }));
    expect(await screen.findByText(cartMessages.serviceAdded)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the server message when the add is refused', async () => {
    stubApi({
      ...signedInHandlers(buildUser()),
      ...servicesHandler,
      'GET /api/cart/get-cart': () => success({ cart: buildCart() }),
      'POST /api/cart/add-cart': () => errorAnswer('EMAIL_NOT_VERIFIED', 'Please verify your email first'),
    });
    await openServices();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Book Now: Gel Manicure' }));
    expect(await screen.findByText('Please verify your email first')).toBeInTheDocument();
  });

  describe('refused, in Sinhala and Tamil (docs/architecture.md#languages)', () => {
    afterEach(() => {
      document.cookie = `${LANGUAGE_COOKIE}=; Path=/; Max-Age=0`;
    });

    it.each([
      ['si', cartMessages.offerInCart, 'ඔබේ කරත්තයේ විශේෂ දීමනාවක් ඇත; වෙනත් සේවා එක් කිරීමට පෙර කරත්තය හිස් කරන්න'],
      [
        'ta',
        // By id and values, as the server sends a refusal built around a name.
        bookableOnceMessage('Gel Manicure'),
        'Gel Manicure ஐ ஒரு வருகைக்கு ஒருமுறை மட்டுமே முன்பதிவு செய்ய முடியும்',
      ],
    ] as const)('shows the server message in %s', async (language, message, translated) => {
      stubApi({
        ...signedInHandlers(buildUser()),
        ...servicesHandler,
        'GET /api/cart/get-cart': () => success({ cart: buildCart() }),
        'POST /api/cart/add-cart': () => errorAnswer('CONFLICT', message),
      });
      document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/`;
      const catalogue = await loadCatalogue(language);
      renderApp('/services');
      const name = translate(catalogue, 'Book Now: {title}', { title: 'Gel Manicure' });
      await userEvent.setup().click(await screen.findByRole('button', { name }));
      expect(await screen.findByText(translated)).toBeInTheDocument();
    });
  });

  it.each([
    ['on the list', '/services', 'Failed to add service to cart'],
    ['pressed before signing in', `/services?book=${manicure._id}`, 'Failed to add to cart'],
  ])('names a wordless failure of Book Now %s', async (_case, path, message) => {
    stubApi({
      ...signedInHandlers(buildUser()),
      ...servicesHandler,
      'GET /api/cart/get-cart': () => success({ cart: buildCart() }),
      'POST /api/cart/add-cart': () => new Response('', { status: 500 }),
    });
    renderApp(path);
    await screen.findByRole('heading', { name: 'Gel Manicure' });
    if (path === '/services') {
      await userEvent.setup().click(screen.getByRole('button', { name: 'Book Now: Gel Manicure' }));
    }
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  describe('with a special offer in the cart', () => {
    const offer = buildOffer();
    const cartWithOffer = buildCart({
      specialOffer: {
        _id: offer._id,
        title: offer.title,
        description: offer.description,
        price: offer.price,
        originalPrice: offer.originalPrice,
        discount: offer.discount,
        image: null,
      },
      items: [buildCartItem(facial, { fromSpecialOffer: true, specialOfferId: offer._id })],
    });

    function stubWithOffer() {
      return stubApi({
        ...signedInHandlers(buildUser()),
        ...servicesHandler,
        'GET /api/cart/get-cart': () => success({ cart: cartWithOffer }),
        'DELETE /api/cart/clear-cart': () => success({ cart: buildCart() }),
        'POST /api/cart/add-cart': () => success({ cart: buildCart({ items: [buildCartItem(manicure)] }) }),
      });
    }

    const cartCalls = (fetchMock: ReturnType<typeof stubApi>) =>
      fetchMock.mock.calls
        .filter(([url]) => String(url).startsWith('/api/cart') && url !== '/api/cart/get-cart')
        .map(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}`);

    it("asks in the app's own dialog, and does nothing when the customer cancels", async () => {
      const fetchMock = stubWithOffer();
      await openServices();
      const user = userEvent.setup();
      await user.click(screen.getByRole('button', { name: 'Book Now: Gel Manicure' }));
      const dialog = await screen.findByRole('dialog', { name: cartMessages.offerReplacesTitle });
      expect(dialog).toHaveTextContent(cartMessages.offerReplacesServices);
      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(cartCalls(fetchMock)).toEqual([]);
      expect(screen.queryByText(cartMessages.serviceAdded)).not.toBeInTheDocument();
    });

    it('clears the cart, then adds the service, when the customer accepts, naming the offer removed', async () => {
      const fetchMock = stubWithOffer();
      const { router } = await openServices();
      const user = userEvent.setup();
      await user.click(screen.getByRole('button', { name: 'Book Now: Gel Manicure' }));
      const dialog = await screen.findByRole('dialog', { name: cartMessages.offerReplacesTitle });
      await user.click(within(dialog).getByRole('button', { name: cartMessages.offerReplacesConfirm }));
      expect(await screen.findByText(cartMessages.serviceAdded)).toBeInTheDocument();
      expect(screen.getByText(cartMessages.removedNamed([offer.title]))).toBeInTheDocument();
      expect(cartCalls(fetchMock)).toEqual(['DELETE /api/cart/clear-cart', 'POST /api/cart/add-cart']);
      expect(router.state.location.pathname).toBe('/services');
    });
  });
});
