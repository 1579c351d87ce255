import { LANGUAGE_COOKIE } from '@salon/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { loadCatalogue } from '../../../lib/language.ts';
import {
  buildAppointment,
  buildCart,
  buildCartItem,
  buildStaffMember,
  staffAnswer,
} from '../../../test/booking-builders.ts';
import {
  bookableDate,
  bookingHandlers,
  callsTo,
  chooseDateAndFirstSlot,
  fillCard,
  openBooking,
} from '../../../test/booking-flow-helpers.ts';
import { errorAnswer, jsonResponse, pendingResponse } from '../../../test/fake-api.ts';

const HAIRCUT = 'a0000000-0000-4000-8000-000000000001';
const COLOUR = 'a0000000-0000-4000-8000-000000000002';
const dilani = buildStaffMember({
  _id: '5a000000-0000-4000-8000-000000000001',
  name: 'Dilani Fernando',
  bio: 'Colour and precision cuts.',
  translations: { ta: { bio: 'நிறம் மற்றும் துல்லியமான வெட்டுகள்.' } },
  // Her own price and length for the haircut.
  services: [{ _id: HAIRCUT, price: 4500, averageTime: 90 }],
});
const kasun = buildStaffMember({
  _id: '5a000000-0000-4000-8000-000000000002',
  name: 'Kasun',
  photoUrl: '/uploads/staff/kasun.jpg',
  bio: '',
  services: [{ _id: HAIRCUT, price: 3500, averageTime: 60 }],
});
// Does colour only: not offered for a haircut.
const amaya = buildStaffMember({
  _id: '5a000000-0000-4000-8000-000000000003',
  name: 'Amaya Silva',
  services: [{ _id: COLOUR, price: 6000, averageTime: 120 }],
});

const bodiesOf = (fetchMock: Parameters<typeof callsTo>[0], path: string) =>
  callsTo(fetchMock, path).map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);

afterEach(() => {
  document.cookie = `${LANGUAGE_COOKIE}=; Path=/; Max-Age=0`;
});

