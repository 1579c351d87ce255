import { setTimeout as sleep } from 'node:timers/promises';
import type { Customer } from './customers.ts';
import type { Answer } from './http-client.ts';
import { patch, post, retryUntilAnswered } from './http-client.ts';
import type { Slot, StormTally } from './storm.ts';

/** A branch as the storm books it: its id and the stylists bookable there. */
export interface StormBranch {
  id: string;
  name: string;
  staffIds: string[];
}

export interface BranchStormOptions {
  servers: string[];
  dates: string[];
  branches: StormBranch[];
  /** The stylist working at both branches (the demo's Kasun): most customers ask for them. */
  sharedStaffId: string;
  /** Rounds per customer: look, hold, pay, book, then sometimes move or cancel. */
  rounds: number;
  spreadMs: number;
  /** The owner at the front desk (docs/decisions/0040-front-desk.md), booking and moving at both branches. */
  desk: { token: string; customerIds: string[]; rounds: number };
  /** How long one request waits for its answer: on a loaded machine a booking can take many seconds. */
  timeoutMs: number;
  /** How long a step that may be repeated keeps being tried on no answer (a crash, a restart). */
  patienceMs: number;
  /** No round starts after this instant (ms since the epoch), so the storm ends in the run's time. */
  stopAt: number;
}

/** What the branch storm did at one branch, for the report and the run's verdict. */
export interface BranchCounts {
  booked: number;
  bookedAtDesk: number;
  moved: number;
  cancelled: number;
}

export interface BranchTally extends StormTally {
  byBranch: Map<string, BranchCounts>;
}

const VISA = { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2034, cvc: '123' };
const pick = <T>(items: readonly T[]) => items[Math.floor(Math.random() * items.length)]!;
/** The offered starts other than the booking's own: a move to the same time is refused. */
const elsewhere = (offered: Slot[], booked: Slot) =>
  offered.filter((slot) => slot.date !== booked.date || slot.startTime !== booked.startTime);
const shuffled = <T>(items: readonly T[]) =>
  items
    .map((item) => ({ item, order: Math.random() }))
    .sort((a, b) => a.order - b.order)
    .map(({ item }) => item);

/**
 * docs/decisions/0045-branches.md: customers and the front desk at two branches at once, most
 * of them asking for the stylist who works at both, through every server. A customer looks at a
 * branch's free times for their choice (day by day until one has any), holds one, pays and
 * books; then moves the booking to another free time (a third of them) or cancels it (another
 * third). The owner books walk-ins at the desk at either branch and moves some of them.
 *
 * On 2 loaded cores a request may take many seconds, and a crash or the database's restart
 * cuts some off: each request waits `timeoutMs`, and a step that may be sent again (a look, the
 * hold of the same time, paying, booking the same payment, a move to the same time, a cancel)
 * is sent again on no answer for `patienceMs`, as a patient browser would. The desk's booking
 * is sent once (a repeat would book the walk-in twice). What must hold is checked in the tables
 * afterwards (invariants.ts).
 */
