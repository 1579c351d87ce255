import { LANGUAGE_COOKIE } from '@salon/contracts';
import type { Appointment } from '@salon/contracts';
import { datesOfMonth, weekdayOf } from '@salon/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { format, parseISO } from 'date-fns';
import { toast } from '../../../lib/toast.ts';
import { afterEach, describe, expect, it } from 'vitest';
import { formatLongDate, formatTime12h } from '../../../lib/format-time.ts';
import { loadCatalogue } from '../../../lib/language.ts';
import { salonToday, shiftDate } from '../../../lib/salon-date.ts';
import { buildAppointment, buildStaffMember, staffAnswer } from '../../../test/booking-builders.ts';
import { buildBranch } from '../../../test/branch-builders.ts';
import { success } from '../../../test/catalogue-builders.ts';
import { bookableDate, bookableDaysAnswer, callsTo, dayButton } from '../../../test/booking-flow-helpers.ts';
import { buildUser, errorAnswer, jsonResponse, signedInHandlers, stubApi } from '../../../test/fake-api.ts';
import type { ApiHandler } from '../../../test/fake-api.ts';
import { publicConfig } from '../../../test/public-config.ts';
import { renderApp } from '../../../test/render-app.tsx';

afterEach(() => toast.dismiss());

const HOUR = 60 * 60 * 1000;
const hoursAhead = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();
const listAnswer = (appointments: Appointment[]) =>
  jsonResponse(200, { status: 'success', data: { appointments } });
const slotsAnswer = (slots: string[]) =>
  jsonResponse(200, {
    status: 'success',
    availableSlots: slots,
    data: { availableSlots: slots, duration: 60 },
  });

async function openAppointments(handlers: Record<string, ApiHandler>) {
  const fetchMock = stubApi({ ...signedInHandlers(buildUser()), ...handlers });
  renderApp('/profile/appointments');
  await screen.findByRole('heading', { name: 'My Appointments', level: 1 });
  await waitFor(() => expect(screen.queryByText('Loading appointments...')).not.toBeInTheDocument());
  return fetchMock;
}

/** The next day after `date` that is not a Sunday (the salon's closed day). */
const nextOpenDay = (date: string): string => {
  const next = shiftDate(date, 1);
  return weekdayOf(next) === 0 ? nextOpenDay(next) : next;
};

const cardOf = (reference: string) => screen.getByRole('article', { name: new RegExp(reference) });
const movable = (overrides: Partial<Appointment> = {}) =>
  buildAppointment({ startsAt: hoursAhead(24 * 5), rescheduleCount: 0, ...overrides });

