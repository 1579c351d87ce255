import { appointmentMessages, branchMessages, frontDeskMessages as m } from '@salon/contracts';
import type { FeeSettlement, Language } from '@salon/contracts';
import { calculateCartSummary, toTimeString } from '@salon/domain';
import type { Executor } from '../../db/client.ts';
import type { BookedService, ServiceRow, UserRow } from '../../db/schema/index.ts';
import { isExclusionViolation, isUniqueViolation } from '../../db/errors.ts';
import type { Clock } from '../../lib/clock.ts';
import { BadRequestError, ConflictError, NotFoundError } from '../../lib/errors.ts';
import { salonClock, salonInstant } from '../../lib/salon-time.ts';
import type { AppointmentsRepository } from '../appointments/appointments.repository.ts';
import { bookedTitleTranslations } from '../appointments/booked-service-titles.ts';
import { slotTaken, startRefused } from '../appointments/booking.service.ts';
import { refuseTooLong } from '../appointments/hold-limits.ts';
import { newReference } from '../appointments/paid-intent-conversion.ts';
import { recordStatusChange } from '../appointments/status-history.repository.ts';
import type { AvailabilityService } from '../availability/availability.service.ts';
import type { ServicesRepository } from '../services/services.repository.ts';
import type { FrontDeskRepository } from './front-desk.repository.ts';

/** Who the booking is for: an account already known, or a walk-in by name and phone. */
export type DeskCustomerInput =
  | { userId: string }
  | { name: string; phone: string; email?: string | undefined; language?: Language | undefined };

export interface DeskBookingInput {
  customer: DeskCustomerInput;
  services: string[];
  staffId?: string | undefined;
  date: string;
  startTime: string;
  feeSettlement: FeeSettlement;
  note?: string | null | undefined;
  /** docs/decisions/0045-branches.md: absent, the main branch; unknown 404, closed 400. */
  branchId?: string | undefined;
}

export interface DeskBookingDeps {
  repository: FrontDeskRepository;
  appointments: AppointmentsRepository;
  availability: AvailabilityService;
  services: ServicesRepository;
  bookingFeeLkr: () => Promise<number>;
  clock: Clock;
  timeZone: string;
  /** Queues the booking's mail and text, as an online booking's, in its transaction. */
  onBooked: (appointmentId: string, tx: Executor) => Promise<unknown>;
}

export type DeskBookingService = ReturnType<typeof createDeskBookingService>;

/**
 * docs/decisions/0040-front-desk.md: the owner books a customer who is not online. The time goes
 * through the same judgement as an online hold (judgeStart under the day lock) and becomes the
 * same booked reservation, so the exclusion constraints guard it against every online booking.
 * No payment: the appointment records how its fee was settled instead, and starts confirmed.
 */
