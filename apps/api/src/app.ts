import Fastify from 'fastify';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { installProductErrorWords } from '@salon/contracts';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Config } from './config/env.ts';
import { toFastifyTrustProxy } from './config/trust-proxy.ts';
import type { Database } from './db/client.ts';
import { logPoolErrors } from './db/client.ts';
import type { Clock } from './lib/clock.ts';
import { systemClock } from './lib/clock.ts';
import { refuseControlCharacters } from './lib/parse.ts';
import type { Mailer } from './mail/mailer.ts';
import { createSmsSender } from './sms/sms-sender.ts';
import type { SmsSender } from './sms/sms-sender.ts';
import { createAccountService } from './modules/auth/account.service.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { createPhoneSignInCodesRepository } from './modules/auth/phone-sign-in-codes.repository.ts';
import { createPhoneSignInService } from './modules/auth/phone-sign-in.service.ts';
import { createEmailVerificationsRepository } from './modules/auth/email-verifications.repository.ts';
import { createPendingRegistrationsRepository } from './modules/auth/pending-registrations.repository.ts';
import { createRegistrationDecoysRepository } from './modules/auth/registration-decoys.repository.ts';
import { createGoogleSignInService } from './modules/auth/google-sign-in.service.ts';
import { createPasswordResetsRepository } from './modules/auth/password-resets.repository.ts';
import { createPasswordService } from './modules/auth/password.service.ts';
import { createSessionService } from './modules/auth/session.service.ts';
import { createSessionMemory } from './modules/auth/session-memory.ts';
import { createSessionsRepository } from './modules/auth/sessions.repository.ts';
import { adminRoutes } from './modules/admin/admin.routes.ts';
import { createBookingRulesRepository } from './modules/admin/booking-rules.repository.ts';
import { createBookingRulesService } from './modules/admin/booking-rules.service.ts';
import { createClosuresRepository } from './modules/admin/closures.repository.ts';
import { createClosuresService } from './modules/admin/closures.service.ts';
import { createSalonProfileRepository } from './modules/admin/salon-profile.repository.ts';
import { createSalonProfileService } from './modules/admin/salon-profile.service.ts';
import { createDayViewRepository } from './modules/admin/day-view.repository.ts';
import { createDayViewService } from './modules/admin/day-view.service.ts';
import { createOverviewRepository } from './modules/admin/overview.repository.ts';
import { createOverviewService } from './modules/admin/overview.service.ts';
import { createAppointmentsRepository } from './modules/appointments/appointments.repository.ts';
import { appointmentsRoutes } from './modules/appointments/appointments.routes.ts';
import { createAppointmentsService } from './modules/appointments/appointments.service.ts';
import { createBookingNotifier } from './modules/appointments/booking-confirmation.ts';
import { createBookingService } from './modules/appointments/booking.service.ts';
import { createHoldHandover } from './modules/appointments/unsettled-holds.ts';
import { createRescheduleService } from './modules/appointments/reschedule.service.ts';
import { createFeeRefunds } from './modules/appointments/fee-refunds.ts';
import { createNotificationsRepository } from './modules/notifications/notifications.repository.ts';
import { createNotifier } from './modules/notifications/notifier.ts';
import { registerMessageDelivery } from './jobs/register-message-delivery.ts';
import type { MessageDeliveryOptions } from './jobs/register-message-delivery.ts';
import { registerReminders } from './modules/reminders/register-reminders.ts';
import { createAvailabilityRepository } from './modules/availability/availability.repository.ts';
import { createAvailabilityService } from './modules/availability/availability.service.ts';
import { withCachedReads } from './modules/availability/cached-reads.ts';
import { createCartRepository } from './modules/cart/cart.repository.ts';
import { cartRoutes } from './modules/cart/cart.routes.ts';
import { createCartService } from './modules/cart/cart.service.ts';
import { configRoutes } from './modules/config/config.routes.ts';
import { createImageStore } from './modules/files/image-store.ts';
import { registerMultipart } from './modules/files/multipart.ts';
import { createGalleryRepository } from './modules/gallery/gallery.repository.ts';
import { galleryRoutes } from './modules/gallery/gallery.routes.ts';
import { createGalleryService } from './modules/gallery/gallery.service.ts';
import { createOffersRepository } from './modules/offers/offers.repository.ts';
import type { PaymentProvider } from './modules/payments/payment-provider.ts';
import { paymentsRoutes } from './modules/payments/payments.routes.ts';
import { createPayHereProvider } from './modules/payments/payhere-provider.ts';
import { createSandboxProvider } from './modules/payments/sandbox-provider.ts';
import { createStripeProvider } from './modules/payments/stripe-provider.ts';
import { createSavedCardsRepository } from './modules/payments/saved-cards.repository.ts';
import { createSavedCardsService } from './modules/payments/saved-cards.service.ts';
import { createWebhookEventsRepository } from './modules/payments/webhook-events.repository.ts';
import { offersRoutes } from './modules/offers/offers.routes.ts';
import { createOffersService } from './modules/offers/offers.service.ts';
import { createReviewsRepository } from './modules/reviews/reviews.repository.ts';
import { reviewsRoutes } from './modules/reviews/reviews.routes.ts';
import { createReviewsService } from './modules/reviews/reviews.service.ts';
import { createServicesRepository } from './modules/services/services.repository.ts';
import { servicesRoutes } from './modules/services/services.routes.ts';
import { createServicesService } from './modules/services/services.service.ts';
import { createPhoneConfirmationService } from './modules/users/phone-confirmation.service.ts';
import { createPhoneConfirmationsRepository } from './modules/users/phone-confirmations.repository.ts';
import { createProfileService } from './modules/users/profile.service.ts';
import { createUsersRepository } from './modules/users/users.repository.ts';
import { usersRoutes } from './modules/users/users.routes.ts';
import { createAuthGuards } from './plugins/authentication.ts';
import { registerCompression } from './plugins/compression.ts';
import { answerClientError, registerErrorHandler, sendFrameworkError } from './plugins/error-handler.ts';
import { withLogRedaction } from './plugins/log-redaction.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { registerRateLimits } from './plugins/rate-limits.ts';
import { createAnswerReplay, serveWithReplay } from './plugins/answer-replay.ts';
import { registerReadCache } from './plugins/read-cache.ts';
import { RequestLogController } from './plugins/request-log.ts';
import { responseSerializerCompiler } from './plugins/response-serializer.ts';
import { registerSecurityHeaders, securityHeadersFor } from './plugins/security-headers.ts';
import { registerStaticWeb, registerUploads } from './plugins/static-web.ts';