describe('rescheduling from my appointments (docs/product.md#2.11)', () => {
  it('offers Reschedule only while the appointment may move, says why not otherwise, and shows the note', async () => {
    await openAppointments({
      'GET /api/appointments/my-appointments': () =>
        listAnswer([
          movable({ _id: 'a1', appointmentId: 'APT-FREE', notes: 'Allergic to ammonia' }),
          movable({ _id: 'a2', appointmentId: 'APT-SOON', startsAt: hoursAhead(3) }),
          movable({ _id: 'a3', appointmentId: 'APT-TWICE', customerMoveCount: 2 }),
          movable({ _id: 'a4', appointmentId: 'APT-OVER', status: 'cancelled' }),
          // Moved twice by the salon: the customer's own two moves are still theirs (issue 27).
          movable({ _id: 'a5', appointmentId: 'APT-SALON', rescheduleCount: 2, customerMoveCount: 0 }),
        ]),
    });
    const free = cardOf('APT-FREE');
    expect(within(free).getByRole('button', { name: 'Reschedule' })).toBeInTheDocument();
    expect(within(free).getByText('Your note:')).toBeInTheDocument();
    expect(within(free).getByText(/Allergic to ammonia/)).toBeInTheDocument();
    const soon = cardOf('APT-SOON');
    expect(within(soon).queryByRole('button', { name: 'Reschedule' })).not.toBeInTheDocument();
    expect(
      within(soon).getByText('Can no longer be moved online: less than 24 hours to go'),
    ).toBeInTheDocument();
    expect(within(cardOf('APT-TWICE')).getByText('Already moved twice')).toBeInTheDocument();
    expect(within(cardOf('APT-SALON')).getByRole('button', { name: 'Reschedule' })).toBeInTheDocument();
    const over = cardOf('APT-OVER');
    expect(within(over).queryByRole('button', { name: 'Reschedule' })).not.toBeInTheDocument();
    expect(within(over).queryByText('Already moved twice')).not.toBeInTheDocument();
  });

  it('shows the days it can move to on the month calendar, the first chosen, and moves it by keyboard', async () => {
    const first = bookableDate();
    const target = nextOpenDay(first);
    const appointment = movable();
    const fetchMock = await openAppointments({
      'GET /api/appointments/my-appointments': () => listAnswer([appointment]),
      'POST /api/appointments/bookable-days': ({ body }) =>
        bookableDaysAnswer((body as { month: string }).month, { few: [target], first }),
      'POST /api/appointments/check-availability': () => slotsAnswer(['09:00', '11:30', '15:00']),
      [`POST /api/appointments/${appointment._id}/reschedule`]: () =>
        jsonResponse(200, {
          status: 'success',
          message: 'Your appointment has moved',
          data: {
            appointment: {
              ...appointment,
              date: target,
              startTime: '15:00',
              endTime: '16:00',
              rescheduleCount: 1,
            },
          },
        }),
    });
    const user = userEvent.setup();
    await user.click(within(cardOf('APT-20260603-0001')).getByRole('button', { name: 'Reschedule' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move your appointment' });
    const grid = await within(dialog).findByRole('grid', {
      name: `New date, ${format(parseISO(first), 'MMMM yyyy')}`,
    });
    // The first day it can move to is chosen to begin with, and its free times load.
    expect(await within(dialog).findByText(formatLongDate(first))).toBeInTheDocument();
    const start = await dayButton(first);
    expect(start.closest('td')).toHaveAttribute('aria-selected', 'true');
    expect(await within(dialog).findByRole('radio', { name: '9:00 AM' })).not.toBeChecked();
    expect(within(dialog).getByRole('button', { name: 'Confirm new time' })).toBeDisabled();
    // Both questions name the appointment: its own time does not count against it.
    const services = [{ _id: 'a0000000-0000-4000-8000-000000000001', quantity: 1 }];
    // Near a month's end the first free day lies in the next month: the month of today is asked
    // first, so the calls are read whole rather than the first one alone.
    const daysAsked = callsTo(fetchMock, '/api/appointments/bookable-days').map(([, init]) =>
      JSON.parse(String(init?.body)),
    );
    expect(daysAsked).toContainEqual({ month: first.slice(0, 7), services, appointmentId: appointment._id });
    expect(daysAsked.every((body) => body.appointmentId === appointment._id)).toBe(true);
    expect(
      JSON.parse(String(callsTo(fetchMock, '/api/appointments/check-availability')[0]![1]?.body)),
    ).toEqual({ date: first, services, appointmentId: appointment._id });

    // Days it cannot move to say why and cannot be chosen; a nearly full one says how full.
    for (const button of within(grid).getAllByRole('button')) {
      const date = button.getAttribute('data-date')!;
      if (weekdayOf(date) === 0 && date >= salonToday()) {
        expect(button).toHaveAttribute('aria-disabled', 'true');
        expect(button).toHaveAccessibleName(/, closed$/);
      }
    }
    if (target.slice(0, 7) === first.slice(0, 7))
      expect(await dayButton(target)).toHaveAccessibleName(
        `${format(parseISO(target), 'EEEE, MMMM d, yyyy')}, 2 times left`,
      );

    // Arrows and Enter, as on the booking page (across a month's end too).
    start.focus();
    for (let date = first; date !== target; date = shiftDate(date, 1)) await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(document.activeElement).toHaveAttribute('data-date', target));
    await user.keyboard('{Enter}');
    expect(await within(dialog).findByText(formatLongDate(target))).toBeInTheDocument();
    await waitFor(() =>
      expect(
        callsTo(fetchMock, '/api/appointments/check-availability').map(
          ([, init]) => JSON.parse(String(init?.body)).date,
        ),
      ).toContain(target),
    );
    await user.click(await within(dialog).findByRole('radio', { name: '3:00 PM' }));
    await user.click(within(dialog).getByRole('button', { name: 'Confirm new time' }));

    expect(await screen.findByText('Your appointment has moved')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(cardOf('APT-20260603-0001')).getByText('3:00 PM - 4:00 PM')).toBeInTheDocument();
    const sent = fetchMock.mock.calls.find(([input]) => String(input).endsWith('/reschedule'));
    expect(JSON.parse(String(sent![1]?.body))).toEqual({ date: target, startTime: '15:00' });
  });

  it("does not offer the appointment's own start time on its own day", async () => {
    const first = bookableDate();
    const appointment = movable({ date: first, startTime: '11:30', endTime: '12:30' });
    await openAppointments({
      'GET /api/appointments/my-appointments': () => listAnswer([appointment]),
      'POST /api/appointments/bookable-days': ({ body }) =>
        bookableDaysAnswer((body as { month: string }).month, { first }),
      'POST /api/appointments/check-availability': () => slotsAnswer(['09:00', '11:30', '15:00']),
    });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reschedule' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move your appointment' });
    expect(await within(dialog).findByRole('radio', { name: '9:00 AM' })).toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: '3:00 PM' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('radio', { name: '11:30 AM' })).not.toBeInTheDocument();
  });

  it('offers the next free day when the month shown has none', async () => {
    const first = bookableDate();
    const later = nextOpenDay(shiftDate(first, 39));
    const appointment = movable();
    await openAppointments({
      'GET /api/appointments/my-appointments': () => listAnswer([appointment]),
      'POST /api/appointments/bookable-days': ({ body }) => {
        const { month } = body as { month: string };
        // The first answer names the first free day; it then fills up before the month loads again.
        return bookableDaysAnswer(month, {
          full: month === later.slice(0, 7) ? [] : datesOfMonth(month),
          first: later,
        });
      },
      'POST /api/appointments/check-availability': () => slotsAnswer(['10:00']),
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Reschedule' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move your appointment' });
    // The first free day is 40 days on: its month is shown and the day chosen.
    expect(
      await within(dialog).findByRole('grid', { name: `New date, ${format(parseISO(later), 'MMMM yyyy')}` }),
    ).toBeInTheDocument();
    expect(await within(dialog).findByText(formatLongDate(later))).toBeInTheDocument();
    // Turning back to a month with no free day offers the way back to it.
    await user.click(within(dialog).getByRole('button', { name: 'Previous month' }));
    const next = await within(dialog).findByRole('button', {
      name: `Next available: ${formatLongDate(later)}`,
    });
    expect(within(dialog).getByText('No free days this month.')).toBeInTheDocument();
    await user.click(next);
    expect(
      await within(dialog).findByRole('grid', { name: `New date, ${format(parseISO(later), 'MMMM yyyy')}` }),
    ).toBeInTheDocument();
  });

  it('shows a refusal once, inside the dialog, and reloads the times when the slot was taken', async () => {
    const appointment = movable();
    let availabilityCalls = 0;
    await openAppointments({
      'GET /api/appointments/my-appointments': () => listAnswer([appointment]),
      'POST /api/appointments/bookable-days': ({ body }) =>
        bookableDaysAnswer((body as { month: string }).month),
      'POST /api/appointments/check-availability': () => {
        availabilityCalls++;
        return slotsAnswer(availabilityCalls === 1 ? ['10:00', '12:00'] : ['12:00']);
      },
      [`POST /api/appointments/${appointment._id}/reschedule`]: () =>
        errorAnswer('SLOT_TAKEN', 'This time slot is no longer available. Please choose another.'),
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Reschedule' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move your appointment' });
    await user.click(await within(dialog).findByRole('radio', { name: '10:00 AM' }));
    await user.click(within(dialog).getByRole('button', { name: 'Confirm new time' }));

    expect(
      await within(dialog).findByText('This time slot is no longer available. Please choose another.'),
    ).toBeInTheDocument();
    expect(screen.getAllByText('This time slot is no longer available. Please choose another.')).toHaveLength(
      1,
    );
    await waitFor(() =>
      expect(within(dialog).queryByRole('radio', { name: '10:00 AM' })).not.toBeInTheDocument(),
    );
    expect(within(dialog).getByRole('radio', { name: '12:00 PM' })).toBeInTheDocument();
    expect(within(cardOf('APT-20260603-0001')).getByText('9:00 AM - 10:00 AM')).toBeInTheDocument();
  });
});