export function createDeskBookingService(deps: DeskBookingDeps) {
  const { repository, appointments, availability, clock, timeZone } = deps;
  const salonTimeOf = (instant: Date) => toTimeString(salonClock(instant, timeZone).minutes);

  /**
   * The services as booked now, from the live catalogue (a hidden or deleted one is refused),
   * at the branch's prices; one the branch does not offer is refused (docs/decisions/0045-branches.md).
   */
  async function bookedServices(
    ids: string[],
    offered: ReadonlyMap<string, number | null>,
  ): Promise<BookedService[]> {
    const rows = await Promise.all(ids.map((id) => deps.services.findLiveById(id)));
    const missing = ids.filter((_, index) => !rows[index]);
    if (missing.length)
      throw new BadRequestError(appointmentMessages.serviceIdsUnextractable, { missingIds: missing });
    if (ids.some((id) => !offered.has(id)))
      throw new BadRequestError(branchMessages.serviceNotOfferedAtBranch);
    return rows.map((service) => ({
      serviceId: service!.id,
      title: service!.title,
      priceLkr: offered.get(service!.id) ?? service!.priceLkr,
      quantity: 1,
      durationMinutes: service!.durationMinutes,
      ...bookedTitleTranslations(service!.translations),
    }));
  }

  /**
   * The account the booking goes to: the one named, else the customer with that phone, else the
   * one with that e-mail, else a new record made here (no password; the phone, given in person,
   * counts as confirmed).
   */
  async function customerFor(tx: Executor, input: DeskCustomerInput): Promise<UserRow> {
    if ('userId' in input) {
      const user = await repository.findCustomerById(input.userId, tx);
      if (!user || user.role !== 'user') throw new NotFoundError(m.customerNotFound);
      return user;
    }
    const byPhone = await repository.findCustomerByPhone(input.phone, tx);
    if (byPhone) return byPhone;
    if (input.email) {
      const byEmail = await repository.findUserByEmail(input.email, tx);
      if (byEmail && byEmail.role !== 'user') throw new ConflictError(m.customerNotFound);
      if (byEmail) return byEmail;
    }
    return repository.insertDeskCustomer(tx, {
      name: input.name,
      phone: input.phone,
      email: input.email ?? null,
      language: input.language ?? 'en',
      confirmedAt: clock.now(),
    });
  }

  return {
    /**
     * The services the desk can book at the branch (absent: the main one; unknown 404, closed
     * 400): the live ones it offers, each at its price there (docs/decisions/0046-branch-prices-messages-shifts.md),
     * the list `book` then accepts.
     */
    async servicesAt(branchId: string | undefined): Promise<ServiceRow[]> {
      const branch = await availability.branchFor(branchId);
      const offered = await availability.offeredAt(branch.id);
      const live = await deps.services.listLive();
      return live
        .filter((service) => offered.has(service.id))
        .map((service) => ({ ...service, priceLkr: offered.get(service.id) ?? service.priceLkr }));
    },

    /** docs/decisions/0040-front-desk.md: the dialog's customer search (name, e-mail or phone), at most 10. */
    lookUpCustomers: (search: string) => repository.lookUpCustomers(search),

    async book(admin: UserRow, input: DeskBookingInput) {
      const branch = await availability.branchFor(input.branchId);
      const services = await bookedServices(input.services, await availability.offeredAt(branch.id));
      const durations = await availability.liveDurations();
      const lines = services.map((s) => ({
        serviceId: s.serviceId,
        quantity: s.quantity,
        priceLkr: s.priceLkr,
        durationMinutes: durations.get(s.serviceId) ?? s.durationMinutes,
      }));
      refuseTooLong(lines.reduce((sum, line) => sum + line.durationMinutes * line.quantity, 0));
      // A branch may ask its own fee (docs/decisions/0045-branches.md).
      const fee = branch.bookingFeeLkr ?? (await deps.bookingFeeLkr());
      const startsAt = salonInstant(input.date, input.startTime, timeZone);
      return appointments
        .transaction(async (tx) => {
          const customer = await customerFor(tx, input.customer);
          await appointments.lockDay(tx, input.date);
          await appointments.releaseLapsedHolds(tx, input.date, clock.now());
          const judged = await availability.judgeStart(tx, {
            date: input.date,
            startTime: input.startTime,
            startsAt,
            visit: {
              kind: 'choose',
              staffId: input.staffId,
              durationMinutes: lines.reduce((sum, line) => sum + line.durationMinutes * line.quantity, 0),
              lines,
            },
            atDesk: true,
            branchId: branch.id,
          });
          if (judged.broken) throw startRefused(judged.broken, judged.nearestSlots);
          const { chair, staffId, blockedUntil, durationMinutes } = judged;
          // The stylist's own price and length where the owner set them (docs/decisions/0036-stylists.md).
          const booked = judged.lines
            ? services.map((service, index) => ({
                ...service,
                priceLkr: judged.lines![index]!.priceLkr,
                durationMinutes: judged.lines![index]!.durationMinutes,
              }))
            : services;
          const endsAt = new Date(startsAt.getTime() + durationMinutes * 60_000);
          const reservation = await appointments.insertReservation(tx, {
            userId: customer.id,
            date: input.date,
            branchId: branch.id,
            chair,
            staffId,
            startsAt,
            endsAt,
            blockedUntil,
            status: 'booked',
            bookingFeeLkr: fee,
            services: booked,
            specialOffer: null,
            notes: input.note ?? null,
            createdAt: clock.now(),
          });
          // A waived fee is no fee; one paid or still due at the desk is the salon's fee today.
          const appointmentFeeLkr = input.feeSettlement === 'waived' ? 0 : fee;
          const appointment = await appointments.insertAppointment(tx, {
            reference: newReference(),
            userId: customer.id,
            reservationId: reservation.id,
            date: input.date,
            startTime: input.startTime,
            endTime: salonTimeOf(endsAt),
            startsAt,
            // The owner made it with the customer: nothing is left to confirm.
            status: 'confirmed',
            services: booked,
            specialOffer: null,
            notes: input.note ?? null,
            servicesTotalLkr: calculateCartSummary(booked, null, appointmentFeeLkr).servicesTotal,
            appointmentFeeLkr,
            paymentIntentId: null,
            source: 'front-desk',
            feeSettlement: input.feeSettlement,
            createdAt: clock.now(),
          });
          await recordStatusChange(tx, {
            appointmentId: appointment.id,
            from: null,
            to: 'confirmed',
            changedBy: admin.id,
            refunded: null,
            changedAt: clock.now(),
          });
          await deps.onBooked(appointment.id, tx);
          return { appointment, customer };
        })
        .catch((error: unknown) => {
          // The constraints only fire if the locked check erred: the time is taken all the same.
          if (isExclusionViolation(error)) throw slotTaken();
          // Another desk made the same walk-in's record at the same moment: asking again finds it.
          if (isUniqueViolation(error)) throw new ConflictError(m.customerRaced);
          throw error;
        });
    },
  };
}
