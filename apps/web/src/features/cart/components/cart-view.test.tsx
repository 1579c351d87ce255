import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LANGUAGE_COOKIE } from '@salon/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { formatLkr } from '../../../lib/format-money.ts';
import { loadCatalogue } from '../../../lib/language.ts';
import { buildCart, buildCartItem, buildOfferCart, cartAnswer } from '../../../test/booking-builders.ts';
import { buildBranch } from '../../../test/branch-builders.ts';
import { buildUser, jsonResponse, signedInHandlers, stubApi } from '../../../test/fake-api.ts';
import type { ApiHandler } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';

/** Opens /cart and waits (generously: lazy route, session, cart) until the cart has answered. */
async function openCart(handlers: Record<string, ApiHandler>) {
  const fetchMock = stubApi({ ...signedInHandlers(buildUser()), ...handlers });
  renderApp('/cart');
  await screen.findByRole('heading', { name: 'Services Cart', level: 1 });
  await waitFor(() => expect(screen.queryByText('Loading your cart...')).not.toBeInTheDocument());
  return fetchMock;
}

afterEach(() => {
  document.cookie = `${LANGUAGE_COOKIE}=; Path=/; Max-Age=0`;
  window.localStorage.removeItem('salon-branch');
});

const callsTo = (fetchMock: ReturnType<typeof stubApi>, prefix: string) =>
  fetchMock.mock.calls.filter(([input]) => String(input).startsWith(prefix));

