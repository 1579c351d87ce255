import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { toast } from '../../../lib/toast.ts';
import { buildUser, jsonResponse, signedInHandlers, stubApi } from '../../../test/fake-api.ts';
import type { ApiHandler } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';

const CARD_ID = '5b0c2f0e-1a2b-4c3d-8e9f-0a1b2c3d4e5f';
const visa = { id: CARD_ID, brand: 'visa', last4: '4242', expMonth: 3, expYear: 2031 };

async function openSavedCards(handlers: Record<string, ApiHandler>) {
  const fetchMock = stubApi({ ...signedInHandlers(buildUser()), ...handlers });
  renderApp('/profile');
  const user = userEvent.setup();
  await user.click(await screen.findByRole('tab', { name: 'Saved cards' }));
  return { fetchMock, user };
}

afterEach(() => toast.dismiss());

describe('Saved cards on the profile (docs/decisions/0033-saved-cards.md)', () => {
  it('says how to save a card when there is none', async () => {
    await openSavedCards({
      'GET /api/payments/saved-cards': () => jsonResponse(200, { status: 'success', data: { cards: [] } }),
    });
    expect(await screen.findByText(/No saved cards yet/)).toBeInTheDocument();
  });

  it('removes a card after the confirmation, with the keyboard alone', async () => {
    let cards = [visa];
    const { fetchMock, user } = await openSavedCards({
      'GET /api/payments/saved-cards': () => jsonResponse(200, { status: 'success', data: { cards } }),
      [`DELETE /api/payments/saved-cards/${CARD_ID}`]: () => {
        cards = [];
        return jsonResponse(200, { status: 'success', message: 'Card removed' });
      },
    });
    const list = await screen.findByRole('list', { name: 'Saved cards' });
    expect(within(list).getByText('Visa •••• 4242')).toBeInTheDocument();
    expect(within(list).getByText('Expires 03/2031')).toBeInTheDocument();

    const remove = within(list).getByRole('button', { name: 'Remove Visa ending 4242' });
    remove.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Remove this card?' });
    // Escape keeps the card.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'DELETE')).toEqual([]);

    remove.focus();
    await user.keyboard('{Enter}');
    const again = await screen.findByRole('dialog', { name: 'Remove this card?' });
    within(again).getByRole('button', { name: 'Remove' }).focus();
    await user.keyboard('{Enter}');

    expect(await screen.findByText('Card removed')).toBeInTheDocument();
    expect(await screen.findByText(/No saved cards yet/)).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'DELETE')).toHaveLength(1);
  });

  it('shows a load failure with Try Again', async () => {
    await openSavedCards({
      'GET /api/payments/saved-cards': () =>
        jsonResponse(500, { status: 'error', message: 'Boom', code: 'INTERNAL' }),
    });
    expect(await screen.findByText('Could not load your saved cards.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });
});
