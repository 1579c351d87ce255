import { datesOfMonth, weekdayOf } from '@salon/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays, addMonths, format, parseISO } from 'date-fns';
import { LANGUAGE_COOKIE } from '@salon/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { loadCatalogue } from '../../../lib/language.ts';
import { formatLongDate, formatTime12h } from '../../../lib/format-time.ts';
import { buildCart, buildCartItem } from '../../../test/booking-builders.ts';
import {
  bookableDate,
  bookableDaysAnswer,
  bookingHandlers,
  callsTo,
  chooseCalendarDate,
  chooseDateAndFirstSlot,
  dayButton,
  openBooking,
} from '../../../test/booking-flow-helpers.ts';
import { errorAnswer, jsonResponse, pendingResponse } from '../../../test/fake-api.ts';
import { bookingWindow } from '../lib/booking-dates.ts';

const nextDay = (date: string) => format(addDays(parseISO(date), 1), 'yyyy-MM-dd');
/** The next Monday-to-Saturday after a date. */
function nextOpenDay(date: string): string {
  const next = nextDay(date);
  return weekdayOf(next) === 0 ? nextDay(next) : next;
}

describe('booking screen before payment (docs/product.md#2.10)', () => {
  it('preselects the first bookable day, disables closed and past days and keeps payment dimmed', async () => {
    const first = bookableDate();
    const few = nextOpenDay(first);
    const { fetchMock } = await openBooking({
      ...bookingHandlers(),
      'POST /api/appointments/bookable-days': ({ body }) =>
        bookableDaysAnswer((body as { month: string }).month, { few: [few] }),
    });
    expect(await screen.findByRole('heading', { name: 'Book Appointment', level: 1 })).toBeInTheDocument();
    const grid = await screen.findByRole('grid', {
      name: `Choose a date, ${format(parseISO(first), 'MMMM yyyy')}`,
    });
    // The first bookable day is chosen, shown as 'MMMM d, yyyy', and its slots load.
    expect(await screen.findByText(formatLongDate(first))).toBeInTheDocument();
    expect((await dayButton(first)).closest('td')).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('radio', { name: '9:00 AM' })).not.toBeChecked();
    const [, init] = callsTo(fetchMock, '/api/appointments/check-availability')[0]!;
    expect(JSON.parse(String(init?.body))).toMatchObject({ date: first });

    // Sundays, past days and days after the window say so and cannot be chosen.
    const buttons = within(grid).getAllByRole('button');
    const range = bookingWindow(new Date());
    for (const button of buttons) {
      const date = button.getAttribute('data-date')!;
      const unavailable = date < range.earliest || date > range.max || weekdayOf(date) === 0;
      expect(button.getAttribute('aria-disabled') === 'true', date).toBe(unavailable);
      if (weekdayOf(date) === 0 && date >= range.min) expect(button).toHaveAccessibleName(/, closed$/);
    }
    const sunday = buttons.find((button) => button.getAttribute('aria-disabled') === 'true')!;
    const user = userEvent.setup();
    await user.click(sunday);
    expect(screen.getByText(formatLongDate(first))).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/appointments/check-availability')).toHaveLength(1);
    if (few.slice(0, 7) === first.slice(0, 7))
      expect(await dayButton(few)).toHaveAccessibleName(
        `${format(parseISO(few), 'EEEE, MMMM d, yyyy')}, 2 times left`,
      );
    expect(screen.getByText('Few times left')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous month' })).toHaveProperty(
      'disabled',
      first.slice(0, 7) === range.min.slice(0, 7),
    );

    expect(screen.getByText('Please select a date and time to continue')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Proceed to Payment' })).not.toBeInTheDocument();
    const paymentArea = screen.getByTestId('payment-form-area');
    expect(paymentArea).toHaveAttribute('aria-disabled', 'true');
    expect(paymentArea).toHaveAttribute('inert');
    expect(
      within(paymentArea).getByRole('button', { name: 'Pay LKR 1,000 Booking Fee' }),
    ).toBeInTheDocument();
  });

  it('moves through the calendar with the keyboard and chooses with Enter', async () => {
    const { fetchMock } = await openBooking(bookingHandlers());
    const user = userEvent.setup();
    const first = bookableDate();
    expect(await screen.findByText(formatLongDate(first))).toBeInTheDocument();
    const start = await dayButton(first);
    // One tab stop: the chosen day.
    expect(start).toHaveAttribute('tabindex', '0');
    start.focus();
    const target = nextOpenDay(first);
    for (let date = first; date !== target; date = nextDay(date)) await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(document.activeElement).toHaveAttribute('data-date', target));
    await user.keyboard('{Enter}');
    expect(await screen.findByText(formatLongDate(target))).toBeInTheDocument();
    await waitFor(() =>
      expect(
        callsTo(fetchMock, '/api/appointments/check-availability').map(
          ([, init]) => JSON.parse(String(init?.body)).date,
        ),
      ).toContain(target),
    );
    // PageDown turns to the next month, on the same day of the month where it exists.
    await user.keyboard('{PageDown}');
    const nextMonth = format(addMonths(parseISO(target), 1), 'MMMM yyyy');
    expect(await screen.findByRole('grid', { name: `Choose a date, ${nextMonth}` })).toBeInTheDocument();
    await waitFor(() =>
      expect(document.activeElement?.getAttribute('data-date')?.slice(0, 7)).toBe(
        format(addMonths(parseISO(target), 1), 'yyyy-MM'),
      ),
    );
    await user.keyboard('{PageUp}');
    await waitFor(() => expect(document.activeElement).toHaveAttribute('data-date', target));
  });

  it('shows 12-hour slots in three columns and the chosen slot with its end and minutes', async () => {
    const { fetchMock } = await openBooking(bookingHandlers());
    const user = userEvent.setup();
    const date = bookableDate();
    await chooseDateAndFirstSlot(user, date);

    expect(screen.getByText(formatLongDate(date))).toBeInTheDocument();
    const group = screen.getByRole('radiogroup', { name: 'Available time slots' });
    expect(group).toHaveClass('grid-cols-3');
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['9:00 AM', '9:30 AM', '10:00 AM', '2:30 PM']);
    expect(screen.getByRole('radio', { name: '9:00 AM' })).toBeChecked();

    const selected = screen.getByRole('region', { name: 'Selected Time Slot' });
    expect(within(selected).getByText('9:00 AM - 10:00 AM')).toBeInTheDocument();
    expect(within(selected).getByText(/60 minutes/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Proceed to Payment' })).toBeInTheDocument();
    expect(screen.getByTestId('payment-form-area')).toHaveAttribute('aria-disabled', 'true');

    const [, init] = callsTo(fetchMock, '/api/appointments/check-availability')[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({
      date,
      services: [{ _id: 'a0000000-0000-4000-8000-000000000001', averageTime: 60, quantity: 1 }],
    });
  });

  it('clears the chosen time when the date changes', async () => {
    await openBooking(bookingHandlers());
    const user = userEvent.setup();
    await chooseDateAndFirstSlot(user);
    expect(screen.getByRole('radio', { name: '9:00 AM' })).toBeChecked();
    await chooseCalendarDate(user, nextOpenDay(bookableDate()));
    expect(await screen.findByRole('radio', { name: '9:00 AM' })).not.toBeChecked();
    expect(screen.getByText('Please select a date and time to continue')).toBeInTheDocument();
  });

  it('says once when a date has no slots, offers the next available day, and says when slots could not load', async () => {
    const first = bookableDate();
    const later = nextOpenDay(first);
    let fullNow = false;
    let fail = false;
    await openBooking({
      ...bookingHandlers(),
      'POST /api/appointments/bookable-days': ({ body }) =>
        bookableDaysAnswer((body as { month: string }).month, fullNow ? { full: [first], first: later } : {}),
      'POST /api/appointments/check-availability': () => {
        if (fail) return errorAnswer('VALIDATION_FAILED');
        fullNow = true;
        return jsonResponse(200, {
          status: 'success',
          availableSlots: [],
          data: { availableSlots: [], duration: 60 },
        });
      },
    });
    // The preselected day's last start went meanwhile: one message, no toast, and the day shows
    // full (still choosable by a signed-in customer: there they join the waitlist).
    expect(
      await screen.findByText(
        'This day is full. Join the waitlist and we hold a time for you if one frees up.',
      ),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('button', {
        name: `${format(parseISO(first), 'EEEE, MMMM d, yyyy')}, fully booked`,
      }),
    ).not.toHaveAttribute('aria-disabled');
    expect(screen.queryByText('No available slots found for the selected date')).not.toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: `Next available: ${formatLongDate(later)}` }));
    expect(await screen.findByText(formatLongDate(later))).toBeInTheDocument();

    fail = true;
    await chooseCalendarDate(user, nextOpenDay(later));
    expect(await screen.findByText('Failed to load available time slots')).toBeInTheDocument();
  });

  it('offers the next available day when the month shown has none', async () => {
    const today = bookingWindow(new Date()).min;
    const following = format(addMonths(parseISO(today), 1), 'yyyy-MM');
    const first = [1, 2].map((day) => `${following}-0${day}`).find((date) => weekdayOf(date) !== 0)!;
    await openBooking({
      ...bookingHandlers(),
      'POST /api/appointments/bookable-days': ({ body }) => {
        const month = (body as { month: string }).month;
        return bookableDaysAnswer(month, { full: month === following ? [] : datesOfMonth(month), first });
      },
    });
    // The calendar opens on the month of the first bookable day, with that day chosen.
    expect(await screen.findByText(formatLongDate(first))).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(await screen.findByText('No free days this month.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: `Next available: ${formatLongDate(first)}` }));
    expect(
      await screen.findByRole('grid', { name: `Choose a date, ${format(parseISO(first), 'MMMM yyyy')}` }),
    ).toBeInTheDocument();
  });

  it('sends an empty cart back to the services with a toast', async () => {
    const { router } = await openBooking(
      {
        ...bookingHandlers(buildCart([])),
        'GET /api/services/get-services': () =>
          jsonResponse(200, { status: 'success', data: { services: [] } }),
      },
      { waitForForm: false },
    );
    expect(await screen.findByText('Please add services to your cart first')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/services'));
  });
});

describe('booking screen in Tamil (docs/architecture.md#languages)', () => {
  afterEach(() => {
    document.cookie = `${LANGUAGE_COOKIE}=; Path=/; Max-Age=0`;
  });

  it('shows the date, the times, the summary and the way to payment in the remembered language', async () => {
    document.cookie = `${LANGUAGE_COOKIE}=ta; Path=/`;
    await loadCatalogue('ta');
    const first = bookableDate();
    const translated = buildCartItem({
      service: { ...buildCartItem().service, translations: { ta: { title: 'முடி வெட்டுதல்' } } },
    });
    await openBooking(bookingHandlers(buildCart([translated])), { waitForForm: false });

    expect(
      await screen.findByRole('heading', { name: 'சந்திப்பை முன்பதிவு செய்க', level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'தேதியும் நேரமும்' })).toBeInTheDocument();
    expect(await screen.findByRole('grid', { name: /^ஒரு தேதியைத் தேர்ந்தெடுங்கள்/ })).toBeInTheDocument();
    expect(await screen.findByText(formatLongDate(first, 'ta').replace(/\s+/g, ' '))).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'சேவைச் சுருக்கம்' });
    expect(within(summary).getByText('முடி வெட்டுதல்')).toBeInTheDocument();
    expect(within(summary).queryByText('Hair Cut & Style')).not.toBeInTheDocument();
    // Tamil reads the 12-hour clock like English and Sinhala (docs/product.md#2.2).
    const nine = formatTime12h('09:00', 'ta').replace(/\s+/g, ' ');
    expect(nine).toMatch(/^9:00\b/);
    expect(formatTime12h('14:00', 'ta')).not.toContain('14');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: nine }));
    expect(await screen.findByRole('button', { name: 'கட்டணம் செலுத்தத் தொடருங்கள்' })).toBeEnabled();
  });
});

describe('booking screen in Sinhala (docs/architecture.md#languages)', () => {
  afterEach(() => {
    document.cookie = `${LANGUAGE_COOKIE}=; Path=/; Max-Age=0`;
  });

  it('says in Sinhala that the payment options are loading', async () => {
    document.cookie = `${LANGUAGE_COOKIE}=si; Path=/`;
    await loadCatalogue('si');
    await openBooking(
      { ...bookingHandlers(), 'GET /api/config': () => pendingResponse() },
      { waitForForm: false },
    );

    expect(await screen.findByText('ගෙවීම් ක්‍රම පූරණය වෙමින්...')).toBeInTheDocument();
    expect(screen.queryByText('Loading payment options...')).not.toBeInTheDocument();
  });
});