describe('cart screen (docs/product.md#2.9)', () => {
  it('lists services with prices, line totals and the summary', async () => {
    const cart = buildCart([buildCartItem({ quantity: 2 })]);
    await openCart({ 'GET /api/cart/get-cart': () => cartAnswer(cart) });

    expect(await screen.findByRole('heading', { name: 'Services Cart', level: 1 })).toBeInTheDocument();
    const items = await screen.findByRole('region', { name: 'Your services' });
    expect(within(items).getByRole('heading', { name: 'Hair Cut & Style' })).toBeInTheDocument();
    expect(screen.getAllByText('LKR 7,000').length).toBeGreaterThan(0);
    expect(screen.getByText('Services Total')).toBeInTheDocument();
    expect(screen.getByText('Booking Fee')).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Summary' });
    expect(within(summary).getByText('Total Amount')).toBeInTheDocument();
    expect(within(summary).getByText('LKR 8,000')).toBeInTheDocument();
    expect(
      screen.getByText('Only booking fee is charged now. The service amount will be charged at the salon.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add More Services' })).toHaveAttribute('href', '/services');
    expect(screen.getByRole('link', { name: 'View Special Offers' })).toHaveAttribute(
      'href',
      '/special-offers',
    );
    expect(within(summary).getByRole('link', { name: 'Proceed to Book Appointment' })).toHaveAttribute(
      'href',
      '/book-appointment',
    );
    const tooltipTrigger = screen.getByRole('button', { name: 'About the booking fee' });
    expect(tooltipTrigger).toHaveAccessibleDescription('A small fee is charged to secure your booking.');
  });

  it('keeps the total and the way on in a bar at the foot of a phone screen (issue 24)', async () => {
    const cart = buildCart([buildCartItem({ quantity: 2 })], null, 1500);
    await openCart({ 'GET /api/cart/get-cart': () => cartAnswer(cart) });
    const bar = await screen.findByRole('region', { name: 'Total' });
    expect(within(bar).getByText('LKR 8,500')).toBeInTheDocument();
    const proceed = within(bar).getByRole('link', { name: 'Proceed to Book Appointment' });
    expect(proceed).toHaveAttribute('href', '/book-appointment');
    // Sticky for small screens only, and the last thing in the cart, so it covers nothing at the end.
    expect(bar).toHaveClass('sticky', 'bottom-0', 'lg:hidden');
    expect(bar.parentElement?.lastElementChild).toBe(bar);
    // The summary's own button is for wide screens: a phone shows one way on, not two.
    const summaryProceed = within(screen.getByRole('region', { name: 'Summary' })).getByRole('link', {
      name: 'Proceed to Book Appointment',
    });
    expect(summaryProceed.parentElement).toHaveClass('hidden', 'lg:block');
    // Keyboard: a real link in the tab order.
    proceed.focus();
    expect(proceed).toHaveFocus();
  });

  it('shows the booking fee the owner set, as the server’s summary gives it', async () => {
    const cart = buildCart([buildCartItem()], null, 1500);
    await openCart({ 'GET /api/cart/get-cart': () => cartAnswer(cart) });
    const fee = (await screen.findByText('Booking Fee')).closest('div')!;
    expect(fee).toHaveTextContent('LKR 1,500');
    expect(
      within(screen.getByRole('region', { name: 'Summary' })).getByText('LKR 5,000'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('payment-split')).toHaveTextContent('Pay nowLKR 1,500 booking feeLKR 1,500');
    expect(screen.queryByText('LKR 1,000')).not.toBeInTheDocument();
  });

  it('shows an offer banner, only the offer items with locked quantities, and hides View Special Offers', async () => {
    await openCart({ 'GET /api/cart/get-cart': () => cartAnswer(buildOfferCart()) });

    const banner = await screen.findByRole('region', { name: 'Bridal Glow Package' });
    expect(within(banner).getByText('Facial, makeup and styling for your big day.')).toBeInTheDocument();
    expect(within(banner).getByText('Save 20%')).toBeInTheDocument();
    expect(within(banner).getByText('LKR 12,000')).toBeInTheDocument();
    expect(within(banner).getByText('LKR 15,000')).toBeInTheDocument();

    for (const title of ['Gold Facial', 'Bridal Makeup']) {
      expect(screen.getByRole('button', { name: `Decrease quantity of ${title}` })).toBeDisabled();
      expect(screen.getByRole('button', { name: `Increase quantity of ${title}` })).toBeDisabled();
    }
    const summary = screen.getByRole('region', { name: 'Summary' });
    expect(within(summary).getByText('Original Price')).toBeInTheDocument();
    expect(within(summary).getByText('You Save')).toBeInTheDocument();
    expect(within(summary).getByText('LKR 3,000')).toBeInTheDocument();
    expect(within(summary).getByText('LKR 13,000')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'View Special Offers' })).not.toBeInTheDocument();
  });

  it('sends nothing when decreasing at 1, and updates the quantity when increasing', async () => {
    const item = buildCartItem();
    const fetchMock = await openCart({
      'GET /api/cart/get-cart': () => cartAnswer(buildCart([item])),
      [`PUT /api/cart/update-quantity/${item._id}`]: ({ body }) =>
        cartAnswer(buildCart([buildCartItem({ quantity: (body as { quantity: number }).quantity })])),
    });
    const user = userEvent.setup();
    const decrease = await screen.findByRole('button', { name: 'Decrease quantity of Hair Cut & Style' });
    await user.click(decrease);
    expect(callsTo(fetchMock, '/api/cart/update-quantity')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Increase quantity of Hair Cut & Style' }));
    expect(await screen.findByText('LKR 8,000', { selector: 'dd' })).toBeInTheDocument();
    const [, init] = callsTo(fetchMock, '/api/cart/update-quantity')[0]!;
    expect(init?.body).toBe('{"quantity":2}');
  });

  it('removes a service with a toast, and reports a failed removal', async () => {
    const first = buildCartItem();
    const second = buildCartItem({ _id: 'c-2', title: 'Gel Manicure', price: 2500 });
    let failNext = false;
    await openCart({
      'GET /api/cart/get-cart': () => cartAnswer(buildCart([first, second])),
      [`DELETE /api/cart/remove-cart-item/${first._id}`]: () => cartAnswer(buildCart([second])),
      'DELETE /api/cart/remove-cart-item/c-2': () =>
        failNext ? jsonResponse(409, {}) : cartAnswer(buildCart([])),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Remove Hair Cut & Style' }));
    expect(await screen.findByText('Service removed from cart')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Hair Cut & Style' })).not.toBeInTheDocument();

    failNext = true;
    await user.click(screen.getByRole('button', { name: 'Remove Gel Manicure' }));
    expect(await screen.findByText('Failed to remove from cart')).toBeInTheDocument();
  });

  it('shows the empty cart with a way to the services', async () => {
    await openCart({ 'GET /api/cart/get-cart': () => cartAnswer(buildCart([])) });
    expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
    expect(screen.getByText('Add some services to get started')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Services' })).toHaveAttribute('href', '/services');
  });

  it('says the cart could not be fetched', async () => {
    await openCart({ 'GET /api/cart/get-cart': () => jsonResponse(500, {}) });
    expect(await screen.findByText('Failed to fetch cart items')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });

  it('asks before clearing the cart: Cancel keeps it, Clear Cart empties it and names what went', async () => {
    const second = buildCartItem({ _id: 'c-2', title: 'Gel Manicure', price: 2500 });
    const fetchMock = await openCart({
      'GET /api/cart/get-cart': () => cartAnswer(buildCart([buildCartItem(), second])),
      'DELETE /api/cart/clear-cart': () => cartAnswer(buildCart([]), 'Cart cleared successfully'),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Clear Cart' }));
    const dialog = await screen.findByRole('dialog', { name: 'Clear your cart?' });
    expect(dialog).toHaveTextContent('This removes Hair Cut & Style and Gel Manicure from your cart.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(fetchMock, '/api/cart/clear-cart')).toHaveLength(0);
    expect(screen.getByRole('heading', { name: 'Gel Manicure' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear Cart' }));
    const again = await screen.findByRole('dialog', { name: 'Clear your cart?' });
    await user.click(within(again).getByRole('button', { name: 'Clear Cart' }));
    expect(await screen.findByText('Cart cleared successfully')).toBeInTheDocument();
    expect(screen.getByText('Removed Hair Cut & Style and Gel Manicure from your cart')).toBeInTheDocument();
    expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
  });

  it("asks before removing one of an offer's services, naming the offer that goes with it", async () => {
    const fetchMock = await openCart({
      'GET /api/cart/get-cart': () => cartAnswer(buildOfferCart()),
      'DELETE /api/cart/remove-cart-item/c-offer-2': () => cartAnswer(buildCart([])),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Remove Bridal Makeup' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove the special offer?' });
    expect(dialog).toHaveTextContent('Bridal Glow Package');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(fetchMock, '/api/cart/remove-cart-item')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Remove Bridal Makeup' }));
    const again = await screen.findByRole('dialog', { name: 'Remove the special offer?' });
    await user.click(within(again).getByRole('button', { name: 'Remove offer' }));
    expect(await screen.findByText('Item removed from cart')).toBeInTheDocument();
    expect(screen.getByText('Removed Bridal Glow Package from your cart')).toBeInTheDocument();
    expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/cart/remove-cart-item')).toHaveLength(1);
  });

  it('shows no quantity stepper for a service booked once per visit, but keeps its remove button', async () => {
    const once = buildCartItem();
    const several = buildCartItem({ _id: 'c-2', title: 'Gel Manicure', price: 2500 });
    await openCart({
      'GET /api/cart/get-cart': () =>
        cartAnswer(buildCart([{ ...once, service: { ...once.service, bookableOnce: true } }, several])),
    });
    expect(await screen.findByRole('button', { name: 'Remove Hair Cut & Style' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Quantity of Hair Cut & Style' })).not.toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Increase quantity of Hair Cut & Style' }),
    ).not.toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Quantity of Gel Manicure' })).toBeInTheDocument();
  });

  it('shows the cart, its totals and its buttons in the remembered language (docs/architecture.md#languages)', async () => {
    stubApi({
      ...signedInHandlers(buildUser()),
      'GET /api/cart/get-cart': () => cartAnswer(buildCart([buildCartItem({ quantity: 2 })])),
    });
    document.cookie = `${LANGUAGE_COOKIE}=si; Path=/`;
    await loadCatalogue('si');
    renderApp('/cart');

    expect(await screen.findByRole('heading', { name: 'සේවා කරත්තය', level: 1 })).toBeInTheDocument();
    const items = await screen.findByRole('region', { name: 'ඔබේ සේවා' });
    expect(within(items).getByRole('heading', { name: 'Hair Cut & Style' })).toBeInTheDocument();
    expect(screen.getByText('සේවා එකතුව')).toBeInTheDocument();
    expect(screen.getByText('මුළු මුදල')).toBeInTheDocument();
    expect(screen.getAllByText(formatLkr(7000, 'si').replace(/\s+/g, ' ')).length).toBeGreaterThan(0);
    expect(screen.queryByText('LKR 7,000')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hair Cut & Style ඉවත් කරන්න' })).toBeInTheDocument();
    const bar = screen.getByRole('region', { name: 'එකතුව' });
    expect(within(bar).getByRole('link', { name: 'වෙන්කිරීම කරගෙන යන්න' })).toHaveAttribute(
      'href',
      '/book-appointment',
    );
  });

  it("shows the owner's Sinhala title and description of a service, and English where none was given", async () => {
    const translated = buildCartItem({
      quantity: 2,
      service: {
        ...buildCartItem().service,
        translations: { si: { title: 'කොණ්ඩය කැපීම', description: 'නිවැරදි කැපීමක් සහ හැඩගැන්වීමක්.' } },
      },
    });
    const plain = buildCartItem({
      _id: 'c0000000-0000-4000-8000-000000000002',
      serviceId: 'a0000000-0000-4000-8000-000000000002',
      title: 'Gel Manicure',
      service: {
        ...buildCartItem().service,
        _id: 'a0000000-0000-4000-8000-000000000002',
        title: 'Gel Manicure',
      },
    });
    stubApi({
      ...signedInHandlers(buildUser()),
      'GET /api/cart/get-cart': () => cartAnswer(buildCart([translated, plain])),
    });
    document.cookie = `${LANGUAGE_COOKIE}=si; Path=/`;
    await loadCatalogue('si');
    renderApp('/cart');

    const items = await screen.findByRole('region', { name: 'ඔබේ සේවා' });
    expect(within(items).getByRole('heading', { name: 'කොණ්ඩය කැපීම' })).toBeInTheDocument();
    expect(within(items).getByText('නිවැරදි කැපීමක් සහ හැඩගැන්වීමක්.')).toBeInTheDocument();
    expect(within(items).getByRole('heading', { name: 'Gel Manicure' })).toBeInTheDocument();
    expect(screen.getByText('කොණ්ඩය කැපීම x 2')).toBeInTheDocument();
    expect(screen.getByText('Gel Manicure x 1')).toBeInTheDocument();
    expect(screen.queryByText(/Hair Cut & Style/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'කොණ්ඩය කැපීම ඉවත් කරන්න' })).toBeInTheDocument();
  });
});

describe('the cart at the chosen branch (docs/decisions/0045-branches.md)', () => {
  const colombo = buildBranch('b0000000-0000-4000-8000-000000000001', 'Colombo 3');
  const nugegoda = buildBranch('b0000000-0000-4000-8000-000000000002', 'Nugegoda');
  const trim = (price: number, overrides: Parameters<typeof buildCartItem>[0] = {}) =>
    buildCartItem({ title: "Gents' Haircut & Beard Trim", price, offered: true, ...overrides });
  /** The salon's cart (Colombo 3's prices) and the same cart priced at each branch. */
  const branchHandlers = (nugegodaCart: ReturnType<typeof buildCart>) => ({
    'GET /api/branches': () =>
      jsonResponse(200, { status: 'success', data: { branches: [colombo, nugegoda] } }),
    'GET /api/cart/get-cart': () => cartAnswer(buildCart([trim(2500, { offered: undefined })])),
    [`GET /api/cart/get-cart?branchId=${colombo._id}`]: () => cartAnswer(buildCart([trim(2500)])),
    [`GET /api/cart/get-cart?branchId=${nugegoda._id}`]: () => cartAnswer(nugegodaCart),
  });

  it("shows the remembered branch's price and total, names the branch, and follows another choice", async () => {
    window.localStorage.setItem('salon-branch', nugegoda._id);
    await openCart(branchHandlers(buildCart([trim(2000)])));

    const items = await screen.findByRole('region', { name: 'Your services' });
    // The price each and the line's total.
    expect(within(items).getAllByText('LKR 2,000')).toHaveLength(2);
    const summary = screen.getByRole('region', { name: 'Summary' });
    expect(within(summary).getByText('Services Total').closest('div')).toHaveTextContent('LKR 2,000');
    expect(within(summary).getByText('Total Amount').closest('div')).toHaveTextContent('LKR 3,000');
    expect(within(screen.getByRole('region', { name: 'Total' })).getByText('LKR 3,000')).toBeInTheDocument();
    expect(screen.queryByText(/2,500/)).not.toBeInTheDocument();
    const pricesAt = screen.getByRole('combobox', { name: 'Prices at' });
    expect(pricesAt).toHaveDisplayValue('Nugegoda');

    await userEvent.setup().selectOptions(pricesAt, 'Colombo 3');
    await waitFor(() =>
      expect(within(summary).getByText('Total Amount').closest('div')).toHaveTextContent('LKR 3,500'),
    );
    expect(within(items).getAllByText('LKR 2,500')).toHaveLength(2);
    expect(window.localStorage.getItem('salon-branch')).toBe(colombo._id);
  });

  it('marks a service the branch does not offer and leaves it out of the summary', async () => {
    window.localStorage.setItem('salon-branch', nugegoda._id);
    const facial = buildCartItem({
      _id: 'c0000000-0000-4000-8000-000000000002',
      serviceId: 'a0000000-0000-4000-8000-000000000002',
      title: 'Gold Facial',
      price: 6000,
      offered: false,
    });
    const offeredOnly = buildCart([trim(2000)]);
    await openCart(branchHandlers({ ...offeredOnly, items: [...offeredOnly.items, facial] }));

    const row = (await screen.findByRole('heading', { name: 'Gold Facial' })).closest('li')!;
    expect(row).toHaveTextContent('Not offered at Nugegoda: remove it, or choose another branch.');
    expect(within(row).queryByText('LKR 6,000', { selector: 'p' })).not.toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Summary' });
    expect(within(summary).queryByText(/Gold Facial/)).not.toBeInTheDocument();
    expect(within(summary).getByText('Total Amount').closest('div')).toHaveTextContent('LKR 3,000');
  });

  it('names no branch in a salon with one', async () => {
    await openCart({
      'GET /api/branches': () => jsonResponse(200, { status: 'success', data: { branches: [colombo] } }),
      'GET /api/cart/get-cart': () => cartAnswer(buildCart([trim(2500, { offered: undefined })])),
    });
    expect(await screen.findByRole('region', { name: 'Your services' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Prices at' })).not.toBeInTheDocument();
  });
});
