import {
  addSpecialOfferRequestSchema,
  addToCartRequestSchema,
  cartMessages,
  cartQuerySchema,
  cartResponseSchema,
  guestCartRequestSchema,
  languageFromCookies,
  updateQuantityRequestSchema,
} from '@salon/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AuthGuards } from '../../plugins/authentication.ts';
import { limitBy, perClient } from '../../plugins/rate-limits.ts';
import { presentCart } from './cart-presenter.ts';
import type { CartService, CartView } from './cart.service.ts';

/** What a branch asks: its booking fee, and its own price by service (null: the catalogue's). */
export interface BranchTerms {
  bookingFeeLkr: number;
  prices: ReadonlyMap<string, number | null>;
}

const itemParams = z.object({ id: z.uuid(cartMessages.itemNotFound) });

/** docs/product.md#7.2. Every call works on the session's own cart only. */
export async function cartRoutes(
  app: FastifyInstance,
  {
    guards,
    cart,
    bookingFeeLkr,
    branchTerms,
  }: {
    guards: AuthGuards;
    cart: CartService;
    /** The owner's current fee (docs/product.md#9): the summary shows what a booking would pay now. */
    bookingFeeLkr: () => Promise<number>;
    /**
     * A branch's fee and own prices, as booking there asks them (docs/decisions/0045-branches.md);
     * an unknown branch is not found, a closed one refused.
     */
    branchTerms: (branchId: string) => Promise<BranchTerms>;
  },
) {
  const answer = async (view: CartView, message?: string, branchId?: string) => {
    const terms = branchId === undefined ? null : await branchTerms(branchId);
    return {
      status: 'success' as const,
      ...(message && { message }),
      data: {
        cart: terms
          ? presentCart(view, terms.bookingFeeLkr, terms.prices)
          : presentCart(view, await bookingFeeLkr()),
      },
    };
  };
  const response = { 200: cartResponseSchema };

  // docs/product.md#2.10: a visitor's cart from their browser, priced without an account. Its own
  // scope, so the customers' guard below does not apply; a public read limited per client.
  await app.register(async (guest) => {
    guest.withTypeProvider<ZodTypeProvider>().post(
      '/guest-preview',
      {
        preHandler: limitBy(guest, perClient('guest-cart', 120, 15)),
        // Prices a visitor's cart: it reads, and changes nothing.
        config: { invalidates: [] },
        schema: { body: guestCartRequestSchema, response },
      },
      async (request) =>
        answer(
          await cart.previewGuest(request.body.items, languageFromCookies(request.headers.cookie)),
          undefined,
          request.body.branchId,
        ),
    );
  });

  await app.register(async (scope) => {
    scope.addHook('onRequest', guards.requireVerifiedUser);
    customerCartRoutes(scope);
  });

  function customerCartRoutes(scope: FastifyInstance) {
    const api = scope.withTypeProvider<ZodTypeProvider>();

    api.get('/get-cart', { schema: { querystring: cartQuerySchema, response } }, async (request) =>
      answer(await cart.view(request.user!.id), undefined, request.query.branchId),
    );

    api.post(
      '/add-cart',
      { config: { invalidates: [] }, schema: { body: addToCartRequestSchema, response } },
      async (request) =>
        answer(
          await cart.addService(
            request.user!.id,
            request.body.serviceId,
            languageFromCookies(request.headers.cookie),
          ),
          cartMessages.serviceAdded,
        ),
    );

    api.post(
      '/add-special-offer',
      { config: { invalidates: [] }, schema: { body: addSpecialOfferRequestSchema, response } },
      async (request) =>
        answer(await cart.addSpecialOffer(request.user!.id, request.body.offerId), cartMessages.offerAdded),
    );

    api.put(
      '/update-quantity/:id',
      {
        config: { invalidates: [] },
        schema: { params: itemParams, body: updateQuantityRequestSchema, response },
      },
      async (request) =>
        answer(
          await cart.updateQuantity(
            request.user!.id,
            request.params.id,
            request.body.quantity,
            languageFromCookies(request.headers.cookie),
          ),
        ),
    );

    api.delete(
      '/remove-cart-item/:id',
      { config: { invalidates: [] }, schema: { params: itemParams, response } },
      async (request) =>
        answer(await cart.removeItem(request.user!.id, request.params.id), cartMessages.itemRemoved),
    );

    api.delete('/clear-cart', { config: { invalidates: [] }, schema: { response } }, async (request) =>
      answer(await cart.clear(request.user!.id), cartMessages.cleared),
    );
  }
}