describe('choosing a stylist (docs/decisions/0036-stylists.md)', () => {
  it('shows no stylist step in a salon with no team and asks for times without a stylist', async () => {
    const { fetchMock } = await openBooking(bookingHandlers());
    const user = userEvent.setup();
    await chooseDateAndFirstSlot(user);
    expect(screen.queryByRole('heading', { name: 'Choose your stylist' })).not.toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: /Anyone available/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Proceed to Payment' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, '/api/appointments/create-payment-intent')).toHaveLength(1),
    );
    for (const path of [
      '/api/appointments/check-availability',
      '/api/appointments/bookable-days',
      '/api/appointments/create-payment-intent',
    ])
      for (const body of bodiesOf(fetchMock, path)) expect(body).not.toHaveProperty('staffId');
  });

  it('shows no step while the team is still on its way: the times load for anyone meanwhile', async () => {
    const { fetchMock } = await openBooking({
      ...bookingHandlers(),
      'GET /api/staff': () => pendingResponse(),
    });
    await chooseDateAndFirstSlot(userEvent.setup());
    expect(screen.queryByRole('heading', { name: 'Choose your stylist' })).not.toBeInTheDocument();
    expect(bodiesOf(fetchMock, '/api/appointments/check-availability').at(-1)).not.toHaveProperty('staffId');
  });

  it('offers anyone first, then only the stylists who do the cart, and sends the one chosen', async () => {
    const { fetchMock } = await openBooking({
      ...bookingHandlers(buildCart([buildCartItem()])),
      'GET /api/staff': () => staffAnswer([dilani, amaya, kasun]),
    });
    const user = userEvent.setup();
    const group = await screen.findByRole('radiogroup', { name: 'Choose your stylist' });
    const choices = within(group).getAllByRole('radio');
    expect(choices.map((radio) => radio.closest('label')?.textContent)).toEqual([
      'Anyone availableThe first stylist free at the time you choose',
      'DFDilani FernandoColour and precision cuts.LKR 4,500 for your services with this stylist',
      'Kasun',
    ]);
    expect(screen.getByRole('radio', { name: /Anyone available/ })).toBeChecked();
    expect(within(group).queryByText('Amaya Silva')).not.toBeInTheDocument();
    // A photo where there is one; initials where not.
    expect(choices[2]!.closest('label')?.querySelector('img')).toHaveAttribute(
      'src',
      '/uploads/staff/kasun.jpg',
    );

    const date = bookableDate();
    await chooseDateAndFirstSlot(user, date);
    const before = callsTo(fetchMock, '/api/appointments/check-availability').length;
    await user.click(screen.getByRole('radio', { name: /Dilani Fernando/ }));
    // Her free times are asked for, and her 90 minutes give the chosen start its end.
    await waitFor(() =>
      expect(callsTo(fetchMock, '/api/appointments/check-availability').length).toBeGreaterThan(before),
    );
    expect(bodiesOf(fetchMock, '/api/appointments/check-availability').at(-1)).toMatchObject({
      date,
      staffId: dilani._id,
    });
    await waitFor(() =>
      expect(bodiesOf(fetchMock, '/api/appointments/bookable-days').at(-1)).toMatchObject({
        staffId: dilani._id,
      }),
    );
    const selected = await screen.findByRole('region', { name: 'Selected Time Slot' });
    expect(await within(selected).findByText('9:00 AM - 10:30 AM')).toBeInTheDocument();
    // The summary prices the cart as she does it.
    const summary = screen.getByRole('region', { name: 'Service Summary' });
    expect(within(summary).getByText('Services Total').nextSibling).toHaveTextContent('LKR 4,500');
    expect(within(summary).getByText('Total Amount').nextSibling).toHaveTextContent('LKR 5,500');

    await user.click(screen.getByRole('button', { name: 'Proceed to Payment' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, '/api/appointments/create-payment-intent')).toHaveLength(1),
    );
    expect(bodiesOf(fetchMock, '/api/appointments/create-payment-intent')[0]).toMatchObject({
      date,
      startTime: '09:00',
      staffId: dilani._id,
    });
  });

  it('offers the nearest free times as buttons when the chosen one was just taken', async () => {
    let setups = 0;
    const { fetchMock } = await openBooking({
      ...bookingHandlers(),
      'GET /api/staff': () => staffAnswer([kasun]),
      'POST /api/appointments/create-payment-intent': () =>
        ++setups === 1
          ? errorAnswer('SLOT_TAKEN', 'This time slot was just booked. Please choose another.', {
              details: { nearestSlots: ['09:30', '10:00', '14:30'] },
            })
          : bookingHandlers()['POST /api/appointments/create-payment-intent']!({ body: {}, init: undefined }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: /Kasun/ }));
    await chooseDateAndFirstSlot(user);
    await user.click(screen.getByRole('button', { name: 'Proceed to Payment' }));

    const offer = await screen.findByRole('alert', {
      name: 'That time was just taken. These are the nearest free times:',
    });
    expect(
      within(offer)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['9:30 AM', '10:00 AM', '2:30 PM']);
    await user.click(within(offer).getByRole('button', { name: '10:00 AM' }));
    expect(await screen.findByRole('radio', { name: '10:00 AM', checked: true })).toBeInTheDocument();
    expect(screen.queryByRole('alert', { name: /nearest free times/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Proceed to Payment' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, '/api/appointments/create-payment-intent')).toHaveLength(2),
    );
    expect(bodiesOf(fetchMock, '/api/appointments/create-payment-intent')[1]).toMatchObject({
      startTime: '10:00',
      staffId: kasun._id,
    });
  });

  it('speaks Tamil: the step and the bio the owner wrote in Tamil', async () => {
    document.cookie = `${LANGUAGE_COOKIE}=ta; Path=/`;
    await loadCatalogue('ta');
    await openBooking(
      { ...bookingHandlers(), 'GET /api/staff': () => staffAnswer([dilani]) },
      { waitForForm: false },
    );
    const group = await screen.findByRole('radiogroup', {
      name: 'உங்கள் அழகுக் கலைஞரைத் தேர்ந்தெடுக்கவும்',
    });
    expect(within(group).getByText('கிடைக்கும் எவரேனும்')).toBeInTheDocument();
    expect(within(group).getByText('நிறம் மற்றும் துல்லியமான வெட்டுகள்.')).toBeInTheDocument();
  });

  it('says when the team could not be loaded and still lets the customer book with anyone', async () => {
    const { fetchMock } = await openBooking({
      ...bookingHandlers(),
      'GET /api/staff': () => errorAnswer('INTERNAL'),
    });
    expect(
      await screen.findByText('The stylists could not be loaded. You can still book with anyone available.'),
    ).toBeInTheDocument();
    const user = userEvent.setup();
    await chooseDateAndFirstSlot(user);
    expect(bodiesOf(fetchMock, '/api/appointments/check-availability').at(-1)).not.toHaveProperty('staffId');
  });

  it('names the stylist on the success page, with the prices booked with them', async () => {
    await openBooking({
      ...bookingHandlers(),
      'GET /api/staff': () => staffAnswer([kasun]),
      'POST /api/appointments/create': () =>
        jsonResponse(201, {
          status: 'success',
          data: {
            // Kasun charges 4,000 for the cut the catalogue sells at 3,500.
            appointment: buildAppointment({
              paymentId: 'pi_sandbox_1',
              staff: { _id: kasun._id, name: 'Kasun' },
              totalAmount: 4000,
              services: [
                {
                  service: { _id: HAIRCUT, title: 'Hair Cut & Style', price: 4000, averageTime: 60 },
                  quantity: 1,
                },
              ],
            }),
          },
        }),
    });
    const user = userEvent.setup();
    await chooseDateAndFirstSlot(user);
    await user.click(screen.getByRole('button', { name: 'Proceed to Payment' }));
    expect((await screen.findAllByText('Please enter your payment details')).length).toBeGreaterThan(0);
    await fillCard(user, '4242424242424242');
    await user.click(await screen.findByRole('button', { name: 'Pay LKR 1,000 Booking Fee' }));
    const success = (await screen.findByRole('heading', { name: 'Payment Successful!' })).closest('section')!;
    const stylist = within(success).getByText('Stylist').closest('div')!;
    expect(within(stylist).getByText('Kasun')).toBeInTheDocument();
    // The prices booked with him, not the catalogue's.
    expect(within(success).getByText('Hair Cut & Style x 1').nextSibling).toHaveTextContent('LKR 4,000');
    expect(within(success).getByText('Total').nextSibling).toHaveTextContent('LKR 5,000');
  });
});
