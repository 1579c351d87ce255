import type { Appointment } from '@salon/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { salonToday, shiftDate } from '../../../lib/salon-date.ts';
import { buildAppointment } from '../../../test/booking-builders.ts';
import { buildUser, errorAnswer, jsonResponse, signedInHandlers, stubApi } from '../../../test/fake-api.ts';
import type { ApiHandler } from '../../../test/fake-api.ts';
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
          movable({ _id: 'a3', appointmentId: 'APT-TWICE', rescheduleCount: 2 }),
          movable({ _id: 'a4', appointmentId: 'APT-OVER', status: 'cancelled' }),
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
    const over = cardOf('APT-OVER');
    expect(within(over).queryByRole('button', { name: 'Reschedule' })).not.toBeInTheDocument();
    expect(within(over).queryByText('Already moved twice')).not.toBeInTheDocument();
  });

  it('shows the free times of the chosen date, moves the appointment and updates the card', async () => {
    const date = shiftDate(salonToday(), 6);
    const appointment = movable();
    const fetchMock = await openAppointments({
      'GET /api/appointments/my-appointments': () => listAnswer([appointment]),
      'POST /api/appointments/check-availability': () => slotsAnswer(['09:00', '11:30', '15:00']),
      [`POST /api/appointments/${appointment._id}/reschedule`]: () =>
        jsonResponse(200, {
          status: 'success',
          message: 'Your appointment has moved',
          data: {
            appointment: { ...appointment, date, startTime: '15:00', endTime: '16:00', rescheduleCount: 1 },
          },
        }),
    });
    const user = userEvent.setup();
    await user.click(within(cardOf('APT-20260603-0001')).getByRole('button', { name: 'Reschedule' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move your appointment' });
    const dateInput = within(dialog).getByLabelText('New date');
    expect(dateInput).toHaveAttribute('min', salonToday());
    expect(within(dialog).getByRole('button', { name: 'Confirm new time' })).toBeDisabled();
    fireEvent.input(dateInput, { target: { value: date } });
    await user.click(await within(dialog).findByRole('radio', { name: '3:00 PM' }));
    const availability = fetchMock.mock.calls.find(
      ([input]) => input === '/api/appointments/check-availability',
    );
    expect(JSON.parse(String(availability![1]?.body))).toEqual({
      date,
      services: [{ _id: 'a0000000-0000-4000-8000-000000000001', quantity: 1 }],
    });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm new time' }));

    expect(await screen.findByText('Your appointment has moved')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(cardOf('APT-20260603-0001')).getByText('3:00 PM - 4:00 PM')).toBeInTheDocument();
    const sent = fetchMock.mock.calls.find(([input]) => String(input).endsWith('/reschedule'));
    expect(JSON.parse(String(sent![1]?.body))).toEqual({ date, startTime: '15:00' });
  });

  it('shows a refusal once, inside the dialog, and reloads the times when the slot was taken', async () => {
    const date = shiftDate(salonToday(), 7);
    const appointment = movable();
    let availabilityCalls = 0;
    await openAppointments({
      'GET /api/appointments/my-appointments': () => listAnswer([appointment]),
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
    fireEvent.input(within(dialog).getByLabelText('New date'), { target: { value: date } });
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
