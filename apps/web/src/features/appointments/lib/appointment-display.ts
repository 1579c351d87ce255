import type { Appointment } from '@salon/contracts';

export type StatusTone = 'yellow' | 'blue' | 'green' | 'red' | 'grey';

/** docs/product.md#4.4: pending yellow, confirmed blue, completed green, cancelled red, any other grey. */
export function statusTone(status: string): StatusTone {
  switch (status) {
    case 'pending':
      return 'yellow';
    case 'confirmed':
      return 'blue';
    case 'completed':
      return 'green';
    case 'cancelled':
      return 'red';
    default:
      return 'grey';
  }
}

/** docs/product.md#4.4: a customer may cancel only from pending or confirmed. */
export const canCancel = (appointment: Pick<Appointment, 'status'>) =>
  appointment.status === 'pending' || appointment.status === 'confirmed';

/**
 * docs/product.md#2.11: the card's total is totalAmount plus appointmentFee. Both come from the stored
 * appointment (the fee can differ from today's, so the domain constant is not used here).
 */
export const appointmentTotalLkr = (appointment: Pick<Appointment, 'totalAmount' | 'appointmentFee'>) =>
  appointment.totalAmount + appointment.appointmentFee;
