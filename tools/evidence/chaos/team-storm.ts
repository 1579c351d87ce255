import { setTimeout as sleep } from 'node:timers/promises';
import type { Customer } from './customers.ts';
import { post } from './http-client.ts';
import type { Slot, StormTally } from './storm.ts';

export interface TeamStormOptions {
  servers: string[];
  dates: string[];
  /** The bookable stylists' ids; a customer names one of them or asks for anyone. */
  staffIds: string[];
  /** Rounds per customer: each looks at days and times, holds one and sometimes books it. */
  rounds: number;
  spreadMs: number;
}

const VISA = { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2034, cvc: '123' };
const pick = <T>(items: readonly T[]) => items[Math.floor(Math.random() * items.length)]!;

/**
 * docs/decisions/0036-stylists.md: customers storming the demo team, half naming a stylist and
 * half asking for anyone, through every server. Each round reads the month and a few days of
 * free times for its choice, holds one of the offered starts (or the nearest a 409 offers) and
 * pays and books about half of them; the rest of the holds lapse or are replaced. No retries:
 * a crash mid-storm only costs that request.
 */
export async function runTeamStorm(
  customers: Customer[],
  serviceOf: (customer: Customer) => string,
  options: TeamStormOptions,
  tally: StormTally,
): Promise<void> {
  const count = (step: string, status: number) => {
    const key = `team ${step} ${status === 0 ? 'no answer' : status}`;
    tally.outcomes.set(key, (tally.outcomes.get(key) ?? 0) + 1);
    tally.requests = (tally.requests ?? 0) + 1;
  };
  async function asCustomer(customer: Customer) {
    const send = async (step: string, url: string, payload: unknown) => {
      const answer = await post(pick(options.servers), url, payload, customer.token);
      count(step, answer.status);
      return answer;
    };
    const services = [{ _id: serviceOf(customer), quantity: 1 }];
    for (let round = 0; round < options.rounds; round++) {
      const staffId = Math.random() < 0.5 ? pick(options.staffIds) : undefined;
      const choice = staffId ? { staffId } : {};
      await send('bookable-days', '/api/appointments/bookable-days', {
        month: options.dates[0]!.slice(0, 7),
        services,
        ...choice,
      });
      let offered: Slot[] = [];
      for (const date of options.dates) {
        const day = await send('check-availability', '/api/appointments/check-availability', {
          date,
          services,
          ...choice,
        });
        const slots = (
          (day.body.data as { availableSlots?: string[] } | undefined)?.availableSlots ?? []
        ).map((startTime) => ({ date, startTime }));
        offered = offered.concat(slots);
      }
      if (!offered.length) continue;
      let slot = pick(offered);
      let held = await send('create-payment-intent', '/api/appointments/create-payment-intent', {
        totalAmount: 1000,
        ...slot,
        ...choice,
      });
      const nearest = (held.body.details as { nearestSlots?: string[] } | undefined)?.nearestSlots;
      if (held.status === 409 && nearest?.length) {
        slot = { date: slot.date, startTime: pick(nearest) };
        held = await send('create-payment-intent (nearest)', '/api/appointments/create-payment-intent', {
          totalAmount: 1000,
          ...slot,
          ...choice,
        });
      }
      if (held.status !== 200 || Math.random() < 0.5) continue;
      const { clientSecret, paymentIntentId } = held.body as {
        clientSecret: string;
        paymentIntentId: string;
      };
      const paid = await send('confirm', '/api/payments/sandbox/confirm', { clientSecret, card: VISA });
      if (paid.status !== 200) continue;
      const created = await send('create', '/api/appointments/create', { paymentIntentId });
      if (created.status >= 200 && created.status < 300) {
        const { appointment } = created.body.data as { appointment: { _id: string } };
        tally.acknowledged.push(appointment._id);
        // Booking emptied the cart: the next round books the service again.
        await send('add-cart', '/api/cart/add-cart', { serviceId: serviceOf(customer) });
      }
    }
  }
  await Promise.all(
    customers.map(async (customer) => {
      await sleep(Math.random() * options.spreadMs);
      await asCustomer(customer);
    }),
  );
  await sleep(0);
}
