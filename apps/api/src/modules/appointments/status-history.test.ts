import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointmentStatusChanges, salonSettings, users } from '../../db/schema/index.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import type { TestApp } from '../../test/build-test-app.ts';
import {
  asIfVisitBegun,
  bookableDate,
  bookThroughApi,
  customerWithCart,
} from '../../test/booking-builders.ts';
import { signedInAdmin } from '../../test/builders.ts';
import { createSandboxProvider } from '../payments/sandbox-provider.ts';
import { createAppointmentsRepository } from './appointments.repository.ts';
import { createAppointmentsService } from './appointments.service.ts';
import type { StatusChangedEvent } from './appointments.service.ts';
import { createFeeRefunds } from './fee-refunds.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
let failRefunds = false;
beforeAll(async () => {
  t = await buildTestApp(
    {},
    {
      wrapPayments: (sandbox) => ({
        ...sandbox,
        async refund(id) {
          if (failRefunds) throw new Error('provider unreachable');
          return sandbox.refund(id);
        },
      }),
    },
  );
  admin = await signedInAdmin(t);
});
afterAll(() => t.close());

type Customer = Awaited<ReturnType<typeof customerWithCart>>;
let nextSlot = 0;
/** Each booking on a slot of its own, so capacity never decides a test. */
async function booked(daysAhead = 4) {
  const owner: Customer = await customerWithCart(t);
  const slot = nextSlot++;
  const date = bookableDate(t, daysAhead + Math.floor(slot / 9));
  const time = `${String(9 + (slot % 9)).padStart(2, '0')}:00`;
  const response = await bookThroughApi(t, owner, date, time);
  expect(response.statusCode, response.body).toBe(201);
  return { owner, appointment: response.json().data.appointment as { _id: string; status: string } };
}

