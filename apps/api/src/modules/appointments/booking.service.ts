import { appointmentMessages } from '@salon/contracts';
import {
  BOOKING_FEE_LKR,
  calculateCartSummary,
  calculateOfferPrice,
  closedReason,
  lineDurationMinutes,
  toTimeString,
} from '@salon/domain';
import { randomBytes } from 'node:crypto';
import type { BookedOffer, BookedService, SlotReservationRow, UserRow } from '../../db/schema/index.ts';
import { isExclusionViolation } from '../../db/errors.ts';
import type { Clock } from '../../lib/clock.ts';
import { addSeconds } from '../../lib/clock.ts';
import { AppError, BadRequestError, ConflictError, ForbiddenError, NotFoundError } from '../../lib/errors.ts';
import { salonClock, salonInstant } from '../../lib/salon-time.ts';
import type { AvailabilityService } from '../availability/availability.service.ts';
import type { CartRepository } from '../cart/cart.repository.ts';
import type { CartService } from '../cart/cart.service.ts';
import type { ServicesRepository } from '../services/services.repository.ts';
import type { PaymentProvider, ProviderPaymentIntent } from '../payments/payment-provider.ts';
import type { AppointmentsRepository } from './appointments.repository.ts';

export const HOLD_SECONDS = 15 * 60;

export interface BookingServiceDeps {
  repository: AppointmentsRepository;
  availability: AvailabilityService;
  cart: CartService;
  carts: CartRepository;
  services: ServicesRepository;
  payments: PaymentProvider;
  clock: Clock;
  timeZone: string;
  onBooked: (appointmentId: string) => void;
  logError: (error: unknown, message: string) => void;
}

const newReference = () => `SAL-${randomBytes(5).toString('hex').toUpperCase().slice(0, 8)}`;

/** A chair with no live reservation overlapping [start, end), or undefined when all are busy. */
function freeChair(
  reservations: SlotReservationRow[],
  capacity: number,
  start: Date,
  end: Date,
  ignoreId?: string,
): number | undefined {
  const overlapping = reservations.filter(
    (r) => r.id !== ignoreId && r.startsAt < end && r.blockedUntil > start,
  );
  for (let chair = 1; chair <= capacity; chair++)
    if (!overlapping.some((r) => r.chair === chair)) return chair;
  return undefined;
}

export type BookingService = ReturnType<typeof createBookingService>;

