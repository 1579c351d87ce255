import { createClosuresRepository } from '../modules/admin/closures.repository.ts';
import { createClosuresService } from '../modules/admin/closures.service.ts';
import { createDayViewRepository } from '../modules/admin/day-view.repository.ts';
import { createDayViewService } from '../modules/admin/day-view.service.ts';
import { createOverviewRepository } from '../modules/admin/overview.repository.ts';
import { createOverviewService } from '../modules/admin/overview.service.ts';
import { createAppointmentsRepository } from '../modules/appointments/appointments.repository.ts';
import { createAppointmentsService } from '../modules/appointments/appointments.service.ts';
import { createBookingService } from '../modules/appointments/booking.service.ts';
import { createFeeRefunds } from '../modules/appointments/fee-refunds.ts';
import { createRescheduleService } from '../modules/appointments/reschedule.service.ts';
import { createHoldHandover } from '../modules/appointments/unsettled-holds.ts';
import { createNotificationsRepository } from '../modules/notifications/notifications.repository.ts';
import { createNotifier } from '../modules/notifications/notifier.ts';
import { createSavedCardsRepository } from '../modules/payments/saved-cards.repository.ts';
import { createSavedCardsService } from '../modules/payments/saved-cards.service.ts';
import { createDeskBookingService } from '../modules/front-desk/desk-booking.service.ts';
import { createDeskMoveService } from '../modules/front-desk/desk-move.service.ts';
import { createFrontDeskRepository } from '../modules/front-desk/front-desk.repository.ts';
import { createTimeBlocksService } from '../modules/front-desk/time-blocks.service.ts';
import { createTeamAdminRepository } from '../modules/staff/team-admin.repository.ts';
import { createTeamAdminService } from '../modules/staff/team-admin.service.ts';
import { createWaitlistRepository } from '../modules/waitlist/waitlist.repository.ts';
import { claimWaitlistOffer } from '../modules/waitlist/waitlist.service.ts';
import type { Catalogue } from './catalogue.ts';
import type { AppContext } from './context.ts';
import type { Salon } from './salon.ts';

export type Bookings = ReturnType<typeof createBookings>;

/**
 * Holds, payments turned into appointments, their changes and the messages each one sends
 * (docs/architecture.md#booking-and-payment), and the owner's views of them.
 */
export function createBookings(
  { config, db, clock, payments, images, logError }: AppContext,
  { cart, carts, servicesRepository }: Pick<Catalogue, 'cart' | 'carts' | 'servicesRepository'>,
  { availability, bookingRules }: Pick<Salon, 'availability' | 'bookingRules'>,
) {
  const timeZone = config.salonTimeZone;
  const appointmentsRepository = createAppointmentsRepository(db);
  const notifier = createNotifier({
    db,
    repository: createNotificationsRepository(db),
    appUrl: config.appUrl,
    timeZone,
    now: () => clock.now(),
    logError,
  });
  // docs/decisions/0024-every-hold-ends.md: a hold the sweep could not settle goes to the owner.
  const handOver = createHoldHandover({
    repository: appointmentsRepository,
    clock,
    onNeedsOwner: (reservationId, tx) => notifier.holdNeedsOwner(reservationId, tx),
  });
  const refunds = createFeeRefunds({
    repository: appointmentsRepository,
    payments,
    clock,
    handOver,
    logError,
  });
  // docs/decisions/0033-saved-cards.md: cards a customer kept, and their provider's customer.
  const savedCards = createSavedCardsService({
    repository: createSavedCardsRepository(db),
    payments,
    logError,
  });
  const waitlistOffers = createWaitlistRepository(db);
  const booking = createBookingService({
    repository: appointmentsRepository,
    availability,
    cart,
    carts,
    services: servicesRepository,
    payments,
    refunds,
    bookingFeeLkr: bookingRules.bookingFeeLkr,
    clock,
    timeZone,
    logError,
    onBooked: (appointmentId, tx) => notifier.booked(appointmentId, tx),
    onRefused: (reservationId, times, tx) => notifier.refusedHold(reservationId, times, tx),
    handOver,
    onDuplicateNeedsOwner: (duplicate, tx) => notifier.duplicateNeedsOwner(duplicate, tx),
    customerRefFor: (user) => savedCards.customerRefFor(user),
    // docs/decisions/0042-waitlist.md: an offer's held time is paid through the same checkout.
    claimOffer: (tx, offer, userId) => claimWaitlistOffer(waitlistOffers, tx, offer, userId),
  });
  const appointments = createAppointmentsService({
    repository: appointmentsRepository,
    refunds,
    clock,
    timeZone,
    onStatusChanged: (change, tx) => notifier.statusChanged(change, tx),
  });
  const reschedule = createRescheduleService({
    repository: appointmentsRepository,
    availability,
    clock,
    timeZone,
    onRescheduled: (appointmentId, previous, tx) => notifier.rescheduled(appointmentId, previous, tx),
  });
  const schedule = createDayViewRepository(db);
  // docs/decisions/0040-front-desk.md: the owner's bookings, moves and blocked time.
  const frontDesk = createFrontDeskRepository(db);
  const frontDeskParts = {
    repository: frontDesk,
    appointments: appointmentsRepository,
    availability,
    clock,
    timeZone,
  };
  return {
    deskBooking: createDeskBookingService({
      ...frontDeskParts,
      services: servicesRepository,
      bookingFeeLkr: bookingRules.bookingFeeLkr,
      onBooked: (appointmentId, tx) => notifier.booked(appointmentId, tx),
    }),
    deskMove: createDeskMoveService({
      ...frontDeskParts,
      onRescheduled: (appointmentId, previous, tx) => notifier.rescheduled(appointmentId, previous, tx),
      onStylistChanged: ({ appointmentId, ...names }, tx) =>
        notifier.stylistChanged(appointmentId, names, tx),
    }),
    timeBlocks: createTimeBlocksService(frontDeskParts),
    notifier,
    savedCards,
    booking,
    appointments,
    reschedule,
    closures: createClosuresService({
      repository: createClosuresRepository(db),
      bookings: appointmentsRepository,
      appointments,
    }),
    dayView: createDayViewService({ repository: schedule, clock, timeZone }),
    // docs/architecture.md#team-admin: the owner's team; a bulk move tells each customer.
    team: createTeamAdminService({
      repository: createTeamAdminRepository(db),
      availability,
      images,
      clock,
      timeZone,
      releaseLapsedHolds: (tx, date, now) => appointmentsRepository.releaseLapsedHolds(tx, date, now),
      onStylistChanged: ({ appointmentId, ...names }, tx) =>
        notifier.stylistChanged(appointmentId, names, tx),
    }),
    overview: createOverviewService({
      repository: createOverviewRepository(db),
      schedule,
      clock,
      timeZone,
    }),
  };
}
