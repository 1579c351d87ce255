import { appointmentStatusSchema } from '@salon/contracts';
import { z } from 'zod';
import type { StatusSmsEvent } from './appointment-sms.ts';
import type { StatusChange } from './notifier.ts';

/**
 * The text standing in for a status mail (confirmed, completed, missed, no longer missed) for a
 * customer without an e-mail address (docs/decisions/0029-sign-in-by-mobile.md); a cancellation
 * and an undone one have a text for every customer already. Undefined when no such mail exists.
 */
export function statusSmsInsteadOfMail(
  change: Pick<StatusChange, 'from' | 'to' | 'undo'>,
): StatusSmsEvent | undefined {
  if (change.undo) return change.from === 'no-show' ? 'noLongerMissed' : undefined;
  if (change.to === 'confirmed') return 'confirmedBySalon';
  if (change.to === 'completed') return 'visitCompleted';
  if (change.to === 'no-show') return 'markedMissed';
  return undefined;
}

export const NOTICE_TASK = 'appointment-notice';
const statuses = appointmentStatusSchema;
/** What an `appointment-notice` job carries: the kind of change and what its messages need. */
export const noticePayload = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('booked'), appointmentId: z.uuid() }),
  z.object({
    kind: z.literal('rescheduled'),
    appointmentId: z.uuid(),
    previous: z.object({
      date: z.string(),
      startTime: z.string(),
      endTime: z.string(),
      // The branch it left, when a move changed it (docs/decisions/0047-back-office-per-branch.md).
      branchId: z.uuid().optional(),
    }),
  }),
  z.object({
    kind: z.literal('refusedHold'),
    reservationId: z.uuid(),
    times: z.object({ startTime: z.string(), endTime: z.string() }),
  }),
  z.object({ kind: z.literal('holdNeedsOwner'), reservationId: z.uuid() }),
  // docs/architecture.md#team-admin: the owner moved the booking to a colleague; `moveId` keys each move.
  z.object({
    kind: z.literal('stylistChanged'),
    appointmentId: z.uuid(),
    moveId: z.uuid(),
    fromName: z.string(),
    toName: z.string(),
  }),
  z.object({ kind: z.literal('duplicatePayment'), orderId: z.string().min(1), paymentId: z.string().min(1) }),
  z.object({
    kind: z.literal('duplicateNeedsOwner'),
    orderId: z.string().min(1),
    paymentId: z.string().min(1),
  }),
  z.object({
    kind: z.literal('status'),
    change: z.object({
      appointmentId: z.uuid(),
      from: statuses,
      to: statuses,
      refunded: z.boolean().nullable(),
      byAdmin: z.boolean(),
      // Absent in notices queued before undo existed: each status was then entered once.
      version: z.number().int().optional(),
      undo: z.boolean().optional(),
    }),
  }),
]);
export type Notice = z.infer<typeof noticePayload>;
