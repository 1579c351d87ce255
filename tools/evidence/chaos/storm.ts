import { setTimeout as sleep } from 'node:timers/promises';
import type { Customer } from './customers.ts';
import type { Answer } from './http-client.ts';
import { isUnanswered, post, retryUntilAnswered } from './http-client.ts';

export interface Slot {
  date: string;
  startTime: string;
}

export interface StormTally {
  /** Booking attempts started: one per create-payment-intent sent. */
  attempts: number;
  /** Appointment ids from every 2xx `create` the customers saw. */
  acknowledged: string[];
  /** Counts of what came back, by step and status, for the report. */
  outcomes: Map<string, number>;
  /** Requests the team storm sent (team-storm.ts). */
  requests?: number;
}

export interface StormOptions {
  servers: string[];
  slots: Slot[];
  /** Customers start spread over this many milliseconds, so the storm outlasts the crashes. */
  spreadMs: number;
  attemptsPerCustomer: number;
  /** How long a customer keeps retrying one step that gets no answer. */
  patienceMs: number;
  /** Share of customers who, when booking gets no answer, start over instead of retrying it. */
  impatientShare: number;
}

const VISA = { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2034, cvc: '123' };
const pick = <T>(items: T[]) => items[Math.floor(Math.random() * items.length)]!;
const think = () => sleep(20 + Math.random() * 200);

function count(tally: StormTally, step: string, answer: Answer) {
  const key = `${step} ${answer.status === 0 ? 'no answer' : answer.status}`;
  tally.outcomes.set(key, (tally.outcomes.get(key) ?? 0) + 1);
}

/**
 * One customer: hold a slot, pay, book; another slot after a refusal, until booked or out
 * of tries. A patient customer repeats a step that got no answer; an impatient one starts
 * over with a new slot, leaving the unanswered payment behind for the server to settle.
 */
async function bookAsCustomer(customer: Customer, options: StormOptions, tally: StormTally) {
  const isImpatient = Math.random() < options.impatientShare;
  const send = (url: string, payload: unknown) => post(pick(options.servers), url, payload, customer.token);
  const step = async (name: string, url: string, payload: unknown) => {
    const answer = isImpatient
      ? await send(url, payload)
      : await retryUntilAnswered(
          () => send(url, payload),
          options.patienceMs,
          () => count(tally, `${name} retry`, { status: 0, body: {} }),
        );
    count(tally, isImpatient ? `${name} (impatient)` : name, answer);
    return answer;
  };
  for (let attempt = 0; attempt < options.attemptsPerCustomer; attempt++) {
    const slot = pick(options.slots);
    tally.attempts++;
    const started = await send('/api/appointments/create-payment-intent', {
      totalAmount: 1000,
      ...slot,
      services: [],
    });
    count(tally, 'create-payment-intent', started);
    if (started.status !== 200) {
      if (started.status === 409 || isUnanswered(started)) continue;
      return;
    }
    const { clientSecret, paymentIntentId } = started.body as {
      clientSecret: string;
      paymentIntentId: string;
    };
    await think();
    const paid = await step('confirm', '/api/payments/sandbox/confirm', { clientSecret, card: VISA });
    if (isImpatient && isUnanswered(paid)) continue;
    // A declined card, or a patient customer who never heard back: the sweep settles it.
    if (paid.status !== 200 || !paid.body.paymentIntent) return;
    await think();
    const created = await step('create', '/api/appointments/create', { paymentIntentId });
    if (created.status >= 200 && created.status < 300) {
      const { appointment } = created.body.data as { appointment: { _id: string } };
      tally.acknowledged.push(appointment._id);
      return;
    }
    // 409: the slot went while paying and the fee was refunded; try another one.
    if (created.status !== 409 && !(isImpatient && isUnanswered(created))) return;
  }
}

/** `tally` may be passed in to watch it fill while the storm runs (the backup test does). */
export async function runStorm(
  customers: Customer[],
  options: StormOptions,
  tally: StormTally = { attempts: 0, acknowledged: [], outcomes: new Map() },
): Promise<StormTally> {
  await Promise.all(
    customers.map(async (customer) => {
      await sleep(Math.random() * options.spreadMs);
      await bookAsCustomer(customer, options, tally);
    }),
  );
  return tally;
}
