import type { Cart, CheckAvailabilityRequest } from '@salon/contracts';
import { toMinutes, toTimeString } from '@salon/domain';

/** docs/product.md#7.4: each service of the cart as the availability and payment calls take it. */
export const toRequestedServices = (cart: Cart): CheckAvailabilityRequest['services'] =>
  cart.items.map((item) => ({ _id: item.serviceId, averageTime: item.duration, quantity: item.quantity }));

/** docs/product.md#3: the appointment creation input lists {service id, quantity}. */
export const toAppointmentServices = (cart: Cart) =>
  cart.items.map((item) => ({ service: item.serviceId, quantity: item.quantity }));

export interface TimeSlot {
  /** 24-hour HH:mm, as the server offers it. */
  start: string;
  end: string;
}

/** docs/product.md#4.5: a slot ends the cart's total duration (each line's duration x quantity) after it starts. */
export const toTimeSlot = (start: string, durationMinutes: number): TimeSlot => ({
  start,
  end: toTimeString(toMinutes(start) + durationMinutes),
});
