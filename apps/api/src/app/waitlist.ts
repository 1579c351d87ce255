import type { FastifyInstance } from 'fastify';
import { createOfferMaker, createOfferWorker } from '../modules/waitlist/offer-worker.ts';
import { createWaitlistRepository } from '../modules/waitlist/waitlist.repository.ts';
import { createWaitlistAdminRepository } from '../modules/waitlist/waitlist-admin.repository.ts';
import { createWaitlistAdminService, createWaitlistService } from '../modules/waitlist/waitlist.service.ts';
import type { Bookings } from './bookings.ts';
import type { Catalogue } from './catalogue.ts';
import type { AppContext } from './context.ts';
import type { Salon } from './salon.ts';

export type Waitlist = ReturnType<typeof createWaitlist>;

/**
 * The waitlist (docs/decisions/0042-waitlist.md): entries, the worker turning freed time into
 * offers held in slot_reservations, and the owner's view. Claiming an offer is the booking
 * service's (its `claimOffer`, wired in bookings.ts).
 */
export function createWaitlist(
  { config, db, clock, logError }: AppContext,
  { servicesRepository }: Pick<Catalogue, 'servicesRepository'>,
  { availability }: Pick<Salon, 'availability'>,
  { notifier }: Pick<Bookings, 'notifier'>,
  { pollMs }: { pollMs: number },
) {
  const timeZone = config.salonTimeZone;
  const repository = createWaitlistRepository(db);
  const waitlist = createWaitlistService({
    repository,
    services: servicesRepository,
    availability,
    clock,
    timeZone,
  });
  const maker = createOfferMaker({
    repository,
    availability,
    clock,
    timeZone,
    logError,
    onOffered: async (offer, tx) => {
      const message = await waitlist.messageOf(offer, tx);
      if (message) await notifier.waitlistOffered(message, await repository.loadOfferMinutes(tx), tx);
    },
  });
  return {
    waitlist,
    admin: createWaitlistAdminService({
      repository,
      reads: createWaitlistAdminRepository(db, repository),
      maker,
      clock,
      timeZone,
    }),
    worker: createOfferWorker(maker, { pollMs, logError }),
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Works every freed time now (docs/decisions/0042-waitlist.md); resolves with the offers made. */
    offerFreedTimes(): Promise<number>;
  }
}

/**
 * The offer worker runs beside requests: woken after every write this process answers (a
 * cancellation, a move, a closure lifted) and after each sweep, and by its own timer for what
 * other processes freed. `pollMs` 0 turns it off (tests that are not about the waitlist).
 */
export function registerWaitlistWorker(
  app: FastifyInstance,
  { worker }: Pick<Waitlist, 'worker'>,
  pollMs: number,
) {
  app.decorate('offerFreedTimes', () => worker.wake());
  if (pollMs <= 0) return;
  app.addHook('onResponse', async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') void worker.wake();
  });
  app.addHook('onReady', async () => worker.start());
  app.addHook('onClose', async () => worker.stop());
}
