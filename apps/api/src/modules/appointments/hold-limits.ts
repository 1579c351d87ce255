import { appointmentMessages } from '@salon/contracts';
import type { Clock } from '../../lib/clock.ts';
import { addSeconds } from '../../lib/clock.ts';
import { BadRequestError, TooManyRequestsError } from '../../lib/errors.ts';
import type { AppointmentsRepository } from './appointments.repository.ts';
import type { Executor } from '../../db/client.ts';

/**
 * The longest appointment one hold may cover. Slots must also fit the day's opening hours;
 * this cap keeps one unpaid hold from taking a chair for (nearly) a whole day.
 */
export const MAX_APPOINTMENT_MINUTES = 6 * 60;
/** Payment intents (holds) one account may start per rolling window, counted in the database. */
export const MAX_HOLDS_PER_WINDOW = 10;
export const HOLD_WINDOW_SECONDS = 60 * 60;

/** docs/decisions/0006-booking-fee-lifecycle.md "Bounded holds". */
export function refuseTooLong(durationMinutes: number) {
  if (durationMinutes > MAX_APPOINTMENT_MINUTES)
    throw new BadRequestError(appointmentMessages.appointmentTooLong);
}

/**
 * Refuses a customer's next hold once the window is full, with the seconds until its oldest
 * hold leaves it. Call it under the customer's lock, so simultaneous requests cannot all slip under.
 */
export async function enforceHoldLimit(
  repository: AppointmentsRepository,
  clock: Clock,
  tx: Executor,
  userId: string,
) {
  const now = clock.now();
  const { started, oldest } = await repository.countHoldsSince(
    tx,
    userId,
    addSeconds(now, -HOLD_WINDOW_SECONDS),
  );
  if (started < MAX_HOLDS_PER_WINDOW || !oldest) return;
  const freeAt = addSeconds(oldest, HOLD_WINDOW_SECONDS).getTime();
  throw new TooManyRequestsError(
    appointmentMessages.tooManyPaymentAttempts,
    Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000)),
  );
}
