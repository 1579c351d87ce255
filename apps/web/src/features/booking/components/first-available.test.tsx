import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { bookingHandlers, callsTo, openBooking } from '../../../test/booking-flow-helpers.ts';
import { stubApi } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';

const firstAvailable = /^First available: .+ at 9:00 AM$/;

describe('First available (docs/product.md#2.10)', () => {
  it('chooses the earliest free day and start with one press', async () => {
    const { fetchMock } = await openBooking(bookingHandlers());
    const button = await screen.findByRole('button', { name: firstAvailable });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByRole('radio', { checked: true })).not.toBeInTheDocument();

    await userEvent.setup().click(button);
    expect(await screen.findByRole('radio', { name: '9:00 AM', checked: true })).toBeInTheDocument();
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Proceed to Payment' })).toBeInTheDocument();
    // The first day's times are asked once, shared by the grid and the button.
    expect(callsTo(fetchMock, '/api/appointments/check-availability')).toHaveLength(1);
  });

  it('is already chosen when Book again opened the page', async () => {
    stubApi(bookingHandlers());
    renderApp('/book-appointment?first=1');
    expect(await screen.findByRole('radio', { name: '9:00 AM', checked: true })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: firstAvailable })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Proceed to Payment' })).toBeInTheDocument();
  });
});