export async function runBranchStorm(
  customers: Customer[],
  serviceOf: (customer: Customer) => string,
  options: BranchStormOptions,
  tally: BranchTally,
): Promise<void> {
  const count = (step: string, answer: Answer) => {
    const key = `branch ${step} ${answer.status === 0 ? 'no answer' : answer.status}`;
    tally.outcomes.set(key, (tally.outcomes.get(key) ?? 0) + 1);
    tally.requests = (tally.requests ?? 0) + 1;
  };
  const at = (branch: StormBranch) => {
    const counts = tally.byBranch.get(branch.name) ?? { booked: 0, bookedAtDesk: 0, moved: 0, cancelled: 0 };
    tally.byBranch.set(branch.name, counts);
    return counts;
  };
  const chooseStylist = (branch: StormBranch) => {
    const roll = Math.random();
    if (roll < 0.6) return options.sharedStaffId;
    return roll < 0.8 ? pick(branch.staffIds) : undefined;
  };
  type Send = (step: string, url: string, payload: unknown, again?: boolean) => Promise<Answer>;
  /** A sender as `token`: `again` repeats the request on no answer, on any server, for patienceMs. */
  const sender =
    (token: string, prefix: string): Send =>
    async (step, url, payload, again = true) => {
      const once = async () => {
        const answer = await post(pick(options.servers), url, payload, token, undefined, options.timeoutMs);
        count(`${prefix}${step}`, answer);
        return answer;
      };
      return again ? retryUntilAnswered(once, options.patienceMs, () => {}) : once();
    };
  /** The offered starts of the first of the storm's dates (in random order) that has any. */
  async function freeStarts(send: Send, body: Record<string, unknown>): Promise<Slot[]> {
    for (const date of shuffled(options.dates)) {
      const day = await send('check-availability', '/api/appointments/check-availability', { date, ...body });
      const starts = (day.body.data as { availableSlots?: string[] } | undefined)?.availableSlots ?? [];
      if (starts.length) return starts.map((startTime) => ({ date, startTime }));
    }
    return [];
  }

  async function asCustomer(customer: Customer) {
    const send = sender(customer.token, '');
    const services = [{ _id: serviceOf(customer), quantity: 1 }];
    for (let round = 0; round < options.rounds && Date.now() < options.stopAt; round++) {
      const branch = pick(options.branches);
      const staffId = chooseStylist(branch);
      const choice = { branchId: branch.id, ...(staffId && { staffId }) };
      let offered = await freeStarts(send, { services, ...choice });
      let held: Answer = { status: 0, body: {} };
      let slot: Slot | undefined;
      // A time taken meanwhile: another of the offered ones, as the screen offers them.
      for (let tries = 0; tries < 2 && offered.length; tries++) {
        slot = pick(offered);
        tally.attempts++;
        held = await send('create-payment-intent', '/api/appointments/create-payment-intent', {
          totalAmount: 1000,
          ...slot,
          ...choice,
        });
        if (held.status !== 409) break;
        offered = offered.filter((other) => other !== slot);
      }
      if (held.status !== 200 || !slot) continue;
      const bookedAt = slot;
      const { clientSecret, paymentIntentId } = held.body as {
        clientSecret: string;
        paymentIntentId: string;
      };
      const paid = await send('confirm', '/api/payments/sandbox/confirm', { clientSecret, card: VISA });
      if (paid.status !== 200) continue;
      const created = await send('create', '/api/appointments/create', { paymentIntentId });
      if (created.status < 200 || created.status >= 300) continue;
      const { appointment } = created.body.data as { appointment: { _id: string } };
      tally.acknowledged.push(appointment._id);
      at(branch).booked++;
      // Booking emptied the cart: the next round books the service again (once: a repeat adds two).
      await send('add-cart', '/api/cart/add-cart', { serviceId: serviceOf(customer) }, false);
      const next = Math.random();
      if (next < 1 / 3) {
        // A move keeps its branch; the free times are asked as the reschedule dialog asks them.
        const moves = elsewhere(
          await freeStarts(send, { services, appointmentId: appointment._id }),
          bookedAt,
        );
        if (!moves.length) continue;
        const moved = await send(
          'reschedule',
          `/api/appointments/${appointment._id}/reschedule`,
          pick(moves),
        );
        if (moved.status === 200) at(branch).moved++;
      } else if (next < 2 / 3) {
        const cancel = () =>
          patch(
            pick(options.servers),
            `/api/appointments/${appointment._id}/cancel`,
            {},
            customer.token,
            options.timeoutMs,
          ).then((answer) => {
            count('cancel', answer);
            return answer;
          });
        const answer = await retryUntilAnswered(cancel, options.patienceMs, () => {});
        if (answer.status === 200) at(branch).cancelled++;
      }
    }
  }

  async function atDesk() {
    const { token, customerIds } = options.desk;
    const send = sender(token, 'desk ');
    const serviceId = serviceOf(customers[0]!);
    for (let round = 0; round < options.desk.rounds && Date.now() < options.stopAt; round++) {
      const branch = pick(options.branches);
      const staffId = chooseStylist(branch);
      const choice = { branchId: branch.id, ...(staffId && { staffId }) };
      const offered = await freeStarts(send, {
        services: [{ _id: serviceId, quantity: 1 }],
        atDesk: true,
        ...choice,
      });
      if (!offered.length) continue;
      const customer = { userId: pick(customerIds) };
      let slot = pick(offered);
      const book = (step: string) =>
        send(
          step,
          '/api/admin/appointments',
          { customer, services: [serviceId], feeSettlement: 'paid-at-desk', ...slot, ...choice },
          false,
        );
      let booked = await book('book');
      // Taken while the desk looked: one of the nearest free times the refusal offers, as the dialog does.
      const nearest = (booked.body.details as { nearestSlots?: string[] } | undefined)?.nearestSlots;
      if (booked.status === 409 && nearest?.length) {
        slot = { date: slot.date, startTime: pick(nearest) };
        booked = await book('book (nearest)');
      }
      if (booked.status !== 201) continue;
      const { appointment } = booked.body.data as { appointment: { _id: string } };
      tally.acknowledged.push(appointment._id);
      at(branch).booked++;
      at(branch).bookedAtDesk++;
      if (Math.random() < 0.5) {
        const moves = elsewhere(
          await freeStarts(send, { services: [{ _id: serviceId, quantity: 1 }], atDesk: true, ...choice }),
          slot,
        );
        if (!moves.length) continue;
        const moved = await send('move', `/api/admin/appointments/${appointment._id}/move`, {
          ...pick(moves),
          ...(staffId && { staffId }),
        });
        if (moved.status === 200) at(branch).moved++;
      }
    }
  }

  await Promise.all([
    ...customers.map(async (customer) => {
      await sleep(Math.random() * options.spreadMs);
      await asCustomer(customer);
    }),
    atDesk(),
  ]);
}
