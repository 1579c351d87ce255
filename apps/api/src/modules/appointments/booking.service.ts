import {
  appointmentMessages,
  branchMessages,
  staffMessages,
  waitlistMessages,
  wrongAmountMessage,
} from '@salon/contracts';
import {
  calculateCartSummary,
  calculateOfferPrice,
  addDays,
  isBookableState,
  lineDurationMinutes,
  nextMonth,
} from '@salon/domain';
import type { Executor } from '../../db/client.ts';
import type { BookedOffer, BookedService, SlotReservationRow, UserRow } from '../../db/schema/index.ts';
import { isExclusionViolation, isUniqueViolation } from '../../db/errors.ts';
import type { Clock } from '../../lib/clock.ts';
import { addSeconds } from '../../lib/clock.ts';
import {
  AppError,
  BadRequestError,
  ConflictError,
  errorCodes,
  ForbiddenError,
  NotFoundError,
} from '../../lib/errors.ts';
import { salonInstant } from '../../lib/salon-time.ts';
import type { AvailabilityService, StaffChoice } from '../availability/availability.service.ts';
import type { VisitRequest } from '../availability/team-day.ts';
import type { CartRepository } from '../cart/cart.repository.ts';
import type { CartService } from '../cart/cart.service.ts';
import type { ServicesRepository } from '../services/services.repository.ts';
import type {
  DuplicateRefundGiveUp,
  PaymentProvider,
  ProviderPaymentIntent,
} from '../payments/payment-provider.ts';
import type { AppointmentsRepository } from './appointments.repository.ts';
import { bookedTitleTranslations } from './booked-service-titles.ts';
import type { FeeRefunds } from './fee-refunds.ts';
import { checkBookingRules } from './booking-rules.ts';
import type { BrokenBookingRule } from './booking-rules.ts';
import { enforceHoldLimit, refuseTooLong } from './hold-limits.ts';
import { createPaidIntentConverter } from './paid-intent-conversion.ts';
import { pastSettling, SETTLE_WITHIN_MS } from './unsettled-holds.ts';
import type { HandHoldToOwner } from './unsettled-holds.ts';
import type { ConvertOptions, PaidIntentConverterDeps } from './paid-intent-conversion.ts';

/**
 * The one answer for a time that is no longer free; clients tell it apart by its code. It
 * carries up to three nearest free starts of the day for the same choice (docs/decisions/0036-stylists.md).
 */
export const slotTaken = (nearestSlots: string[] = []) =>
  new ConflictError(appointmentMessages.slotTaken, { nearestSlots }, errorCodes.slotTaken);

/**
 * The answer to a start the booking rules refuse (judgeStart), the same for a customer's booking,
 * a move and the front desk: a closed day, no stylist at the branch in a salon with a team
 * (docs/decisions/0051-branch-without-team.md), else a time no longer free.
 */
export function startRefused(broken: BrokenBookingRule, nearestSlots: string[]) {
  if (broken === 'dayClosed') return new BadRequestError(appointmentMessages.salonClosed);
  if (broken === 'noStylistHere') return new BadRequestError(staffMessages.noStylistAtBranch);
  return slotTaken(nearestSlots);
}

export const HOLD_SECONDS = 15 * 60;

/**
 * How far back the sweep looks for released holds whose payment landed anyway (a crash between
 * the card confirm and the booking). Stripe's webhook retries cover longer gaps; each look is
 * one provider call, so the window stays short.
 */
const UNSETTLED_LOOKBACK_SECONDS = 6 * 60 * 60;

export interface BookingServiceDeps {
  repository: AppointmentsRepository;
  availability: AvailabilityService;
  cart: CartService;
  carts: CartRepository;
  services: ServicesRepository;
  payments: PaymentProvider;
  refunds: FeeRefunds;
  /** The owner's current fee, read from the database (docs/product.md#9): what a new hold asks for. */
  bookingFeeLkr: () => Promise<number>;
  clock: Clock;
  timeZone: string;
  onBooked: (appointmentId: string, tx: Executor) => Promise<unknown>;
  onRefused: PaidIntentConverterDeps['onRefused'];
  /** Gives the owner a hold the sweep could not settle (docs/decisions/0024-every-hold-ends.md). */
  handOver: HandHoldToOwner;
  /** Queues the owner's mail about a duplicate payment whose refund the provider kept refusing. */
  onDuplicateNeedsOwner: DuplicateRefundGiveUp['handOver'];
  /** The provider's customer record for this customer, when it keeps cards on one (docs/decisions/0033-saved-cards.md). */
  customerRefFor?: (user: UserRow) => Promise<string | undefined>;
  logError: (error: unknown, message: string) => void;
  /**
   * Claims a waitlist offer's hold for payment by its link's token, once, while the database
   * calls it live (docs/decisions/0042-waitlist.md). Absent: offers are not claimed here.
   */
  claimOffer?: (
    tx: Executor,
    offer: { token: string } | { id: string },
    userId: string,
  ) => Promise<SlotReservationRow | undefined>;
}