describe('rescheduling in Tamil (docs/architecture.md#languages)', () => {
  afterEach(() => {
    document.cookie = `${LANGUAGE_COOKIE}=; Path=/; Max-Age=0`;
  });

  it("shows the status, the dialog, the calendar's month and days and the times in the remembered language", async () => {
    const first = bookableDate();
    const appointment = movable({ status: 'confirmed' });
    document.cookie = `${LANGUAGE_COOKIE}=ta; Path=/`;
    await loadCatalogue('ta');
    stubApi({
      ...signedInHandlers(buildUser()),
      'GET /api/appointments/my-appointments': () => listAnswer([appointment]),
      'POST /api/appointments/bookable-days': ({ body }) =>
        bookableDaysAnswer((body as { month: string }).month, { first }),
      'POST /api/appointments/check-availability': () => slotsAnswer(['09:00', '15:00']),
    });
    renderApp('/profile/appointments');
    const card = await screen.findByRole('article', { name: /APT-20260603-0001/ });
    expect(within(card).getByText('உறுதிசெய்யப்பட்டது')).toBeInTheDocument();
    expect(within(card).getByText('நிலை:', { exact: false })).toBeInTheDocument();

    await userEvent.setup().click(within(card).getByRole('button', { name: 'நேரத்தை மாற்று' }));
    const dialog = await screen.findByRole('dialog', { name: 'உங்கள் சந்திப்பின் நேரத்தை மாற்றுங்கள்' });
    const monthName = new Intl.DateTimeFormat('ta-LK', { month: 'long', year: 'numeric' }).format(
      parseISO(first),
    );
    expect(monthName).not.toBe(format(parseISO(first), 'MMMM yyyy'));
    const grid = await within(dialog).findByRole('grid', { name: `புதிய தேதி, ${monthName}` });
    // Every Sunday still ahead is closed, and says so in Tamil; how many depends on the day the test runs.
    const sundaysAhead = within(grid)
      .getAllByRole('button')
      .filter(
        (day) =>
          weekdayOf(day.getAttribute('data-date')!) === 0 && day.getAttribute('data-date')! >= salonToday(),
      );
    expect(within(grid).queryAllByRole('button', { name: /, மூடப்பட்டுள்ளது$/ })).toEqual(sundaysAhead);
    for (const day of sundaysAhead) expect(day).toHaveAttribute('aria-disabled', 'true');
    expect(await within(dialog).findByText(formatLongDate(first, 'ta'))).toBeInTheDocument();
    expect(
      await within(dialog).findByRole('radio', { name: formatTime12h('15:00', 'ta') }),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('group', { name: 'காலியான தொடக்க நேரங்கள்' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'புதிய நேரத்தை உறுதிசெய்' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'தற்போதைய நேரத்தையே வைத்திரு' })).toBeEnabled();
  });
});