/** DESIGN "Booking and payment": hold, pay, then turn the hold into an appointment once. */
export function createBookingService(deps: BookingServiceDeps) {
  const { repository, availability, payments, clock, timeZone } = deps;

  /** The customer's cart as what would be booked: snapshots, duration and totals. */
  async function cartSnapshot(userId: string) {
    const { items, offer, cartId } = await deps.cart.view(userId);
    if (items.length === 0) throw new BadRequestError(appointmentMessages.cartEmpty);
    const services: BookedService[] = items.map((item) => ({
      serviceId: item.service.id,
      title: item.service.title,
      priceLkr: item.service.priceLkr,
      quantity: item.quantity,
      durationMinutes: item.service.durationMinutes,
    }));
    const bookedOffer: BookedOffer | null = offer
      ? {
          offerId: offer.id,
          title: offer.title,
          priceLkr: calculateOfferPrice(offer.originalPriceLkr, offer.discountPercent),
          originalPriceLkr: offer.originalPriceLkr,
        }
      : null;
    const lines = services.map((s) => ({
      priceLkr: s.priceLkr,
      quantity: s.quantity,
      durationMinutes: s.durationMinutes,
    }));
    const summary = calculateCartSummary(
      lines,
      bookedOffer && { priceLkr: bookedOffer.priceLkr, originalPriceLkr: bookedOffer.originalPriceLkr },
    );
    return { cartId, services, bookedOffer, summary };
  }

  /** Books the reservation paid by `intent`, or refunds the fee when its slot is gone. */
  async function convertPaidIntent(intent: ProviderPaymentIntent) {
    const existing = await repository.findAppointmentByIntent(intent.id);
    if (existing) return existing;
    const reservation = await repository.findReservationByIntent(intent.id);
    if (!reservation) throw new NotFoundError(appointmentMessages.paymentNotFound);
    let booked;
    try {
      booked = await repository.transaction(async (tx) => {
        await repository.lockDay(tx, reservation.date);
        const again = await repository.findAppointmentByIntent(intent.id, tx);
        if (again) return again;
        const current = (await repository.findReservationByIntent(intent.id, tx))!;
        const holdLive =
          current.status === 'held' && current.holdExpiresAt !== null && current.holdExpiresAt > clock.now();
        let chair = current.chair;
        if (!holdLive && current.status !== 'booked') {
          // The hold lapsed before the payment landed: book the same time if a chair is still free.
          await repository.releaseLapsedHolds(tx, current.date, clock.now());
          const { settings, reservations } = await availability.findSlots(current.date, 0, tx);
          const free = freeChair(
            reservations,
            settings.capacity,
            current.startsAt,
            current.blockedUntil,
            current.id,
          );
          if (free === undefined) return undefined;
          chair = free;
        }
        await repository.updateReservation(tx, current.id, { status: 'booked', chair, holdExpiresAt: null });
        const appointment = await repository.insertAppointment(tx, {
          reference: newReference(),
          userId: current.userId,
          reservationId: current.id,
          date: current.date,
          startTime: salonTimeOf(current.startsAt),
          endTime: salonTimeOf(current.endsAt),
          startsAt: current.startsAt,
          status: 'pending',
          services: current.services,
          specialOffer: current.specialOffer,
          servicesTotalLkr: current.specialOffer
            ? current.specialOffer.priceLkr
            : current.services.reduce((sum, s) => sum + s.priceLkr * s.quantity, 0),
          appointmentFeeLkr: BOOKING_FEE_LKR,
          paymentIntentId: intent.id,
        });
        const cart = await deps.carts.findCart(current.userId, tx);
        if (cart) await deps.carts.clear(tx, cart.id);
        return appointment;
      });
    } catch (error) {
      if (!isExclusionViolation(error)) throw error;
      booked = undefined;
    }
    if (!booked) {
      await payments.refund(intent.id);
      await repository.updateReservation(repository.db, reservation.id, { status: 'released' });
      throw new ConflictError(appointmentMessages.slotGoneRefunded);
    }
    deps.onBooked(booked.id);
    return booked;
  }

  const salonTimeOf = (instant: Date) => toTimeString(salonClock(instant, timeZone).minutes);

  return {
    /** Durations come from the catalogue, never from what the browser sent. */
    async checkAvailability(date: string, requested: Array<{ _id: string; quantity: number }>) {
      const known = await deps.services.findLiveByIds([...new Set(requested.map((service) => service._id))]);
      const durations = new Map(known.map((service) => [service.id, service.durationMinutes]));
      const missing = requested.filter((service) => !durations.has(service._id));
      if (missing.length)
        throw new BadRequestError(appointmentMessages.serviceIdsUnextractable, {
          missingIds: missing.map((s) => s._id),
        });
      const duration = requested.reduce(
        (sum, s) =>
          sum +
          lineDurationMinutes({ priceLkr: 0, quantity: s.quantity, durationMinutes: durations.get(s._id) }),
        0,
      );
      const { slots } = await availability.findSlots(date, duration);
      return { slots, duration };
    },

    /** Step 1: checks the fee and the slot, holds a chair for 15 minutes, opens a payment. */
    async startPayment(user: UserRow, input: { totalAmount: number; date: string; startTime: string }) {
      if (input.totalAmount !== BOOKING_FEE_LKR) throw new BadRequestError(appointmentMessages.wrongAmount);
      const snapshot = await cartSnapshot(user.id);
      const settings = await availability.loadSettings();
      if (closedReason(input.date, settings, availability.now()))
        throw new BadRequestError(appointmentMessages.salonClosed);
      const startsAt = salonInstant(input.date, input.startTime, timeZone);
      const endsAt = new Date(startsAt.getTime() + snapshot.summary.totalDuration * 60_000);
      const reservation = await repository
        .transaction(async (tx) => {
          await repository.lockDay(tx, input.date);
          await repository.releaseHeldOfUser(tx, user.id);
          await repository.releaseLapsedHolds(tx, input.date, clock.now());
          const { slots, reservations } = await availability.findSlots(
            input.date,
            snapshot.summary.totalDuration,
            tx,
          );
          if (!slots.includes(input.startTime)) throw new ConflictError(appointmentMessages.slotTaken);
          const blockedUntil = new Date(endsAt.getTime() + settings.bufferMinutes * 60_000);
          const chair = freeChair(reservations, settings.capacity, startsAt, blockedUntil);
          if (chair === undefined) throw new ConflictError(appointmentMessages.slotTaken);
          return repository.insertReservation(tx, {
            userId: user.id,
            date: input.date,
            chair,
            startsAt,
            endsAt,
            blockedUntil,
            status: 'held',
            holdExpiresAt: addSeconds(clock.now(), HOLD_SECONDS),
            services: snapshot.services,
            specialOffer: snapshot.bookedOffer,
          });
        })
        .catch((error: unknown) => {
          // The constraint only fires if the locked check above erred: still a taken slot to the customer.
          if (isExclusionViolation(error)) throw new ConflictError(appointmentMessages.slotTaken);
          throw error;
        });
      try {
        const intent = await payments.createIntent({
          amountLkr: BOOKING_FEE_LKR,
          idempotencyKey: `hold-${reservation.id}`,
          metadata: { reservationId: reservation.id, userId: user.id },
        });
        await repository.updateReservation(repository.db, reservation.id, { paymentIntentId: intent.id });
        return { ...intent, holdExpiresAt: reservation.holdExpiresAt!, provider: payments.name };
      } catch (error) {
        await repository.updateReservation(repository.db, reservation.id, { status: 'released' });
        throw error;
      }
    },

    /** Step 3: the browser reports a payment; the provider is asked whether it really happened. */
    async completeBooking(user: UserRow, paymentIntentId: string) {
      const existing = await repository.findAppointmentByIntent(paymentIntentId);
      if (existing) {
        if (existing.userId !== user.id) throw new ForbiddenError(appointmentMessages.paymentNotYours);
        return existing;
      }
      const intent = await payments.retrieveIntent(paymentIntentId);
      if (!intent) throw new NotFoundError(appointmentMessages.paymentNotFound);
      if (intent.metadata.userId !== user.id) throw new ForbiddenError(appointmentMessages.paymentNotYours);
      if (intent.status !== 'succeeded') throw new AppError(402, appointmentMessages.paymentNotCompleted);
      if (intent.amountLkr !== BOOKING_FEE_LKR || intent.currency !== 'lkr')
        throw new BadRequestError(appointmentMessages.wrongAmount);
      return convertPaidIntent(intent);
    },

    /** The webhook and sweep path: books a paid intent whoever (or nobody) is waiting for it. */
    async handlePaidIntent(paymentIntentId: string) {
      const intent = await payments.retrieveIntent(paymentIntentId);
      if (
        !intent ||
        intent.status !== 'succeeded' ||
        intent.amountLkr !== BOOKING_FEE_LKR ||
        intent.currency !== 'lkr'
      )
        return undefined;
      return convertPaidIntent(intent).catch((error) => {
        if (error instanceof ConflictError) return undefined;
        throw error;
      });
    },

    /** Releases lapsed holds and books (or refunds) paid ones whose customer never came back. */
    async sweepHolds() {
      let booked = 0;
      let released = 0;
      for (const hold of await repository.heldReservations()) {
        const intent = hold.paymentIntentId ? await payments.retrieveIntent(hold.paymentIntentId) : undefined;
        if (intent?.status === 'succeeded') {
          if (await this.handlePaidIntent(intent.id)) booked++;
        } else if (hold.holdExpiresAt && hold.holdExpiresAt <= clock.now()) {
          await repository.updateReservation(repository.db, hold.id, { status: 'released' });
          released++;
        }
      }
      return { booked, released };
    },
  };
}
