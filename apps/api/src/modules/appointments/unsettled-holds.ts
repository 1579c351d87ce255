import type { Executor } from '../../db/client.ts';
import type { NeedsOwnerReason, SlotReservationRow } from '../../db/schema/index.ts';
import type { Clock } from '../../lib/clock.ts';
import type { AppointmentsRepository } from './appointments.repository.ts';

/**
 * How long after a hold began the sweep keeps asking the provider about it
 * (docs/decisions/0024-every-hold-ends.md): a day is far past its 15 minutes, any PayHere
 * notify retry and Stripe's first webhook retries, and short enough that the owner hears of a
 * stuck refund or payment while the customer still remembers it.
 */
export const SETTLE_WITHIN_MS = 24 * 60 * 60 * 1000;

/** Whether the sweep's time for this hold is over: the next failure hands it to the owner. */
export const pastSettling = (reservation: Pick<SlotReservationRow, 'createdAt'>, now: Date) =>
  reservation.createdAt.getTime() + SETTLE_WITHIN_MS <= now.getTime();

export type HandHoldToOwner = ReturnType<typeof createHoldHandover>;

/**
 * Marks a hold as needing the owner and, when this call is the one that marked it, queues the
 * owner's mail in the same transaction (docs/decisions/0021-durable-messages.md): the sweep
 * stops asking about it, and the owner hears of it once. True when this call marked it.
 */
export function createHoldHandover(deps: {
  repository: AppointmentsRepository;
  clock: Clock;
  onNeedsOwner: (reservationId: string, tx: Executor) => Promise<unknown>;
}) {
  return (reservationId: string, reason: NeedsOwnerReason) =>
    deps.repository.transaction(async (tx) => {
      const marked = await deps.repository.markNeedsOwner(tx, reservationId, reason, deps.clock.now());
      if (marked) await deps.onNeedsOwner(reservationId, tx);
      return marked;
    });
}
