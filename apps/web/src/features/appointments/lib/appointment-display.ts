import type { Appointment } from '@salon/contracts';

/** docs/product.md#4.4: a customer may cancel only from pending or confirmed. */
export const canCancel = (appointment: Pick<Appointment, 'status'>) =>
  appointment.status === 'pending' || appointment.status === 'confirmed';

/**
 * docs/product.md#2.11: the card's total is totalAmount plus appointmentFee. Both come from the stored
 * appointment (the fee can differ from today's, so the domain constant is not used here).
 */
export const appointmentTotalLkr = (appointment: Pick<Appointment, 'totalAmount' | 'appointmentFee'>) =>
  appointment.totalAmount + appointment.appointmentFee;