const setStatus = (id: string, status: string, auth = admin.auth) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/appointments/${id}/status`,
    headers: auth,
    payload: { status },
  });
const cancel = (owner: Customer, id: string) =>
  t.app.inject({ method: 'PATCH', url: `/api/appointments/${id}/cancel`, headers: owner.auth });
const detail = (id: string, auth = admin.auth) =>
  t.app.inject({ method: 'GET', url: `/api/appointments/${id}`, headers: auth });
const historyRows = (id: string) =>
  t.db.select().from(appointmentStatusChanges).where(eq(appointmentStatusChanges.appointmentId, id));
const adminName = async () =>
  (await t.db.query.users.findFirst({ where: eq(users.email, admin.email) }))!.name;

describe('booking starts the history', () => {
  it('writes null -> pending by the system, and the admin sees it with the chair', async () => {
    const { appointment } = await booked();
    expect(appointment.status).toBe('pending');
    const response = await detail(appointment._id);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.appointment).toMatchObject({
      _id: appointment._id,
      status: 'pending',
      chair: 1,
      customer: { email: expect.stringContaining('@example.lk') },
      history: [{ from: null, to: 'pending', changedBy: null, refunded: null }],
    });
    expect(Date.parse(response.json().data.appointment.history[0].changedAt)).not.toBeNaN();
  });

  it('starts confirmed when the owner turned automatic confirmation on', async () => {
    await t.db.update(salonSettings).set({ autoConfirm: true });
    try {
      const { appointment } = await booked();
      expect(appointment.status).toBe('confirmed');
      expect((await detail(appointment._id)).json().data.appointment.history).toEqual([
        expect.objectContaining({ from: null, to: 'confirmed', changedBy: null, refunded: null }),
      ]);
    } finally {
      await t.db.update(salonSettings).set({ autoConfirm: false });
    }
    expect((await booked()).appointment.status).toBe('pending');
  });

  it('shows a customer their own appointment without chair or history', async () => {
    const { owner, appointment } = await booked();
    const response = await detail(appointment._id, owner.auth);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.appointment._id).toBe(appointment._id);
    expect(response.json().data.appointment).not.toHaveProperty('history');
    expect(response.json().data.appointment).not.toHaveProperty('chair');
  });
});

describe('a customer cancelling', () => {
  it('records who cancelled and that the fee went back, 24 hours or more ahead', async () => {
    const { owner, appointment } = await booked(5);
    expect((await cancel(owner, appointment._id)).statusCode).toBe(200);
    const history = (await detail(appointment._id)).json().data.appointment.history;
    expect(history).toEqual([
      expect.objectContaining({ from: null, to: 'pending' }),
      expect.objectContaining({
        from: 'pending',
        to: 'cancelled',
        changedBy: { _id: owner.userId, name: owner.name, role: 'user' },
        refunded: true,
      }),
    ]);
  });

  it('records refunded false inside 24 hours', async () => {
    const { owner, appointment } = await booked(2);
    const { date, startTime } = appointment as unknown as { date: string; startTime: string };
    const startsAt = Date.parse(`${date}T${startTime}:00+05:30`);
    const shift = (startsAt - t.clock.now().getTime()) / 1000 - 23 * 3600;
    t.clock.advanceSeconds(shift);
    try {
      const response = await cancel(owner, appointment._id);
      expect(response.json().data.appointment).toMatchObject({ status: 'cancelled', feeRefunded: false });
      const [, cancelled] = (await detail(appointment._id)).json().data.appointment.history;
      expect(cancelled).toMatchObject({ to: 'cancelled', refunded: false, changedBy: { _id: owner.userId } });
    } finally {
      t.clock.advanceSeconds(-shift);
    }
  });
});

describe('onStatusChanged', () => {
  it('hears customer cancels and admin changes inside their transaction, which a failing listener rolls back', async () => {
    const heard: Array<{ event: StatusChangedEvent; inTransaction: number; outside: number }> = [];
    let failNext = false;
    const repository = createAppointmentsRepository(t.db);
    const service = createAppointmentsService({
      repository,
      refunds: createFeeRefunds({
        repository,
        payments: createSandboxProvider(t.db, t.clock),
        clock: t.clock,
        handOver: async () => false,
        logError: () => {},
      }),
      clock: t.clock,
      timeZone: 'Asia/Colombo',
      // The history as the change's transaction sees it, and as another connection does.
      onStatusChanged: async (event, tx) => {
        if (failNext) throw new Error('the messages could not be queued');
        const inTransaction = await tx
          .select()
          .from(appointmentStatusChanges)
          .where(eq(appointmentStatusChanges.appointmentId, event.appointmentId));
        const outside = await historyRows(event.appointmentId);
        heard.push({ event, inTransaction: inTransaction.length, outside: outside.length });
      },
    });
    const userRow = async (email: string) =>
      (await t.db.query.users.findFirst({ where: eq(users.email, email) }))!;
    const adminRow = await userRow(admin.email);
    const first = await booked(8);
    const second = await booked(8);
    await service.changeStatus(adminRow, first.appointment._id, 'confirmed');
    await service.changeStatus(adminRow, first.appointment._id, 'cancelled');
    await service.cancel(await userRow(second.owner.email), second.appointment._id);
    await expect(service.changeStatus(adminRow, second.appointment._id, 'confirmed')).rejects.toThrow();
    expect(heard.map((h) => h.event)).toEqual([
      {
        appointmentId: first.appointment._id,
        from: 'pending',
        to: 'confirmed',
        refunded: null,
        byAdmin: true,
        version: 2,
        undo: false,
      },
      {
        appointmentId: first.appointment._id,
        from: 'confirmed',
        to: 'cancelled',
        refunded: true,
        byAdmin: true,
        version: 3,
        undo: false,
      },
      {
        appointmentId: second.appointment._id,
        from: 'pending',
        to: 'cancelled',
        refunded: true,
        byAdmin: false,
        version: 2,
        undo: false,
      },
    ]);
    // Each listener ran before the commit: its transaction saw the new step, other connections not yet.
    expect(heard.map((h) => h.inTransaction)).toEqual([2, 3, 2]);
    expect(heard.map((h) => h.outside)).toEqual([1, 2, 1]);

    // A listener that fails (its messages not queued) takes the change down with it.
    const third = await booked(8);
    const before = await historyRows(third.appointment._id);
    failNext = true;
    await expect(service.changeStatus(adminRow, third.appointment._id, 'confirmed')).rejects.toThrow();
    expect(await historyRows(third.appointment._id)).toHaveLength(before.length);
    const [row] = await t.db.query.appointments.findMany({
      where: (a, { eq: is }) => is(a.id, third.appointment._id),
    });
    expect(row!.status).toBe('pending');
  });
});

describe('an admin changing the status (docs/architecture.md#appointment-status)', () => {
  const statuses = ['pending', 'confirmed', 'completed', 'cancelled', 'no-show'] as const;
  const allowed: Record<string, string[]> = {
    pending: ['confirmed', 'cancelled'],
    confirmed: ['completed', 'cancelled', 'no-show'],
    completed: [],
    cancelled: [],
    'no-show': [],
  };

  /** Every change not allowed from the current status is 409 and leaves the row and its history alone. */
  async function expectEveryOtherRefused(id: string, current: string) {
    const before = await historyRows(id);
    for (const status of statuses.filter((s) => !allowed[current]!.includes(s))) {
      const response = await setStatus(id, status);
      expect(response.statusCode, `${current} -> ${status}`).toBe(409);
      expect(response.json()).toMatchObject({
        status: 'error',
        code: 'CONFLICT',
        message: 'This status change is not allowed',
      });
    }
    expect((await detail(id)).json().data.appointment.status).toBe(current);
    expect(await historyRows(id)).toHaveLength(before.length);
  }

  it.each([
    [['confirmed', 'completed']],
    [['cancelled']],
    [['confirmed', 'cancelled']],
    [['confirmed', 'no-show']],
  ])('allows %j, refuses every other change at each step, and records each one', async (path) => {
    const { appointment } = await booked(6);
    let current = 'pending';
    await expectEveryOtherRefused(appointment._id, current);
    for (const status of path) {
      const response = await asIfVisitBegun(t, appointment._id, () => setStatus(appointment._id, status));
      expect(response.statusCode, `${current} -> ${status}`).toBe(200);
      const refunded = status === 'cancelled' ? true : null;
      expect(response.json()).toMatchObject({
        status: 'success',
        message:
          status === 'cancelled'
            ? 'Appointment cancelled. The LKR 1000 booking fee has been refunded to the customer.'
            : 'Appointment status updated',
        data: { appointment: { _id: appointment._id, status }, refunded },
      });
      current = status;
      await expectEveryOtherRefused(appointment._id, current);
    }
    const name = await adminName();
    const history = (await detail(appointment._id)).json().data.appointment.history;
    expect(history.map((change: { from: string | null; to: string }) => [change.from, change.to])).toEqual([
      [null, 'pending'],
      ...path.map((to, index) => [index === 0 ? 'pending' : path[index - 1], to]),
    ]);
    for (const change of history.slice(1))
      expect(change).toMatchObject({
        changedBy: { name, role: 'admin' },
        refunded: change.to === 'cancelled' ? true : null,
      });
  });

  it('says the refund is on its way when the provider has not answered yet', async () => {
    const { appointment } = await booked(7);
    failRefunds = true;
    try {
      const response = await setStatus(appointment._id, 'cancelled');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        message:
          "Appointment cancelled. The LKR 1000 booking fee will be refunded to the customer's card shortly.",
        data: { appointment: { status: 'cancelled', feeRefunded: false }, refunded: true },
      });
    } finally {
      failRefunds = false;
    }
  });

  it('answers 404 for an unknown appointment and 400 for a status that does not exist', async () => {
    const unknown = await setStatus('00000000-0000-4000-8000-000000000000', 'confirmed');
    expect(unknown.statusCode).toBe(404);
    const { appointment } = await booked(7);
    const bad = await setStatus(appointment._id, 'finished');
    expect(bad.statusCode).toBe(400);
    expect(await historyRows(appointment._id)).toHaveLength(1);
  });
});

describe("completed and no-show wait for the visit's start (docs/architecture.md#appointment-status)", () => {
  it.each(['no-show', 'completed'])(
    'refuses %s for a booking 8 days away with a clear 409, and changes nothing',
    async (status) => {
      const { appointment } = await booked(8);
      expect((await setStatus(appointment._id, 'confirmed')).statusCode).toBe(200);
      const before = await historyRows(appointment._id);
      const response = await setStatus(appointment._id, status);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({
        status: 'error',
        code: 'CONFLICT',
        message:
          'This visit has not started yet; it can be marked completed or no-show once its start time has passed.',
      });
      expect((await detail(appointment._id)).json().data.appointment.status).toBe('confirmed');
      expect(await historyRows(appointment._id)).toHaveLength(before.length);
      // Once the start time has passed the same change goes through.
      const later = await asIfVisitBegun(t, appointment._id, () => setStatus(appointment._id, status));
      expect(later.statusCode).toBe(200);
      expect(later.json().data.appointment.status).toBe(status);
    },
  );
});

describe('the database guards the start-time rule too', () => {
  it('refuses a completed line in the history before the visit has begun', async () => {
    const { appointment } = await booked(9);
    await expect(
      t.db.insert(appointmentStatusChanges).values({
        appointmentId: appointment._id,
        fromStatus: 'pending',
        toStatus: 'completed',
        changedAt: t.clock.now(),
      }),
    ).rejects.toMatchObject({ cause: { constraint: 'appointment_status_after_start' } });
    expect(await historyRows(appointment._id)).toHaveLength(1);
  });
});