export type BookingService = ReturnType<typeof createBookingService>;

type RequestedServices = Array<{ _id: string; quantity: number }>;

/**
 * The visit for the requested services, from the catalogue's durations: its length and its
 * lines, from which each stylist's own length comes (docs/decisions/0036-stylists.md).
 */
function requestedVisit(durations: ReadonlyMap<string, number>, requested: RequestedServices): VisitRequest {
  const missing = requested.filter((service) => !durations.has(service._id));
  if (missing.length)
    throw new BadRequestError(appointmentMessages.serviceIdsUnextractable, {
      missingIds: missing.map((s) => s._id),
    });
  const lines = requested.map((s) => ({
    serviceId: s._id,
    quantity: s.quantity,
    priceLkr: 0,
    durationMinutes: durations.get(s._id)!,
  }));
  const duration = lines.reduce((sum, line) => sum + lineDurationMinutes(line), 0);
  refuseTooLong(duration);
  return { durationMinutes: duration, lines };
}

/** docs/architecture.md#booking-and-payment: hold, pay, then turn the hold into an appointment once. */
export function createBookingService(deps: BookingServiceDeps) {
  const { repository, availability, payments, clock, timeZone } = deps;
  const convertPaidIntent = createPaidIntentConverter(deps);

  /**
   * The customer's cart as what would be booked: snapshots, duration and totals. `offered` is the
   * branch's services with its own prices (docs/decisions/0045-branches.md): one not offered
   * there is refused, and the branch's price replaces the catalogue's where it has one.
   */
  async function cartSnapshot(
    userId: string,
    bookingFeeLkr: number,
    offered: ReadonlyMap<string, number | null>,
  ) {
    // The view re-reads the live catalogue: hidden services and ended offers are gone from it.
    const { items, offer, cartId, droppedOffer } = await deps.cart.view(userId);
    if (droppedOffer) throw new ConflictError(appointmentMessages.offerNoLongerAvailable);
    if (items.length === 0) throw new BadRequestError(appointmentMessages.cartEmpty);
    if (items.some((item) => !offered.has(item.service.id)))
      throw new BadRequestError(branchMessages.serviceNotOfferedAtBranch);
    const services: BookedService[] = items.map((item) => ({
      serviceId: item.service.id,
      title: item.service.title,
      priceLkr: offered.get(item.service.id) ?? item.service.priceLkr,
      quantity: item.quantity,
      durationMinutes: item.service.durationMinutes,
      ...bookedTitleTranslations(item.service.translations),
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
      bookingFeeLkr,
    );
    return { cartId, services, bookedOffer, summary };
  }

  const isLiveHold = (reservation: { status: string; holdExpiresAt: Date | null }) =>
    reservation.status === 'held' &&
    reservation.holdExpiresAt !== null &&
    reservation.holdExpiresAt > clock.now();

  /**
   * What the provider knows of a payment. A hold about to be let go (or let go already) is first
   * checked with the gateway's own records where the provider has them: a lost notification must
   * not cost a customer who paid their time (docs/decisions/0017-payhere.md). A gateway that does
   * not answer leaves the recorded word; a later sweep asks again.
   */
  async function paymentWord(paymentIntentId: string, holdLive: boolean) {
    if (payments.lookUpWithGateway && !holdLive) {
      try {
        return { intent: await payments.lookUpWithGateway(paymentIntentId, clock.now()), unanswered: false };
      } catch (error) {
        deps.logError(error, 'The payment gateway did not answer about an unsettled payment');
        return { intent: await payments.retrieveIntent(paymentIntentId), unanswered: true };
      }
    }
    return { intent: await payments.retrieveIntent(paymentIntentId), unanswered: false };
  }

  /**
   * A lapsed hold whose payment is neither paid nor failed (the provider calls it pending, or
   * could not be asked) is asked about past the sweep's look-back, until a day after it began;
   * then it is the owner's (docs/decisions/0024-every-hold-ends.md). One that settles as failed
   * is an ordinary released hold again.
   */
  async function settleUnpaid(
    reservation: SlotReservationRow,
    word: { intent: ProviderPaymentIntent | undefined; unanswered: boolean },
  ) {
    const status = word.intent?.status;
    const unsettled =
      word.unanswered ||
      status === 'processing' ||
      (reservation.paymentPendingSince !== null && status !== 'canceled');
    if (!unsettled) {
      if (reservation.paymentPendingSince !== null) await repository.clearPaymentPending(reservation.id);
      return;
    }
    if (pastSettling(reservation, clock.now())) await deps.handOver(reservation.id, 'payment_unsettled');
    else if (reservation.paymentPendingSince === null)
      await repository.markPaymentPending(reservation.id, clock.now());
  }

  /** Opens the provider's payment for a placed hold; a failure lets the hold go (or, for an offer, keeps it unpaid). */
  async function openPayment(
    user: UserRow,
    reservation: SlotReservationRow,
    onFailure: Partial<SlotReservationRow>,
  ) {
    try {
      const customerRef = await deps.customerRefFor?.(user);
      const intent = await payments.createIntent({
        ...(customerRef && { customerRef }),
        amountLkr: reservation.bookingFeeLkr,
        idempotencyKey: `hold-${reservation.id}`,
        metadata: { reservationId: reservation.id, userId: user.id },
        customer: {
          name: user.name,
          email: user.email,
          phone: user.phone,
          address: user.address,
          city: user.city,
        },
      });
      await repository.updateReservation(repository.db, reservation.id, { paymentIntentId: intent.id });
      return { ...intent, holdExpiresAt: reservation.holdExpiresAt!, provider: payments.name };
    } catch (error) {
      await repository.updateReservation(repository.db, reservation.id, onFailure);
      throw error;
    }
  }

  /**
   * docs/decisions/0042-waitlist.md: the time a waitlist offer holds is paid like any hold, at
   * the fee stored with it. The claim is one conditional update, so a lapsed offer (the
   * database's clock decides) or one claimed already is refused, and nothing else is released.
   */
  async function payForOffer(user: UserRow, totalAmount: number, offer: { token: string } | { id: string }) {
    if (!deps.claimOffer) throw new NotFoundError(waitlistMessages.offerNotFound);
    const claimOffer = deps.claimOffer;
    const reservation = await repository.transaction(async (tx) => {
      await repository.lockCustomer(tx, user.id);
      return claimOffer(tx, offer, user.id);
    });
    if (!reservation) throw new ConflictError(waitlistMessages.offerEnded, {}, errorCodes.slotTaken);
    if (totalAmount !== reservation.bookingFeeLkr) {
      await repository.updateReservation(repository.db, reservation.id, { paymentIntentId: null });
      throw new BadRequestError(
        wrongAmountMessage(reservation.bookingFeeLkr),
        { bookingFeeLkr: reservation.bookingFeeLkr },
        errorCodes.feeChanged,
      );
    }
    return openPayment(user, reservation, { paymentIntentId: null });
  }

  /**
   * A live service the chosen branch does not offer is refused with the branch's message, the one
   * booking there gives (cartSnapshot), not as an unknown service (docs/decisions/0045-branches.md).
   */
  async function refuseNotOfferedAtBranch(
    atBranch: ReadonlyMap<string, number>,
    requested: RequestedServices,
    choice: StaffChoice,
  ) {
    const missing = requested.filter((service) => !atBranch.has(service._id));
    if (choice.branchId === undefined || missing.length === 0) return;
    const everywhere = await availability.liveDurations();
    const notOffered = missing.filter((service) => everywhere.has(service._id));
    if (notOffered.length)
      throw new BadRequestError(branchMessages.serviceNotOfferedAtBranch, {
        missingIds: notOffered.map((s) => s._id),
      });
  }

  return {
    /**
     * Durations come from the catalogue (or the named stylist's own), never from what the
     * browser sent. `choice.movingReservationId` is the reservation of an appointment being
     * moved (docs/product.md#2.11): it is not counted. No `choice.staffId`: anyone.
     */
    async checkAvailability(date: string, requested: RequestedServices, choice: StaffChoice = {}) {
      const day = await availability.openDay(date, choice);
      await refuseNotOfferedAtBranch(day.durations, requested, choice);
      const { slots, durationMinutes } = day.offer(requestedVisit(day.durations, requested));
      return { slots, duration: durationMinutes };
    },

    /**
     * docs/product.md#2.10: every day of a month as the calendar shows it for this cart, and the
     * first day from today with a free start, looked for month by month up to the horizon.
     * `choice` as for checkAvailability (docs/product.md#2.11).
     */
    async bookableDays(month: string, requested: RequestedServices, choice: StaffChoice = {}) {
      const visible = await availability.openMonth(month, choice);
      await refuseNotOfferedAtBranch(visible.durations, requested, choice);
      const visit = requestedVisit(visible.durations, requested);
      const days = visible.days(visit);
      const lastDay = addDays(visible.today, visible.horizonDays);
      let firstBookableDate: string | null = null;
      for (let m = visible.today.slice(0, 7); !firstBookableDate && `${m}-01` <= lastDay; m = nextMonth(m)) {
        const monthDays = m === month ? days : (await availability.openMonth(m, choice)).days(visit);
        firstBookableDate = monthDays.find((day) => isBookableState(day.state))?.date ?? null;
      }
      return { month, days, firstBookableDate };
    },

    /**
     * Step 1: checks the fee and the slot, holds a chair for 15 minutes, opens a payment.
     * One live hold per customer: a new one releases the earlier (docs/decisions/0006-booking-fee-lifecycle.md).
     */
    async startPayment(
      user: UserRow,
      input: {
        totalAmount: number;
        date: string;
        startTime: string;
        notes?: string | null | undefined;
        /** docs/decisions/0036-stylists.md: absent means "Anyone available". */
        staffId?: string | undefined;
        /** A waitlist offer, by its link's token or its id: pays for the time held for this customer. */
        offerToken?: string | undefined;
        offerId?: string | undefined;
        /** docs/decisions/0045-branches.md: absent means the main branch. */
        branchId?: string | undefined;
      },
    ) {
      if (input.offerToken !== undefined)
        return payForOffer(user, input.totalAmount, { token: input.offerToken });
      if (input.offerId !== undefined) return payForOffer(user, input.totalAmount, { id: input.offerId });
      const branch = await availability.branchFor(input.branchId);
      // The owner's fee asked now is stored with the hold, and the hold is completed against it:
      // a change of the fee afterwards never touches a hold under way. A branch may ask its own.
      const bookingFeeLkr = branch.bookingFeeLkr ?? (await deps.bookingFeeLkr());
      // FEE_CHANGED: the screen showed another fee (the owner changed it since); it reloads.
      if (input.totalAmount !== bookingFeeLkr)
        throw new BadRequestError(
          wrongAmountMessage(bookingFeeLkr),
          { bookingFeeLkr },
          errorCodes.feeChanged,
        );
      const snapshot = await cartSnapshot(user.id, bookingFeeLkr, await availability.offeredAt(branch.id));
      refuseTooLong(snapshot.summary.totalDuration);
      const startsAt = salonInstant(input.date, input.startTime, timeZone);
      const reservation = await repository
        .transaction(async (tx) => {
          await repository.lockCustomer(tx, user.id);
          await enforceHoldLimit(repository, clock, tx, user.id);
          await repository.lockDay(tx, input.date);
          await repository.releaseHeldOfUser(tx, user.id, clock.now());
          await repository.releaseLapsedHolds(tx, input.date, clock.now());
          const rules = await checkBookingRules(availability, tx, {
            date: input.date,
            startTime: input.startTime,
            startsAt,
            branchId: branch.id,
            visit: {
              kind: 'choose',
              staffId: input.staffId,
              durationMinutes: snapshot.summary.totalDuration,
              lines: snapshot.services.map((s) => ({
                serviceId: s.serviceId,
                quantity: s.quantity,
                priceLkr: s.priceLkr,
                durationMinutes: s.durationMinutes,
              })),
            },
          });
          if (rules.broken) throw startRefused(rules.broken, rules.nearestSlots);
          const { chair, staffId, blockedUntil, durationMinutes, lines } = rules;
          refuseTooLong(durationMinutes);
          return repository.insertReservation(tx, {
            userId: user.id,
            date: input.date,
            branchId: branch.id,
            chair,
            staffId,
            startsAt,
            endsAt: new Date(startsAt.getTime() + durationMinutes * 60_000),
            blockedUntil,
            status: 'held',
            holdExpiresAt: addSeconds(clock.now(), HOLD_SECONDS),
            bookingFeeLkr,
            // The stylist's own price and length where the owner set them (docs/decisions/0036-stylists.md).
            services: lines
              ? snapshot.services.map((service, index) => ({
                  ...service,
                  priceLkr: lines[index]!.priceLkr,
                  durationMinutes: lines[index]!.durationMinutes,
                }))
              : snapshot.services,
            specialOffer: snapshot.bookedOffer,
            // docs/product.md#2.10: the customer's note rides with the hold into the appointment.
            notes: input.notes ?? null,
            // The clock's time, not the database's: the per-account limit counts in it.
            createdAt: clock.now(),
          });
        })
        .catch((error: unknown) => {
          // The constraints (no overlap; one hold per customer) only fire if the locked code
          // above erred: to the customer it is still a slot they cannot have right now.
          if (isExclusionViolation(error) || isUniqueViolation(error)) throw slotTaken();
          throw error;
        });
      return openPayment(user, reservation, { status: 'released' });
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
      // The amount is checked against the hold's own fee by the conversion, which refunds a mismatch.
      return convertPaidIntent(intent);
    },

    /**
     * The webhook, notify and sweep path: books a paid intent whoever (or nobody) is waiting for
     * it. A PayHere notify asks `holdMustBeLive` (docs/decisions/0017-payhere.md).
     */
    async handlePaidIntent(paymentIntentId: string, options: ConvertOptions = {}) {
      const intent = await payments.retrieveIntent(paymentIntentId);
      // Any paid intent ends booked or refunded: the conversion checks the amount against the
      // fee stored with the hold, never against today's fee, so a fee change cannot strand it.
      if (!intent || intent.status !== 'succeeded') return undefined;
      return convertPaidIntent(intent, options).catch((error) => {
        if (error instanceof ConflictError) return undefined;
        throw error;
      });
    },

    /** The gateway said the payment failed or was cancelled: the chair is free again unless already booked. */
    async releaseFailedPayment(paymentIntentId: string) {
      return repository.releaseHoldByIntent(repository.db, paymentIntentId);
    },

    /** The gateway reported a chargeback: the appointment stays, marked for the owner to see. */
    async markChargedBack(paymentIntentId: string) {
      return repository.markChargedBack(paymentIntentId, clock.now());
    },

    /**
     * Releases lapsed holds, books (or refunds) paid ones whose customer never came back, and
     * retries refunds that are owed but not yet confirmed by the provider.
     */
    async sweepHolds() {
      let booked = 0;
      let released = 0;
      const since = addSeconds(clock.now(), -UNSETTLED_LOOKBACK_SECONDS);
      for (const reservation of await repository.unsettledReservations(since)) {
        if (!reservation.paymentIntentId) {
          if (await repository.releaseHoldIfLapsed(repository.db, reservation.id, clock.now())) released++;
          continue;
        }
        const live = isLiveHold(reservation);
        const word = await paymentWord(reservation.paymentIntentId, live);
        if (word.intent?.status === 'succeeded') {
          if (await this.handlePaidIntent(word.intent.id)) booked++;
          continue;
        }
        if (reservation.status === 'held') {
          if (await repository.releaseHoldIfLapsed(repository.db, reservation.id, clock.now())) released++;
        }
        if (!live) await settleUnpaid(reservation, word);
      }
      let refundsRetried = await deps.refunds.retryOwed();
      if (payments.refundDuplicatesOwed) {
        const duplicates = await payments.refundDuplicatesOwed({
          now: clock.now(),
          afterMs: SETTLE_WITHIN_MS,
          handOver: deps.onDuplicateNeedsOwner,
        });
        for (const error of duplicates.failures)
          deps.logError(error, 'duplicate payment refund failed; the next sweep retries it');
        refundsRetried += duplicates.refunded;
      }
      return { booked, released, refundsRetried };
    },
  };
}
