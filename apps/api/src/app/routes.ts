import type { FastifyInstance } from 'fastify';
import { adminRoutes } from '../modules/admin/admin.routes.ts';
import { appointmentsRoutes } from '../modules/appointments/appointments.routes.ts';
import { authRoutes } from '../modules/auth/auth.routes.ts';
import { cartRoutes } from '../modules/cart/cart.routes.ts';
import { configRoutes } from '../modules/config/config.routes.ts';
import { createCustomerMergeRepository } from '../modules/customers/customer-merge.repository.ts';
import { createCustomerMergeService } from '../modules/customers/customer-merge.service.ts';
import { createCustomersRepository } from '../modules/customers/customers.repository.ts';
import { customersRoutes } from '../modules/customers/customers.routes.ts';
import { createCustomersService } from '../modules/customers/customers.service.ts';
import { createDailyCloseRepository } from '../modules/customers/daily-close.repository.ts';
import { createDailyCloseService } from '../modules/customers/daily-close.service.ts';
import { frontDeskRoutes } from '../modules/front-desk/front-desk.routes.ts';
import { galleryRoutes } from '../modules/gallery/gallery.routes.ts';
import { offersRoutes } from '../modules/offers/offers.routes.ts';
import { paymentsRoutes } from '../modules/payments/payments.routes.ts';
import { createWebhookEventsRepository } from '../modules/payments/webhook-events.repository.ts';
import { createWebhookEventsService } from '../modules/payments/webhook-events.service.ts';
import { reviewsRoutes } from '../modules/reviews/reviews.routes.ts';
import { servicesRoutes } from '../modules/services/services.routes.ts';
import { createSettingsRepository } from '../modules/settings/settings.repository.ts';
import { managersRoutes } from '../modules/managers/managers.routes.ts';
import { staffAccountRoutes } from '../modules/staff/staff-account.routes.ts';
import { staffDayRoutes } from '../modules/staff/staff-day.routes.ts';
import { staffRoutes } from '../modules/staff/staff.routes.ts';
import { branchesAdminRoutes } from '../modules/branches/branches-admin.routes.ts';
import { createBranchesAdminService } from '../modules/branches/branches-admin.service.ts';
import { createBranchesRepository } from '../modules/branches/branches.repository.ts';
import { branchesRoutes } from '../modules/branches/branches.routes.ts';
import { teamAdminRoutes } from '../modules/staff/team-admin.routes.ts';
import { usersRoutes } from '../modules/users/users.routes.ts';
import { waitlistAdminRoutes, waitlistRoutes } from '../modules/waitlist/waitlist.routes.ts';
import { registerStaticWeb, registerUploads } from '../plugins/static-web.ts';
import { transactionsOf } from '../db/client.ts';
import type { Accounts } from './accounts.ts';
import type { Bookings } from './bookings.ts';
import type { Catalogue } from './catalogue.ts';
import type { AppContext } from './context.ts';
import type { Salon } from './salon.ts';
import type { Waitlist } from './waitlist.ts';
import { createStaffSignIns } from './staff-sign-ins.ts';

export interface Parts {
  accounts: Accounts;
  catalogue: Catalogue;
  salon: Salon;
  bookings: Bookings;
  waitlist: Waitlist;
}

export interface RouteOptions {
  uploadsDir: string;
  webDistDir: string;
}

