import { LANGUAGE_COOKIE } from '@salon/contracts';
import type { Appointment, Branch } from '@salon/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '../../../lib/toast.ts';
import { afterEach, describe, expect, it } from 'vitest';
import { buildAppointment } from '../../../test/booking-builders.ts';
import { buildBranch } from '../../../test/branch-builders.ts';
import { buildUser, errorAnswer, jsonResponse, signedInHandlers, stubApi } from '../../../test/fake-api.ts';
import type { ApiHandler } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { loadCatalogue } from '../../../lib/language.ts';

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

const HOUR = 60 * 60 * 1000;
/** A visit starting `hours` from now (negative: already started). */
const startingIn = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();

const cardOf = (reference: string) => screen.getByRole('article', { name: new RegExp(reference) });
/** The calendar file behind a card's Add to calendar link, its folded long lines joined again. */
const calendarFileOf = (link: HTMLElement) =>
  decodeURIComponent(link.getAttribute('href')!.replace(/^data:text\/calendar;charset=utf-8,/, '')).replace(
    /\r\n /g,
    '',
  );
const listCalls = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls.filter(([input]) => input === '/api/appointments/my-appointments');

describe('my appointments (docs/product.md#2.11, docs/product.md#4.4)', () => {
  it('colours each status and cancels only pending or confirmed ones', async () => {
    const statuses = ['pending', 'confirmed', 'completed', 'cancelled', 'no-show'] as const;
    await openAppointments({
      'GET /api/appointments/my-appointments': () =>
        listAnswer(
          statuses.map((status, index) =>
            buildAppointment({
              _id: `id-${index}`,
              appointmentId: `APT-${status}`,
              status,
              startsAt: startingIn(24 * 5),
            }),
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
    const appointment = buildAppointment({ startsAt: startingIn(3) });
    const fetchMock = await openAppointments({
      'GET /api/appointments/my-appointments': () => listAnswer([appointment]),
      [`PATCH /api/appointments/${appointment._id}/cancel`]: () =>
        jsonResponse(200, {
          status: 'success',
          message: 'Appointment cancelled successfully',
          data: {
            appointment: { ...appointment, status: 'cancelled', feeRefundPending: true },
            refund: { refunded: true, amountLkr: 1000, reachesCardWithin: '5-10 working days' },
          },
        }),
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Cancel Appointment' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel Appointment' });
    expect(dialog).toHaveAccessibleDescription('Are you sure you want to cancel this appointment?');
    // The visit is three hours away: too late for a refund.
    expect(within(dialog).getByTestId('refund-notice')).toHaveTextContent(
      'Your appointment starts in less than 24 hours: the booking fee will not be refunded.',
    );

    await user.click(within(dialog).getByRole('button', { name: 'Keep Appointment' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Cancel Appointment' }));
    await user.click(screen.getByRole('button', { name: 'Yes, Cancel' }));
    expect(await screen.findByText('Appointment cancelled successfully')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Your LKR 1,000 booking fee is refunded; it reaches your card within 5-10 working days.',
      ),
    ).toBeInTheDocument();
    const card = cardOf('APT-20260603-0001');
    expect(within(card).getByText('cancelled')).toBeInTheDocument();
    expect(within(card).getByTestId('refund-note')).toHaveTextContent(
      'Booking fee refund of LKR 1,000 is on its way; it reaches your card within 5-10 working days.',
    );
    expect(screen.queryByRole('button', { name: 'Cancel Appointment' })).not.toBeInTheDocument();
  });

  it('lists a cancelled visit under Cancelled, not Upcoming, even when its date is still ahead', async () => {
    const upcoming = (id: string, date: string, status: Appointment['status'] = 'pending') =>
      buildAppointment({
        _id: id,
        appointmentId: `SAL-${id}`,
        status,
        date,
        startsAt: `${date}T03:30:00.000Z`,
      });
    await openAppointments({
      'GET /api/appointments/my-appointments': () =>
        listAnswer([upcoming('KEPT', '2099-01-05'), upcoming('CALLED-OFF', '2099-01-06', 'cancelled')]),
    });
    const upcomingGroup = await screen.findByRole('region', { name: 'Upcoming' });
    expect(within(upcomingGroup).getAllByRole('article')).toHaveLength(1);
    expect(within(upcomingGroup).getByRole('article')).toHaveAccessibleName(/SAL-KEPT/);
    const cancelledGroup = screen.getByRole('region', { name: 'Cancelled' });
    expect(within(cancelledGroup).getByRole('article')).toHaveAccessibleName(/SAL-CALLED-OFF/);
  });

  it('groups upcoming visits (soonest first) before past ones, each card explaining its status, with calendar and map links', async () => {
    const upcoming = (id: string, date: string, status: Appointment['status'] = 'pending') =>
      buildAppointment({
        _id: id,
        appointmentId: `SAL-${id}`,
        status,
        date,
        startsAt: `${date}T03:30:00.000Z`,
      });
    await openAppointments({
      'GET /api/appointments/my-appointments': () =>
        listAnswer([
          buildAppointment({ _id: 'old', appointmentId: 'SAL-OLD', status: 'completed' }),
          upcoming('LATER', '2099-02-01', 'confirmed'),
          upcoming('SOONER', '2099-01-05'),
        ]),
    });
    const groups = screen
      .getAllByRole('region')
      .filter((region) => /Upcoming|Past/.test(region.textContent ?? ''));
    expect(groups.map((group) => within(group).getByRole('heading', { level: 2 }).textContent)).toEqual([
      'Upcoming',
      'Past',
    ]);
    const upcomingGroup = screen.getByRole('region', { name: 'Upcoming' });
    expect(
      within(upcomingGroup)
        .getAllByRole('article')
        .map((card) => within(card).getByRole('heading', { level: 3 }).textContent),
    ).toEqual([expect.stringContaining('SAL-SOONER'), expect.stringContaining('SAL-LATER')]);
    expect(within(screen.getByRole('region', { name: 'Past' })).getByRole('article')).toHaveAccessibleName(
      /SAL-OLD/,
    );

    const sooner = cardOf('SAL-SOONER');
    expect(within(sooner).getByTestId('status-note')).toHaveTextContent(
      'Booking fee paid. The salon will confirm your appointment.',
    );
    expect(within(cardOf('SAL-LATER')).getByTestId('status-note')).toHaveTextContent(
      'The salon has confirmed your appointment.',
    );
    const split = within(sooner).getByTestId('payment-split');
    expect(split).toHaveTextContent('Paid now');
    expect(split).toHaveTextContent('To pay at the salonLKR 3,500');
    const calendar = within(sooner).getByRole('link', { name: 'Add to calendar' });
    expect(calendar).toHaveAttribute('download', 'appointment-SAL-SOONER.ics');
    const ics = calendarFileOf(calendar);
    expect(ics).toContain('DTSTART:20990105T033000Z');
    expect(ics).toContain('DTEND:20990105T043000Z');
    expect(ics).toContain('UID:SOONER@salon.lk');
    expect(
      within(sooner)
        .getByRole('link', { name: /Directions/ })
        .getAttribute('href'),
    ).toMatch(/^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/);
    expect(
      within(cardOf('SAL-OLD')).queryByRole('link', { name: 'Add to calendar' }),
    ).not.toBeInTheDocument();
  });

  it("gives each visit its own branch's place in the calendar file and Directions, not the main branch's", async () => {
    // docs/decisions/0045-branches.md: a Nugegoda visit is at Nugegoda, as its confirmation mail's .ics says.
    const colombo = buildBranch('b0000000-0000-4000-8000-000000000001', 'Colombo 3', {
      address: 'No. 42, Galle Road, Colombo 03',
      mapUrl: 'https://maps.app.goo.gl/colombo',
    });
    const nugegoda = buildBranch('b0000000-0000-4000-8000-000000000002', 'Nugegoda', {
      address: 'No. 118, High Level Road, Nugegoda',
      mapUrl: 'https://maps.app.goo.gl/nugegoda',
    });
    // No map link of its own: a map search for its address.
    const kandy = buildBranch('b0000000-0000-4000-8000-000000000003', 'Kandy', {
      address: 'No. 7, Peradeniya Road, Kandy',
    });
    const at = (id: string, branch: Branch) =>
      buildAppointment({
        _id: id,
        appointmentId: `SAL-${id}`,
        date: '2099-03-02',
        startsAt: '2099-03-02T03:30:00.000Z',
        branch: { _id: branch._id, name: branch.name, address: branch.address },
      });
    await openAppointments({
      'GET /api/branches': () =>
        jsonResponse(200, { status: 'success', data: { branches: [colombo, nugegoda, kandy] } }),
      'GET /api/appointments/my-appointments': () => listAnswer([at('NUG', nugegoda), at('KDY', kandy)]),
    });

    const nugegodaCard = cardOf('SAL-NUG');
    await waitFor(() =>
      expect(nugegodaCard).toHaveTextContent('Nugegoda, No. 118, High Level Road, Nugegoda'),
    );
    const ics = calendarFileOf(within(nugegodaCard).getByRole('link', { name: 'Add to calendar' }));
    expect(ics).toContain('LOCATION:Salon Nugegoda\\, No. 118\\, High Level Road\\, Nugegoda\r\n');
    expect(ics).not.toContain('Galle Road');
    expect(within(nugegodaCard).getByRole('link', { name: /Directions/ })).toHaveAttribute(
      'href',
      'https://maps.app.goo.gl/nugegoda',
    );

    const kandyCard = cardOf('SAL-KDY');
    expect(calendarFileOf(within(kandyCard).getByRole('link', { name: 'Add to calendar' }))).toContain(
      'LOCATION:Salon Kandy\\, No. 7\\, Peradeniya Road\\, Kandy\r\n',
    );
    const directions = new URL(
      within(kandyCard)
        .getByRole('link', { name: /Directions/ })
        .getAttribute('href')!,
    );
    expect(directions.origin + directions.pathname).toBe('https://www.google.com/maps/search/');
    expect(directions.searchParams.get('query')).toBe('No. 7, Peradeniya Road, Kandy, Sri Lanka');
  });

  it('says before cancelling an appointment days away that the fee comes back', async () => {
    const appointment = buildAppointment({ date: '2099-01-05', startsAt: '2099-01-05T03:30:00.000Z' });
    await openAppointments({ 'GET /api/appointments/my-appointments': () => listAnswer([appointment]) });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Cancel Appointment' }));
    expect(within(screen.getByRole('dialog')).getByTestId('refund-notice')).toHaveTextContent(
      'Your LKR 1,000 booking fee will be refunded; it reaches your card within 5-10 working days.',
    );
  });

  it('reports a failed cancellation', async () => {
    const appointment = buildAppointment({ status: 'confirmed', startsAt: startingIn(24 * 5) });
    await openAppointments({
      'GET /api/appointments/my-appointments': () => listAnswer([appointment]),
      [`PATCH /api/appointments/${appointment._id}/cancel`]: () => errorAnswer('CONFLICT'),
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Cancel Appointment' }));
    await user.click(screen.getByRole('button', { name: 'Yes, Cancel' }));
    expect(await screen.findByText('Failed to cancel appointment')).toBeInTheDocument();
  });

  it('shows a pending or confirmed visit whose time has passed without links or actions, saying so', async () => {
    await openAppointments({
      'GET /api/appointments/my-appointments': () =>
        listAnswer([
          buildAppointment({ _id: 'p1', appointmentId: 'APT-PENDING-PAST', startsAt: startingIn(-2) }),
          buildAppointment({
            _id: 'p2',
            appointmentId: 'APT-CONFIRMED-PAST',
            status: 'confirmed',
            startsAt: startingIn(-24 * 3),
          }),
          buildAppointment({
            _id: 'p3',
            appointmentId: 'APT-DONE',
            status: 'completed',
            startsAt: startingIn(-5),
          }),
          buildAppointment({ _id: 'u1', appointmentId: 'APT-AHEAD', startsAt: startingIn(24 * 5) }),
        ]),
    });
    const past = screen.getByRole('region', { name: 'Past' });
    for (const reference of ['APT-PENDING-PAST', 'APT-CONFIRMED-PAST']) {
      const card = cardOf(reference);
      expect(past).toContainElement(card);
      expect(within(card).getByTestId('time-passed-note')).toHaveTextContent(
        "This visit's time has passed; the salon will update its status.",
      );
      expect(within(card).queryByRole('link', { name: 'Add to calendar' })).not.toBeInTheDocument();
      expect(within(card).queryByRole('link', { name: /Directions/ })).not.toBeInTheDocument();
      expect(within(card).queryByRole('button', { name: 'Reschedule' })).not.toBeInTheDocument();
      expect(within(card).queryByRole('button', { name: 'Cancel Appointment' })).not.toBeInTheDocument();
      expect(
        within(card).queryByText('Can no longer be moved online: less than 24 hours to go'),
      ).not.toBeInTheDocument();
    }
    expect(within(cardOf('APT-DONE')).queryByTestId('time-passed-note')).not.toBeInTheDocument();
    const ahead = cardOf('APT-AHEAD');
    expect(within(ahead).queryByTestId('time-passed-note')).not.toBeInTheDocument();
    expect(within(ahead).getByRole('link', { name: 'Add to calendar' })).toBeInTheDocument();
    expect(within(ahead).getByRole('button', { name: 'Reschedule' })).toBeInTheDocument();
    expect(within(ahead).getByRole('button', { name: 'Cancel Appointment' })).toBeInTheDocument();
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

describe('my appointments in Sinhala (docs/architecture.md#languages)', () => {
  afterEach(() => {
    document.cookie = `${LANGUAGE_COOKIE}=; Path=/; Max-Age=0`;
  });

  it('shows the list, the status note and the cancel question in the remembered language', async () => {
    stubApi({
      ...signedInHandlers(buildUser()),
      'GET /api/appointments/my-appointments': () =>
        listAnswer([buildAppointment({ status: 'confirmed', startsAt: startingIn(48) })]),
    });
    document.cookie = `${LANGUAGE_COOKIE}=si; Path=/`;
    await loadCatalogue('si');
    renderApp('/profile/appointments');

    expect(await screen.findByRole('heading', { name: 'මගේ වෙන්කිරීම්', level: 1 })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'ඉදිරියට ඇති' })).toBeInTheDocument();
    expect(screen.getByText('සැලෝනය ඔබේ වෙන්කිරීම තහවුරු කර ඇත. එදින හමුවෙමු!')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'වෙන්කිරීම අවලංගු කරන්න' }));
    const dialog = await screen.findByRole('dialog', { name: 'වෙන්කිරීම අවලංගු කරන්න' });
    expect(within(dialog).getByTestId('refund-notice')).toHaveTextContent('ආපසු ගෙවනු ලැබේ');
    expect(within(dialog).getByRole('button', { name: 'වෙන්කිරීම තබා ගන්න' })).toBeInTheDocument();
  });
});

describe('the booked services’ titles on the cards (docs/architecture.md#languages)', () => {
  afterEach(() => {
    document.cookie = `${LANGUAGE_COOKIE}=; Path=/; Max-Age=0`;
  });

  const booked = buildAppointment({
    startsAt: startingIn(48),
    services: [
      {
        service: {
          _id: 's1',
          title: 'Hair Cut & Style',
          price: 3500,
          averageTime: 60,
          translations: { si: { title: 'කොණ්ඩය කැපීම' }, ta: { title: 'முடி வெட்டுதல்' } },
        },
        quantity: 1,
      },
      { service: { _id: 's2', title: 'Beard Trim', price: 1500, averageTime: 15 }, quantity: 2 },
    ],
  });
  const showCards = () => {
    stubApi({
      ...signedInHandlers(buildUser()),
      'GET /api/appointments/my-appointments': () => listAnswer([booked]),
    });
    renderApp('/profile/appointments');
    return screen.findByRole('article', { name: /APT-20260603-0001/ });
  };

  it('shows the Tamil title as booked to a Tamil visitor, the English one where the owner gave none', async () => {
    document.cookie = `${LANGUAGE_COOKIE}=ta; Path=/`;
    await loadCatalogue('ta');
    const card = await showCards();
    expect(within(card).getByText('முடி வெட்டுதல் x 1')).toBeInTheDocument();
    expect(within(card).getByText('Beard Trim x 2')).toBeInTheDocument();
    expect(within(card).queryByText(/Hair Cut & Style|කොණ්ඩය කැපීම/)).not.toBeInTheDocument();
    // The calendar file speaks Tamil too, as the Tamil mail's file does; long lines are folded.
    const ics = calendarFileOf(within(card).getByRole('link', { name: 'நாட்காட்டியில் சேர்' }));
    expect(ics).toContain('SUMMARY:Salon சந்திப்பு APT-20260603-0001');
    expect(ics).toContain('DESCRIPTION:சேவைகள்: முடி வெட்டுதல் x 1\\, Beard Trim x 2');
  });

  it('shows the English titles to an English visitor, even when translations were booked', async () => {
    const card = await showCards();
    expect(within(card).getByText('Hair Cut & Style x 1')).toBeInTheDocument();
    expect(within(card).getByText('Beard Trim x 2')).toBeInTheDocument();
    expect(within(card).queryByText(/முடி வெட்டுதல்|කොණ්ඩය කැපීම/)).not.toBeInTheDocument();
    const ics = calendarFileOf(within(card).getByRole('link', { name: 'Add to calendar' }));
    expect(ics).toContain('SUMMARY:Salon appointment APT-20260603-0001');
    expect(ics).toContain('DESCRIPTION:Services: Hair Cut & Style x 1\\, Beard Trim x 2');
  });

  it("names the stylist in the calendar file, as the booking mail's file does (docs/product.md)", async () => {
    const withStylist = { ...booked, staff: { _id: 'st1', name: 'Nimali' } };
    stubApi({
      ...signedInHandlers(buildUser()),
      'GET /api/appointments/my-appointments': () => listAnswer([withStylist]),
    });
    renderApp('/profile/appointments');
    const card = await screen.findByRole('article', { name: /APT-20260603-0001/ });
    const ics = calendarFileOf(within(card).getByRole('link', { name: 'Add to calendar' }));
    expect(ics).toContain('SUMMARY:Salon appointment APT-20260603-0001 with Nimali\r\n');
    expect(ics).toContain('Stylist: Nimali');
  });

  it("names the stylist in the Tamil calendar file with the mail's Tamil words", async () => {
    document.cookie = `${LANGUAGE_COOKIE}=ta; Path=/`;
    await loadCatalogue('ta');
    stubApi({
      ...signedInHandlers(buildUser()),
      'GET /api/appointments/my-appointments': () =>
        listAnswer([{ ...booked, staff: { _id: 'st1', name: 'Nimali' } }]),
    });
    renderApp('/profile/appointments');
    const card = await screen.findByRole('article', { name: /APT-20260603-0001/ });
    const ics = calendarFileOf(within(card).getByRole('link', { name: 'நாட்காட்டியில் சேர்' }));
    expect(ics).toContain('SUMMARY:Nimali உடன் Salon சந்திப்பு APT-20260603-0001\r\n');
  });
});
