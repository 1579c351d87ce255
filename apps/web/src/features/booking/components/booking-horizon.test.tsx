import { datesOfMonth } from '@salon/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserEvent } from '@testing-library/user-event';
import { addDays, format, parseISO } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { formatLongDate } from '../../../lib/format-time.ts';
import { bookingHandlers, dayButton, openBooking } from '../../../test/booking-flow-helpers.ts';
import { jsonResponse } from '../../../test/fake-api.ts';
import { publicConfig } from '../../../test/public-config.ts';
import { bookingWindow } from '../lib/booking-dates.ts';

const today = () => bookingWindow(new Date()).min;
const daysAhead = (days: number) => format(addDays(parseISO(today()), days), 'yyyy-MM-dd');

/**
 * A salon whose owner set `horizonDays` (GET /api/config says so), and a month answer that
 * offers every day from today on: the calendar alone must keep to the owner's horizon.
 */
const salonWithHorizon = (horizonDays: number) => ({
  ...bookingHandlers(),
  'GET /api/config': () => jsonResponse(200, { status: 'success', data: publicConfig({ horizonDays }) }),
  'POST /api/appointments/bookable-days': ({ body }: { body: unknown }) => {
    const { month } = body as { month: string };
    const days = datesOfMonth(month).map((date) => {
      const state = date < today() ? 'past' : 'open';
      return { date, state, slotsLeft: state === 'open' ? 10 : 0 };
    });
    return jsonResponse(200, { status: 'success', data: { month, days, firstBookableDate: daysAhead(1) } });
  },
});

async function turnTo(user: UserEvent, date: string) {
  const target = `Choose a date, ${format(parseISO(date), 'MMMM yyyy')}`;
  for (let turns = 0; turns < 6 && !screen.queryByRole('grid', { name: target }); turns++) {
    const next = screen.getByRole('button', { name: 'Next month' });
    if (next.hasAttribute('disabled')) break;
    await user.click(next);
  }
  return screen.findByRole('grid', { name: target });
}

describe('the calendar keeps to the owner’s booking horizon (docs/architecture.md#availability)', () => {
  it('offers day 100 when the owner books 120 days ahead', async () => {
    await openBooking(salonWithHorizon(120));
    const user = userEvent.setup();
    const day100 = daysAhead(100);
    await turnTo(user, day100);
    await waitFor(async () => expect(await dayButton(day100)).not.toHaveAttribute('aria-disabled'));
    await user.click(await dayButton(day100));
    expect(await screen.findByText(formatLongDate(day100))).toBeInTheDocument();
  });

  it('refuses day 61 when the owner books 60 days ahead', async () => {
    await openBooking(salonWithHorizon(60));
    const user = userEvent.setup();
    const day60 = daysAhead(60);
    const day61 = daysAhead(61);
    await turnTo(user, day60);
    await waitFor(async () => expect(await dayButton(day60)).not.toHaveAttribute('aria-disabled'));
    if (day61.slice(0, 7) === day60.slice(0, 7)) {
      // The month answer offers it; the calendar still refuses it, and says why.
      const refused = await dayButton(day61);
      expect(refused).toHaveAttribute('aria-disabled', 'true');
      expect(refused).toHaveAccessibleName(/, not yet open for booking$/);
      await user.click(refused);
      expect(screen.queryByText(formatLongDate(day61))).not.toBeInTheDocument();
    } else {
      // Day 61 opens a month the calendar does not turn to.
      expect(screen.getByRole('button', { name: 'Next month' })).toBeDisabled();
    }
  });
});
