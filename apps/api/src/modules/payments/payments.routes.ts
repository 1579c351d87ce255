import {
  messageResponseSchema,
  paymentIntentRefRequestSchema,
  payhereMessages,
  sandboxConfirmRequestSchema,
  sandboxConfirmResponseSchema,
  savedCardMessages,
  savedCardParamsSchema,
  savedCardResponseSchema,
  savedCardsResponseSchema,
} from '@salon/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { BadRequestError, NotFoundError } from '../../lib/errors.ts';
import type { AuthGuards } from '../../plugins/authentication.ts';
import type { BookingService } from '../appointments/booking.service.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { WebhookSignatureError } from './payment-provider.ts';
import type { NotifyHooks, PayHereProvider } from './payhere-provider.ts';
import { PayHereNotifyError } from './payhere-provider.ts';
import type { SandboxProvider } from './sandbox-provider.ts';
import type { SavedCardsService } from './saved-cards.service.ts';
import type { WebhookEventsService } from './webhook-events.service.ts';

export interface PaymentsRoutesDeps {
  guards: AuthGuards;
  payments: PaymentProvider;
  booking: BookingService;
  webhookEvents: WebhookEventsService;
  savedCards: SavedCardsService;
  /** Queues the customer's and the salon's messages about a duplicate payment, in its transaction. */
  onDuplicatePayment: NonNullable<NotifyHooks['onDuplicate']>;
  logError: (error: unknown, message: string) => void;
}

const isSandbox = (provider: PaymentProvider): provider is SandboxProvider => provider.name === 'sandbox';
const isPayHere = (provider: PaymentProvider): provider is PayHereProvider =>
  provider.name === 'payhere' && 'receiveNotify' in provider;

/** PayHere notifies are small forms; anything bigger is not PayHere. */
const NOTIFY_BODY_LIMIT = 16 * 1024;

export async function paymentsRoutes(
  app: FastifyInstance,
  { guards, payments, booking, webhookEvents, savedCards, onDuplicatePayment, logError }: PaymentsRoutesDeps,
) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  /** The sandbox's stand-in for Stripe.js confirmCardPayment; a paid intent is booked at once, like a webhook would. */
  api.post(
    '/sandbox/confirm',
    {
      onRequest: guards.requireVerifiedUser,
      config: { invalidates: ['slots'] },
      schema: { body: sandboxConfirmRequestSchema, response: { 200: sandboxConfirmResponseSchema } },
    },
    async (request) => {
      if (!isSandbox(payments)) throw new NotFoundError('The sandbox payment provider is not enabled');
      const result = await payments.confirm(request.body.clientSecret, request.body.card, {
        keepCard: request.body.saveCard === true,
      });
      if (!result) throw new NotFoundError('Payment not found');
      if ('paymentIntent' in result) {
        await booking
          .handlePaidIntent(result.paymentIntent.id)
          .catch((error) => logError(error, 'booking after sandbox payment failed'));
      }
      return result;
    },
  );

  // docs/decisions/0033-saved-cards.md: the signed-in customer's own cards; another's answer 404.
  api.get(
    '/saved-cards',
    { onRequest: guards.requireVerifiedUser, schema: { response: { 200: savedCardsResponseSchema } } },
    async (request) => ({
      status: 'success' as const,
      data: { cards: await savedCards.list(request.user!) },
    }),
  );

  /** Keeps the card a paid booking fee was paid with, when the customer ticked the box. */
  api.post(
    '/saved-cards',
    {
      onRequest: guards.requireVerifiedUser,
      config: { invalidates: [] },
      schema: { body: paymentIntentRefRequestSchema, response: { 201: savedCardResponseSchema } },
    },
    async (request, reply) => {
      const card = await savedCards.keepFromPayment(request.user!, request.body.paymentIntentId);
      return reply
        .code(201)
        .send({ status: 'success' as const, message: savedCardMessages.saved, data: { card } });
    },
  );

  api.delete(
    '/saved-cards/:id',
    {
      onRequest: guards.requireVerifiedUser,
      config: { invalidates: [] },
      schema: { params: savedCardParamsSchema, response: { 200: messageResponseSchema } },
    },
    async (request) => {
      await savedCards.remove(request.user!, request.params.id);
      return { status: 'success' as const, message: savedCardMessages.deleted };
    },
  );

  /** Pays the hold's intent with a saved card; answers like the sandbox confirm, and books at once like it. */
  api.post(
    '/saved-cards/:id/pay',
    {
      onRequest: guards.requireVerifiedUser,
      config: { invalidates: ['slots'] },
      schema: {
        params: savedCardParamsSchema,
        body: paymentIntentRefRequestSchema,
        response: { 200: sandboxConfirmResponseSchema },
      },
    },
    async (request) => {
      const result = await savedCards.pay(request.user!, request.params.id, request.body.paymentIntentId);
      if ('paymentIntent' in result && result.paymentIntent.status === 'succeeded') {
        await booking
          .handlePaidIntent(result.paymentIntent.id)
          .catch((error) => logError(error, 'booking after a saved-card payment failed'));
      }
      return result;
    },
  );

  // Signatures are computed over the exact bytes, so this route keeps the raw body.
  await app.register(async (webhook) => {
    webhook.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    webhook.post('/webhook', { config: { invalidates: ['slots'] } }, async (request) => {
      let event;
      try {
        event = await payments.parseWebhook(
          request.body as Buffer,
          request.headers['stripe-signature'] as string | undefined,
        );
      } catch (error) {
        if (error instanceof WebhookSignatureError) throw new BadRequestError('Invalid webhook signature');
        throw error;
      }
      return webhookEvents.receive(event);
    });
  });

  // PayHere posts a form, signed field by field (docs/architecture.md#payment-providers).
  await app.register(async (notify) => {
    notify.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: NOTIFY_BODY_LIMIT },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    notify.post('/payhere/notify', { config: { invalidates: ['slots'] } }, async (request) => {
      if (!isPayHere(payments)) throw new NotFoundError(payhereMessages.notifyDisabled);
      const body = request.body;
      if (typeof body !== 'object' || body === null)
        throw new BadRequestError(payhereMessages.notifyMalformed);
      let outcome;
      try {
        outcome = await payments.receiveNotify(body as Record<string, unknown>, {
          onDuplicate: onDuplicatePayment,
        });
      } catch (error) {
        if (error instanceof PayHereNotifyError) throw new BadRequestError(error.message);
        throw error;
      }
      // The same path as Stripe's webhook: the hold the order id names becomes the appointment.
      // A checkout is payable while its hold lasts: paid later, the fee goes back (docs/decisions/0017-payhere.md).
      if (outcome.action === 'paid')
        await booking.handlePaidIntent(outcome.orderId, { holdMustBeLive: true });
      else if (outcome.action === 'failed') await booking.releaseFailedPayment(outcome.orderId);
      else if (outcome.action === 'chargeback') await booking.markChargedBack(outcome.orderId);
      else if (outcome.action === 'duplicate' && outcome.paymentId) {
        // Recorded already: a refusal leaves the refund owed, and the sweep retries it.
        await payments
          .refundDuplicate(outcome.paymentId)
          .catch((error) => logError(error, 'duplicate PayHere payment refund failed; the sweep retries it'));
      }
      return { received: true, ...(outcome.action === 'ignored' && { duplicate: true }) };
    });
  });
}