describe('the move calendar keeps to the owner’s booking horizon (docs/architecture.md#availability)', () => {
  it('turns to the month of day 100 when the owner books 120 days ahead', async () => {
    const appointment = movable({ _id: 'a-horizon', appointmentId: 'APT-HORIZON' });
    const day100 = shiftDate(salonToday(), 100);
    await openAppointments({
      'GET /api/config': () =>
        jsonResponse(200, { status: 'success', data: publicConfig({ horizonDays: 120 }) }),
      'GET /api/appointments/my-appointments': () => listAnswer([appointment]),
      'POST /api/appointments/bookable-days': ({ body }) =>
        bookableDaysAnswer((body as { month: string }).month, { first: bookableDate() }),
      'POST /api/appointments/check-availability': () => slotsAnswer(['10:00']),
    });
    const user = userEvent.setup();
    await user.click(within(cardOf('APT-HORIZON')).getByRole('button', { name: 'Reschedule' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move your appointment' });
    const target = `New date, ${format(parseISO(day100), 'MMMM yyyy')}`;
    await within(dialog).findByRole('grid', { name: /^New date/ });
    for (let turns = 0; turns < 6 && !within(dialog).queryByRole('grid', { name: target }); turns++) {
      const next = within(dialog).getByRole('button', { name: 'Next month' });
      expect(next).toBeEnabled();
      await user.click(next);
    }
    expect(await within(dialog).findByRole('grid', { name: target })).toBeInTheDocument();
  });
});

describe('the stylist of a move (docs/decisions/0036-stylists.md)', () => {
  const own = buildStaffMember({ _id: '5a000000-0000-4000-8000-000000000001', name: 'Dilani Fernando' });
  const other = buildStaffMember({ _id: '5a000000-0000-4000-8000-000000000002', name: 'Kasun Jayasuriya' });
  // Does only another service: not offered for this appointment.
  const colourist = buildStaffMember({
    _id: '5a000000-0000-4000-8000-000000000003',
    name: 'Amaya Silva',
    services: [{ _id: 'a0000000-0000-4000-8000-000000000002', price: 6000, averageTime: 120 }],
  });

  it('shows the stylist on the card, keeps them by default and sends another only when chosen', async () => {
    const first = bookableDate();
    const appointment = movable({ staff: { _id: own._id, name: own.name } });
    const moves: unknown[] = [];
    const fetchMock = await openAppointments({
      'GET /api/appointments/my-appointments': () => listAnswer([appointment]),
      'GET /api/staff': () => staffAnswer([own, other, colourist]),
      'POST /api/appointments/bookable-days': ({ body }) =>
        bookableDaysAnswer((body as { month: string }).month, { first }),
      'POST /api/appointments/check-availability': () => slotsAnswer(['09:00', '11:30']),
      [`POST /api/appointments/${appointment._id}/reschedule`]: ({ body }) => {
        moves.push(body);
        return jsonResponse(200, {
          status: 'success',
          data: { appointment: { ...appointment, date: first, startTime: '11:30', staff: other } },
        });
      },
    });
    expect(within(cardOf('APT-20260603-0001')).getByText('With Dilani Fernando')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(within(cardOf('APT-20260603-0001')).getByRole('button', { name: 'Reschedule' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move your appointment' });
    const stylist = await within(dialog).findByRole('combobox', { name: 'Stylist' });
    await waitFor(() =>
      expect(
        within(stylist)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Dilani Fernando', 'Kasun Jayasuriya']),
    );
    expect(stylist).toHaveValue(own._id);
    await within(dialog).findByRole('radio', { name: '9:00 AM' });
    const asked = () =>
      callsTo(fetchMock, '/api/appointments/check-availability').map(
        ([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>,
      );
    expect(asked().at(-1)).not.toHaveProperty('staffId');

    await user.selectOptions(stylist, other._id);
    await waitFor(() => expect(asked().at(-1)).toMatchObject({ staffId: other._id }));
    await user.click(await within(dialog).findByRole('radio', { name: '11:30 AM' }));
    await user.click(within(dialog).getByRole('button', { name: 'Confirm new time' }));
    await waitFor(() => expect(moves).toHaveLength(1));
    expect(moves[0]).toEqual({ date: first, startTime: '11:30', staffId: other._id });
    expect(await within(cardOf('APT-20260603-0001')).findByText('With Kasun Jayasuriya')).toBeInTheDocument();
  });

  it('names the branch the booking is at beside its stylist, with two branches (docs/decisions/0045-branches.md)', async () => {
    const nugegoda = { _id: 'e1b2c3d4-0000-4000-8000-000000000002', name: 'Nugegoda', address: null };
    const kasun = buildStaffMember({ name: 'Kasun' });
    const appointment = movable({ staff: { _id: kasun._id, name: kasun.name }, branch: nugegoda });
    await openAppointments({
      'GET /api/appointments/my-appointments': () => listAnswer([appointment]),
      'GET /api/branches': () =>
        success({
          branches: [
            buildBranch('e1b2c3d4-0000-4000-8000-000000000001', 'Colombo 3'),
            buildBranch(nugegoda._id, 'Nugegoda'),
          ],
        }),
      [`GET /api/staff?branchId=${nugegoda._id}`]: () => staffAnswer([kasun]),
      'POST /api/appointments/bookable-days': ({ body }) =>
        bookableDaysAnswer((body as { month: string }).month, { first: bookableDate() }),
      'POST /api/appointments/check-availability': () => slotsAnswer(['09:00']),
    });
    const user = userEvent.setup();
    await user.click(within(cardOf('APT-20260603-0001')).getByRole('button', { name: 'Reschedule' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move your appointment' });
    expect(await within(dialog).findByText('At Nugegoda · With Kasun')).toBeInTheDocument();
  });

  it('names no branch in the move dialog where the salon has one', async () => {
    await openAppointments({
      'GET /api/appointments/my-appointments': () =>
        listAnswer([
          movable({
            branch: { _id: 'e1b2c3d4-0000-4000-8000-000000000001', name: 'Colombo 3', address: null },
          }),
        ]),
      'GET /api/branches': () =>
        success({ branches: [buildBranch('e1b2c3d4-0000-4000-8000-000000000001', 'Colombo 3')] }),
      'POST /api/appointments/bookable-days': ({ body }) =>
        bookableDaysAnswer((body as { month: string }).month, { first: bookableDate() }),
      'POST /api/appointments/check-availability': () => slotsAnswer(['09:00']),
    });
    const user = userEvent.setup();
    await user.click(within(cardOf('APT-20260603-0001')).getByRole('button', { name: 'Reschedule' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move your appointment' });
    await within(dialog).findByRole('radio', { name: '9:00 AM' });
    expect(within(dialog).queryByText(/^At /)).not.toBeInTheDocument();
  });

  it('shows no stylist for a booking made before the salon had a team', async () => {
    await openAppointments({
      'GET /api/appointments/my-appointments': () => listAnswer([movable({ staff: null })]),
    });
    expect(within(cardOf('APT-20260603-0001')).queryByText(/^With /)).not.toBeInTheDocument();
  });
});

describe('the stylist in Sinhala (docs/architecture.md#languages)', () => {
  afterEach(() => {
    document.cookie = `${LANGUAGE_COOKIE}=; Path=/; Max-Age=0`;
  });

  it('names the stylist of an appointment in Sinhala on the card and in the move dialog', async () => {
    document.cookie = `${LANGUAGE_COOKIE}=si; Path=/`;
    await loadCatalogue('si');
    const own = buildStaffMember({ name: 'Dilani Fernando' });
    const other = buildStaffMember({ _id: '5a000000-0000-4000-8000-000000000002', name: 'Kasun' });
    stubApi({
      ...signedInHandlers(buildUser()),
      'GET /api/appointments/my-appointments': () =>
        listAnswer([movable({ staff: { _id: own._id, name: own.name } })]),
      'GET /api/staff': () => staffAnswer([own, other]),
      'POST /api/appointments/bookable-days': ({ body }) =>
        bookableDaysAnswer((body as { month: string }).month, { first: bookableDate() }),
      'POST /api/appointments/check-availability': () => slotsAnswer(['09:00']),
    });
    renderApp('/profile/appointments');
    expect(await screen.findByText('Dilani Fernando සමඟ', {})).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'කාලය වෙනස් කරන්න' }));
    expect(await screen.findByRole('combobox', { name: 'ශිල්පියා' })).toHaveValue(own._id);
  });
});
