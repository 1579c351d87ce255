import type { BookingService } from '../appointments/booking.service.ts';
import type { PaymentEvent } from './payment-provider.ts';
import type { WebhookEventsRepository } from './webhook-events.repository.ts';

export type WebhookEventsService = ReturnType<typeof createWebhookEventsService>;

export interface WebhookEventsDeps {
  repository: WebhookEventsRepository;
  booking: Pick<BookingService, 'handlePaidIntent'>;
  /** The provider whose events these are, recorded with each one. */
  providerName: string;
}

/** Providers retry and reorder events: each is acted on once, a repeat is answered as one. */
export function createWebhookEventsService({ repository, booking, providerName }: WebhookEventsDeps) {
  return {
    async receive(event: PaymentEvent): Promise<{ received: true; duplicate?: true }> {
      if (await repository.wasProcessed(event.eventId)) return { received: true, duplicate: true };
      if (event.type === 'payment_succeeded' && event.paymentIntentId)
        await booking.handlePaidIntent(event.paymentIntentId);
      await repository.markProcessed(event.eventId, providerName);
      return { received: true };
    },
  };
}
