import type { Appointment } from '@salon/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { buildAppointment } from '../../../test/booking-builders.ts';
import { buildUser, errorAnswer, jsonResponse, signedInHandlers, stubApi } from '../../../test/fake-api.ts';
import type { ApiHandler } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';

afterEach(() => toast.dismiss());

const listAnswer = (appointments: Appointment[]) =>
  jsonResponse(200, { status: 'success', data: { appointments } });

async function openAppointments(handlers: Record<string, ApiHandler>) {
  const fetchMock = stubApi({ ...signedInHandlers(buildUser()), ...handlers });
  renderApp('/profile/appointments');
  await screen.findByRole('heading', { name: 'My Appointments', level: 1 });
  await waitFor(() => expect(screen.queryByText('Loading appointments...')).not.toBeInTheDocument());
  return fetchMock;
}

const cardOf = (reference: string) => screen.getByRole('article', { name: new RegExp(reference) });
const listCalls = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls.filter(([input]) => input === '/api/appointments/my-appointments');

describe('my appointments (docs/product.md#2.11, docs/product.md#4.4)', () => {
  it('colours each status and cancels only pending or confirmed ones', async () => {
    const statuses = ['pending', 'confirmed', 'completed', 'cancelled', 'no-show'] as const;
    await openAppointments({
      'GET /api/appointments/my-appointments': () =>
        listAnswer(
          statuses.map((status, index) =>
            buildAppointment({ _id: `id-${index}`, appointmentId: `APT-${status}`, status }),
          ),
        ),
    });
    expect(screen.getByText('View and manage your salon appointments')).toBeInTheDocument();
    const expected = {
      pending: 'yellow',
      confirmed: 'blue',
      completed: 'green',
      cancelled: 'red',
      'no-show': 'grey',
    };
    for (const status of statuses) {
      const card = cardOf(`APT-${status}`);
      expect(within(card).getByText(status).closest('[data-tone]')).toHaveAttribute(
        'data-tone',
        expected[status],
      );
      expect(within(card).queryByRole('button', { name: 'Cancel Appointment' }) !== null).toBe(
        status === 'pending' || status === 'confirmed',
      );
    }
  });

  it('shows ids, date, time, services with quantities, fallbacks and the total', async () => {
    await openAppointments({
      'GET /api/appointments/my-appointments': () =>
        listAnswer([
          buildAppointment({
            services: [
              {
                service: { _id: 's1', title: 'Hair Cut & Style', price: 3500, averageTime: 60 },
                quantity: 2,
              },
              { service: { _id: 's2', title: '', price: 2000, averageTime: 30 }, quantity: 1 },
            ],
            totalAmount: 9000,
          }),
          buildAppointment({ _id: 'record-2', appointmentId: '', paymentId: '', services: [], endTime: '' }),
        ]),
    });
    const first = cardOf('APT-20260603-0001');
    expect(within(first).getByText('pi_sandbox_123')).toBeInTheDocument();
    expect(within(first).getByText('June 3, 2026')).toBeInTheDocument();
    expect(within(first).getByText('9:00 AM - 10:00 AM')).toBeInTheDocument();
    expect(within(first).getByText('Booked on May 30, 2026')).toBeInTheDocument();
    expect(within(first).getByText('Hair Cut & Style x 2')).toBeInTheDocument();
    expect(within(first).getByText('Service information unavailable x 1')).toBeInTheDocument();
    expect(within(first).getByText('LKR 10,000')).toBeInTheDocument();

    const second = cardOf('record-2');
    expect(within(second).getByText('No service information available')).toBeInTheDocument();
    expect(within(second).queryByText(/Payment ID/)).not.toBeInTheDocument();
    expect(within(second).getByText('9:00 AM - End time not specified')).toBeInTheDocument();
  });

  it('asks before cancelling, then marks the appointment cancelled', async () => {
    const appointment = buildAppointment();
    const fetchMock = await openAppointments({
      'GET /api/appointments/my-appointments': () => listAnswer([appointment]),
      [`PATCH /api/appointments/${appointment._id}/cancel`]: () =>
        jsonResponse(200, {
          status: 'success',
          message: 'Appointment cancelled successfully',
          data: { appointment: { ...appointment, status: 'cancelled' } },
        }),
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Cancel Appointment' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel Appointment' });
    expect(dialog).toHaveAccessibleDescription('Are you sure you want to cancel this appointment?');

    await user.click(within(dialog).getByRole('button', { name: 'Keep Appointment' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Cancel Appointment' }));
    await user.click(screen.getByRole('button', { name: 'Yes, Cancel' }));
    expect(await screen.findByText('Appointment cancelled successfully')).toBeInTheDocument();
    expect(within(cardOf('APT-20260603-0001')).getByText('cancelled')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel Appointment' })).not.toBeInTheDocument();
  });

  it('reports a failed cancellation', async () => {
    const appointment = buildAppointment({ status: 'confirmed' });
    await openAppointments({
      'GET /api/appointments/my-appointments': () => listAnswer([appointment]),
      [`PATCH /api/appointments/${appointment._id}/cancel`]: () => errorAnswer('CONFLICT'),
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Cancel Appointment' }));
    await user.click(screen.getByRole('button', { name: 'Yes, Cancel' }));
    expect(await screen.findByText('Failed to cancel appointment')).toBeInTheDocument();
  });

  it('shows the empty state with a way to book', async () => {
    await openAppointments({ 'GET /api/appointments/my-appointments': () => listAnswer([]) });
    expect(screen.getByText("You don't have any appointments yet.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Book an Appointment' })).toHaveAttribute('href', '/services');
  });

  it('empties the list on a failed refresh, and Try Again loads it back', async () => {
    let fail = false;
    const fetchMock = await openAppointments({
      'GET /api/appointments/my-appointments': () =>
        fail ? errorAnswer('NOT_FOUND') : listAnswer([buildAppointment()]),
    });
    const user = userEvent.setup();
    expect(cardOf('APT-20260603-0001')).toBeInTheDocument();

    fail = true;
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText('Failed to load appointments')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(listCalls(fetchMock)).toHaveLength(2);

    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('article')).toBeInTheDocument();
  });
});
