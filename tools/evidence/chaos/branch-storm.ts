import { setTimeout as sleep } from 'node:timers/promises';
import type { Customer } from './customers.ts';
import type { Answer } from './http-client.ts';
import { patch, post } from './http-client.ts';
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
}

const VISA = { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2034, cvc: '123' };
const pick = <T>(items: readonly T[]) => items[Math.floor(Math.random() * items.length)]!;

/**
 * docs/decisions/0045-branches.md: customers and the front desk at two branches at once, most
 * of them asking for the stylist who works at both, through every server. A customer looks at a
 * branch's free times for their choice, holds one, pays and books; then moves the booking to
 * another free time (a third of them) or cancels it (another third). The owner books walk-ins
 * at the desk at either branch and moves some of them. No retries: a crash mid-storm only costs
 * that request; what must hold is checked in the tables afterwards (invariants.ts).
 */
export async function runBranchStorm(
  customers: Customer[],
  serviceOf: (customer: Customer) => string,
  options: BranchStormOptions,
  tally: StormTally,
): Promise<void> {
  const count = (step: string, answer: Answer) => {
    const key = `branch ${step} ${answer.status === 0 ? 'no answer' : answer.status}`;
    tally.outcomes.set(key, (tally.outcomes.get(key) ?? 0) + 1);
    tally.requests = (tally.requests ?? 0) + 1;
  };
  const chooseStylist = (branch: StormBranch) => {
    const roll = Math.random();
    if (roll < 0.6) return options.sharedStaffId;
    return roll < 0.8 ? pick(branch.staffIds) : undefined;
  };
  /** Every offered start of the storm's dates at one branch, for a choice. */
  async function freeStarts(
    send: (step: string, url: string, payload: unknown) => Promise<Answer>,
    body: Record<string, unknown>,
  ): Promise<Slot[]> {
    let offered: Slot[] = [];
    for (const date of options.dates) {
      const day = await send('check-availability', '/api/appointments/check-availability', { date, ...body });
      const starts = (day.body.data as { availableSlots?: string[] } | undefined)?.availableSlots ?? [];
      offered = offered.concat(starts.map((startTime) => ({ date, startTime })));
    }
    return offered;
  }

  async function asCustomer(customer: Customer) {
    const send = async (step: string, url: string, payload: unknown) => {
      const answer = await post(pick(options.servers), url, payload, customer.token);
      count(step, answer);
      return answer;
    };
    const services = [{ _id: serviceOf(customer), quantity: 1 }];
    for (let round = 0; round < options.rounds; round++) {
      const branch = pick(options.branches);
      const staffId = chooseStylist(branch);
      const choice = { branchId: branch.id, ...(staffId && { staffId }) };
      const offered = await freeStarts(send, { services, ...choice });
      if (!offered.length) continue;
      const held = await send('create-payment-intent', '/api/appointments/create-payment-intent', {
        totalAmount: 1000,
        ...pick(offered),
        ...choice,
      });
      if (held.status !== 200) continue;
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
      // Booking emptied the cart: the next round books the service again.
      await send('add-cart', '/api/cart/add-cart', { serviceId: serviceOf(customer) });
      const next = Math.random();
      if (next < 1 / 3) {
        // A move keeps its branch; the free times are asked as the reschedule dialog asks them.
        const moves = await freeStarts(send, { services, appointmentId: appointment._id });
        if (!moves.length) continue;
        await send('reschedule', `/api/appointments/${appointment._id}/reschedule`, pick(moves));
      } else if (next < 2 / 3) {
        const answer = await patch(
          pick(options.servers),
          `/api/appointments/${appointment._id}/cancel`,
          {},
          customer.token,
        );
        count('cancel', answer);
      }
    }
  }

  async function atDesk() {
    const { token, customerIds } = options.desk;
    const send = async (step: string, url: string, payload: unknown) => {
      const answer = await post(pick(options.servers), url, payload, token);
      count(`desk ${step}`, answer);
      return answer;
    };
    const serviceId = serviceOf(customers[0]!);
    for (let round = 0; round < options.desk.rounds; round++) {
      const branch = pick(options.branches);
      const staffId = chooseStylist(branch);
      const choice = { branchId: branch.id, ...(staffId && { staffId }) };
      const offered = await freeStarts(send, {
        services: [{ _id: serviceId, quantity: 1 }],
        atDesk: true,
        ...choice,
      });
      if (!offered.length) continue;
      const booked = await send('book', '/api/admin/appointments', {
        customer: { userId: pick(customerIds) },
        services: [serviceId],
        feeSettlement: 'paid-at-desk',
        ...pick(offered),
        ...choice,
      });
      if (booked.status !== 201) continue;
      const { appointment } = booked.body.data as { appointment: { _id: string } };
      tally.acknowledged.push(appointment._id);
      if (Math.random() < 0.5) {
        const moves = await freeStarts(send, {
          services: [{ _id: serviceId, quantity: 1 }],
          atDesk: true,
          ...choice,
        });
        if (moves.length)
          await send('move', `/api/admin/appointments/${appointment._id}/move`, {
            ...pick(moves),
            ...(staffId && { staffId }),
          });
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