export interface AppDeps {
  config: Config;
  db: Database;
  mailer: Mailer;
  /** The SMS gateway SMS_PROVIDER names by default (outbox, Notify.lk or Text.lk). */
  sms?: SmsSender;
  clock?: Clock;
  logger?: FastifyServerOptions['logger'];
  webDistDir?: string;
  /** Where uploaded and generated images live; DATA_DIR/uploads by default. */
  uploadsDir?: string;
  /** How often lapsed holds and unbooked payments are swept; 0 turns the timer off (tests). */
  sweepIntervalMs?: number;
  /** Replaces the provider PAYMENTS_PROVIDER names (tests of provider-independent rules). */
  payments?: PaymentProvider;
  /** Whether this process works the job queue (reminders); false in tests, which drive it. */
  runJobs?: boolean;
  /** The message outbox's worker and retry timing (docs/decisions/0021-durable-messages.md). */
  messages?: MessageDeliveryOptions;
}

const defaultWebDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

/** Builds the whole HTTP application, wired by hand; never listens (server.ts does). */
export async function buildApp({
  config,
  db,
  mailer,
  sms,
  clock = systemClock,
  logger,
  webDistDir = defaultWebDist,
  uploadsDir = path.join(config.dataDir, 'uploads'),
  payments = choosePaymentProvider(config, db, clock),
  sweepIntervalMs = 2 * 60_000,
  runJobs = true,
  messages = {},
}: AppDeps) {
  const securityHeaders = securityHeadersFor(config);
  const replay = createAnswerReplay(clock, securityHeaders);
  const app = Fastify({
    // Public reads kept ready are answered before routing (plugins/answer-replay.ts).
    serverFactory: (handler, options) => serveWithReplay(replay, handler, options),
    logger: withLogRedaction(logger ?? { level: config.logLevel }),
    bodyLimit: 1024 * 1024,
    // The longest real parameter is a 43-character reset token; longer ones are answered 414.
    routerOptions: { maxParamLength: 100 },
    // One line per request, at debug when all went well (plugins/request-log.ts).
    logController: new RequestLogController(),
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    trustProxy: toFastifyTrustProxy(config.trustProxy),
    frameworkErrors: sendFrameworkError,
    clientErrorHandler: answerClientError,
  });
  app.setValidatorCompiler(validatorCompiler);
  // A refusal a contract gave no words of its own still names the field, never zod's phrasing.
  installProductErrorWords();
  app.setSerializerCompiler(responseSerializerCompiler);
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
  // Any text the database would store or compare; multipart fields are checked where they are read.
  app.addHook('preValidation', (request, _reply, done) => {
    refuseControlCharacters(request.params, request.query, request.body);
    done();
  });
  registerErrorHandler(app);
  const stopLoggingPoolErrors = logPoolErrors(db, (error) =>
    app.log.error({ err: error }, 'database connection error'),
  );
  app.addHook('onClose', async () => stopLoggingPoolErrors());
  registerSecurityHeaders(app, securityHeaders);
  await registerCompression(app);
  await registerRateLimits(app, db);
  await registerMultipart(app);
  await registerOpenApi(app, config);
  const reads = await registerReadCache(app, db, replay);

  const logError = (error: unknown, message: string) => app.log.error({ err: error }, message);
  const smsSender =
    sms ??
    createSmsSender({
      config: config.sms,
      outboxDir: path.join(config.dataDir, 'sms-outbox'),
      log: (entry, message) => app.log.info(entry, message),
    });
  const sessionMemory = createSessionMemory(reads.cache);
  const users = sessionMemory.users(createUsersRepository(db));
  const sessions = sessionMemory.sessions(createSessionsRepository(db));
  const sessionService = createSessionService({ sessions, clock });
  const verifications = createEmailVerificationsRepository(db);
  const pending = createPendingRegistrationsRepository(db);
  const resets = createPasswordResetsRepository(db);
  const guards = createAuthGuards(app, sessionService);
  const accounts = createAccountService({
    db,
    users,
    verifications,
    pending,
    decoys: createRegistrationDecoysRepository(db),
    sessionService,
    mailer,
    clock,
    adminRegistrationKey: config.adminRegistrationKey,
    appUrl: config.appUrl,
    logError,
  });
  const passwords = createPasswordService({
    db,
    users,
    resets,
    sessions,
    verifications,
    mailer,
    clock,
    appUrl: config.appUrl,
    logError,
  });
  const images = createImageStore(uploadsDir);
  const servicesRepository = createServicesRepository(db);
  const services = createServicesService({ repository: servicesRepository, images, clock });
  const offers = createOffersService({
    offers: createOffersRepository(db),
    services: servicesRepository,
    images,
    clock,
    timeZone: config.salonTimeZone,
  });
  const carts = createCartRepository(db);
  const cart = createCartService({ carts, services: servicesRepository, offers });
  const availability = createAvailabilityService({
    repository: withCachedReads(createAvailabilityRepository(db), reads.cache),
    clock,
    timeZone: config.salonTimeZone,
  });
  const appointmentsRepository = createAppointmentsRepository(db);
  const notifier = createNotifier({
    db,
    repository: createNotificationsRepository(db),
    appUrl: config.appUrl,
    timeZone: config.salonTimeZone,
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
  const bookingRules = createBookingRulesService({ repository: createBookingRulesRepository(db) });
  const salonProfile = createSalonProfileService({ repository: createSalonProfileRepository(db) });
  const sendConfirmation = createBookingNotifier({
    db,
    findAppointment: (id) => appointmentsRepository.findAppointment(id),
    findReservationEnd: (id) => appointmentsRepository.findReservationEnd(id),
    findUser: (id) => users.findById(id),
    feeDeductedAtSalon: async () => (await bookingRules.load()).feeDeductedAtSalon,
    loadSalonProfile: () => salonProfile.load(),
    now: () => clock.now(),
    logError,
    appUrl: config.appUrl,
  });
  const savedCards = createSavedCardsService({
    repository: createSavedCardsRepository(db),
    payments,
    logError,
  });
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
    timeZone: config.salonTimeZone,
    logError,
    onBooked: async (appointmentId, tx) => {
      await sendConfirmation(appointmentId, tx);
      await notifier.booked(appointmentId, tx);
    },
    onRefused: (reservationId, times, tx) => notifier.refusedHold(reservationId, times, tx),
    handOver,
    onDuplicateNeedsOwner: (duplicate, tx) => notifier.duplicateNeedsOwner(duplicate, tx),
    customerRefFor: (user) => savedCards.customerRefFor(user),
  });
  const appointments = createAppointmentsService({
    repository: appointmentsRepository,
    refunds,
    clock,
    timeZone: config.salonTimeZone,
    onStatusChanged: (change, tx) => notifier.statusChanged(change, tx),
  });
  const reschedule = createRescheduleService({
    repository: appointmentsRepository,
    availability,
    clock,
    timeZone: config.salonTimeZone,
    onRescheduled: (appointmentId, previous, tx) => notifier.rescheduled(appointmentId, previous, tx),
  });
  const schedule = createDayViewRepository(db);
  const dayView = createDayViewService({ repository: schedule, clock, timeZone: config.salonTimeZone });
  const overview = createOverviewService({
    repository: createOverviewRepository(db),
    schedule,
    clock,
    timeZone: config.salonTimeZone,
  });
  const reviews = createReviewsService({ repository: createReviewsRepository(db), clock });
  const gallery = createGalleryService({ repository: createGalleryRepository(db), images });
  const profiles = createProfileService({ users, images });
  const phoneConfirmation = createPhoneConfirmationService({
    db,
    users,
    codes: createPhoneConfirmationsRepository(db),
    sms: smsSender,
    clock,
    logError,
  });
  const phoneSignIn = createPhoneSignInService({
    db,
    users,
    codes: createPhoneSignInCodesRepository(db),
    sessionService,
    sms: smsSender,
    clock,
    logError,
  });
  const closures = createClosuresService({
    repository: createClosuresRepository(db),
    bookings: appointmentsRepository,
    appointments,
  });
  const google = createGoogleSignInService({
    clientId: config.google.clientId,
    jwksUrl: config.google.jwksUrl,
    db,
    users,
    sessions,
    resets,
    verifications,
    pending,
    sessionService,
    clock,
  });

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
    accounts,
    passwords,
    google,
    phoneSignIn,
    sessionService,
  });
  await app.register(usersRoutes, { prefix: '/api/users', guards, profiles, phoneConfirmation });
  await app.register(servicesRoutes, { prefix: '/api/services', guards, services, reads });
  await app.register(offersRoutes, { prefix: '/api/special-offers', guards, offers, reads });
  await app.register(cartRoutes, {
    prefix: '/api/cart',
    guards,
    cart,
    bookingFeeLkr: bookingRules.bookingFeeLkr,
  });
  await app.register(adminRoutes, {
    prefix: '/api/admin',
    guards,
    availability,
    services,
    reviews,
    salonProfile,
    closures,
    bookingRules,
    overview,
    dayView,
  });
  await app.register(appointmentsRoutes, {
    prefix: '/api/appointments',
    guards,
    booking,
    appointments,
    reschedule,
  });
  await app.register(paymentsRoutes, {
    prefix: '/api/payments',
    guards,
    payments,
    booking,
    webhookEvents: createWebhookEventsRepository(db),
    savedCards,
    onDuplicatePayment: (duplicate, tx) => notifier.duplicatePayment(duplicate, tx),
    logError,
  });
  await app.register(reviewsRoutes, { prefix: '/api/reviews', guards, reviews, reads });
  await app.register(galleryRoutes, { prefix: '/api/gallery', guards, gallery });
  await registerUploads(app, uploadsDir);
  await registerStaticWeb(app, webDistDir);
  app.decorate('sweepBookings', () => booking.sweepHolds());
  scheduleSweep(app, sweepIntervalMs);
  registerReminders(app, { db, clock, appUrl: config.appUrl, runJobs });
  registerMessageDelivery(app, {
    db,
    mailer,
    sms: smsSender,
    noticeTasks: { ...notifier.tasks, ...sendConfirmation.tasks },
    options: messages,
  });
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Releases lapsed holds and books or refunds paid ones (docs/architecture.md#booking-and-payment step 4). */
    sweepBookings(): Promise<{ booked: number; released: number }>;
  }
}

function scheduleSweep(app: FastifyInstance, intervalMs: number) {
  if (intervalMs <= 0) return;
  let timer: NodeJS.Timeout | undefined;
  const sweep = () =>
    app.sweepBookings().catch((error) => app.log.error({ err: error }, 'booking sweep failed'));
  app.addHook('onReady', async () => {
    void sweep();
    timer = setInterval(sweep, intervalMs);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}

export type App = Awaited<ReturnType<typeof buildApp>>;

function choosePaymentProvider(config: Config, db: Database, clock: Clock): PaymentProvider {
  if (config.paymentsProvider === 'stripe') {
    return createStripeProvider({
      secretKey: config.stripe.secretKey!,
      webhookSecret: config.stripe.webhookSecret,
      apiBase: config.stripe.apiBase,
    });
  }
  if (config.paymentsProvider === 'payhere') {
    return createPayHereProvider({
      db,
      merchantId: config.payhere.merchantId!,
      merchantSecret: config.payhere.merchantSecret!,
      appId: config.payhere.appId!,
      appSecret: config.payhere.appSecret!,
      apiBase: config.payhere.apiBase,
      appUrl: config.appUrl,
      clock,
    });
  }
  return createSandboxProvider(db, clock);
}