/** Every route, each module under its prefix with the services it calls; then uploads and the web app. */
export async function registerRoutes(
  app: FastifyInstance,
  context: AppContext,
  { accounts, catalogue, salon, bookings, waitlist }: Parts,
  { uploadsDir, webDistDir }: RouteOptions,
) {
  const { config, db, clock, payments, reads, logError } = context;
  const { guards } = accounts;
  const staffSignIns = createStaffSignIns(context, accounts, bookings);
  const { availability, bookingRules, salonProfile } = salon;
  app.get('/healthz', async () => {
    await db.$client.query('select 1');
    return { status: 'ok' };
  });
  await app.register(configRoutes, {
    prefix: '/api/config',
    config,
    salonProfile,
    bookingRules,
    availability,
    reads,
  });
  await app.register(authRoutes, {
    prefix: '/api/auth',
    guards,
    accounts: accounts.accounts,
    passwords: accounts.passwords,
    google: accounts.google,
    phoneSignIn: accounts.phoneSignIn,
    sessionService: accounts.sessionService,
  });
  await app.register(usersRoutes, {
    prefix: '/api/users',
    guards,
    profiles: accounts.profiles,
    phoneConfirmation: accounts.phoneConfirmation,
    emailAddition: accounts.emailAddition,
  });
  await app.register(servicesRoutes, {
    prefix: '/api/services',
    guards,
    services: catalogue.services,
    reads,
    offeredAt: async (branchId: string) => {
      const branch = await availability.branchFor(branchId);
      return { id: branch.id, prices: await availability.offeredAt(branch.id) };
    },
  });
  await app.register(staffRoutes, { prefix: '/api/staff', staff: salon.staffListing, reads });
  await app.register(branchesRoutes, {
    prefix: '/api/branches',
    branches: () => salon.availability.branches(),
    reads,
  });
  await app.register(offersRoutes, {
    prefix: '/api/special-offers',
    guards,
    offers: catalogue.offers,
    reads,
  });
  await app.register(cartRoutes, {
    prefix: '/api/cart',
    guards,
    cart: catalogue.cart,
    bookingFeeLkr: bookingRules.bookingFeeLkr,
    // docs/decisions/0045-branches.md: priced as booking at the branch prices it (booking.service.ts).
    branchTerms: async (branchId: string) => {
      const branch = await availability.branchFor(branchId);
      return {
        bookingFeeLkr: branch.bookingFeeLkr ?? (await bookingRules.bookingFeeLkr()),
        prices: await availability.offeredAt(branch.id),
      };
    },
  });
  await app.register(adminRoutes, {
    prefix: '/api/admin',
    guards,
    availability,
    services: catalogue.services,
    reviews: catalogue.reviews,
    salonProfile,
    closures: bookings.closures,
    bookingRules,
    overview: bookings.overview,
    dayView: bookings.dayView,
  });
  // docs/decisions/0041-customers-and-merge.md: the owner's customers, their merge and the daily close.
  const customers = createCustomersService({
    repository: createCustomersRepository(db),
    bookingRules,
    clock,
    timeZone: config.salonTimeZone,
  });
  await app.register(customersRoutes, {
    prefix: '/api/admin',
    guards,
    customers,
    merge: createCustomerMergeService({
      repository: createCustomerMergeRepository(),
      transaction: transactionsOf(db),
      customers,
    }),
    dailyClose: createDailyCloseService({
      repository: createDailyCloseRepository(db),
      bookingRules,
      clock,
      timeZone: config.salonTimeZone,
    }),
  });
  await app.register(frontDeskRoutes, {
    prefix: '/api/admin',
    guards,
    deskBooking: bookings.deskBooking,
    deskMove: bookings.deskMove,
    timeBlocks: bookings.timeBlocks,
    appointments: bookings.appointments,
  });
  // docs/decisions/0045-branches.md: the owner adds, edits and closes branches.
  await app.register(branchesAdminRoutes, {
    prefix: '/api/admin/branches',
    guards,
    branches: createBranchesAdminService({
      repository: createBranchesRepository(db),
      mirrorMainBranch: createSettingsRepository(db).mirrorMainBranch,
    }),
  });
  await app.register(teamAdminRoutes, { prefix: '/api/admin/staff', guards, team: bookings.team });
  await app.register(staffAccountRoutes, {
    prefix: '/api/admin/staff',
    guards,
    accounts: staffSignIns.staffAccounts,
  });
  await app.register(managersRoutes, {
    prefix: '/api/admin/managers',
    guards,
    managers: staffSignIns.managers,
  });
  await app.register(staffDayRoutes, {
    prefix: '/api/staff/me',
    guards,
    staffDay: staffSignIns.staffDay,
    staffWalkIn: staffSignIns.staffWalkIn,
  });
  // docs/decisions/0042-waitlist.md: the customer's waitlist and the owner's.
  await app.register(waitlistRoutes, { prefix: '/api/waitlist', guards, waitlist: waitlist.waitlist });
  await app.register(waitlistAdminRoutes, { prefix: '/api/admin/waitlist', guards, admin: waitlist.admin });
  await app.register(appointmentsRoutes, {
    prefix: '/api/appointments',
    guards,
    booking: bookings.booking,
    appointments: bookings.appointments,
    reschedule: bookings.reschedule,
  });
  await app.register(paymentsRoutes, {
    prefix: '/api/payments',
    guards,
    payments,
    booking: bookings.booking,
    webhookEvents: createWebhookEventsService({
      repository: createWebhookEventsRepository(db),
      booking: bookings.booking,
      providerName: payments.name,
    }),
    savedCards: bookings.savedCards,
    onDuplicatePayment: (duplicate, tx) => bookings.notifier.duplicatePayment(duplicate, tx),
    logError,
  });
  await app.register(reviewsRoutes, { prefix: '/api/reviews', guards, reviews: catalogue.reviews, reads });
  await app.register(galleryRoutes, { prefix: '/api/gallery', guards, gallery: catalogue.gallery });
  await registerUploads(app, uploadsDir);
  await registerStaticWeb(app, webDistDir);
}
