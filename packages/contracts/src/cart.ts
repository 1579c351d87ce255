import { z } from 'zod';
import { successResponseSchema } from './envelope.ts';
import { branchIdSchema } from './branches.ts';
import { appointmentMessages } from './messages/appointments.ts';
import { cartMessages } from './messages/cart.ts';
import { offerSchema } from './offers.ts';
import { serviceTranslationsSchema } from './services.ts';

export const CART_QUANTITY_MAX = 10;

export const cartItemSchema = z.object({
  _id: z.string(),
  service: z.object({
    _id: z.string(),
    title: z.string(),
    description: z.string(),
    price: z.number().int(),
    thumbnail: z.string().nullable(),
    averageTime: z.number().int(),
    bookableOnce: z.boolean(),
    /** The owner's Sinhala and Tamil title and description, as in the services answer. */
    translations: serviceTranslationsSchema.optional(),
  }),
  quantity: z.number().int(),
  serviceId: z.string(),
  fromSpecialOffer: z.boolean(),
  specialOfferId: z.string().nullable(),
  title: z.string(),
  price: z.number().int(),
  duration: z.number().int(),
  /**
   * False when the branch the cart is priced at does not offer the service: the summary leaves it
   * out and booking there refuses it (docs/decisions/0045-branches.md). Absent: the salon's cart.
   */
  offered: z.boolean().optional(),
});
export type CartItem = z.infer<typeof cartItemSchema>;

export const cartSummarySchema = z.object({
  servicesTotal: z.number().int(),
  bookingFee: z.number().int(),
  totalAmount: z.number().int(),
  totalDuration: z.number().int(),
  originalPrice: z.number().int().optional(),
  savings: z.number().int().optional(),
});

export const cartSchema = z.object({
  _id: z.string(),
  items: z.array(cartItemSchema),
  specialOffer: offerSchema
    .pick({
      _id: true,
      title: true,
      description: true,
      price: true,
      originalPrice: true,
      discount: true,
      image: true,
    })
    .nullable(),
  summary: cartSummarySchema,
});
export type Cart = z.infer<typeof cartSchema>;

export const cartResponseSchema = successResponseSchema(z.object({ cart: cartSchema }));
export type CartResponse = z.infer<typeof cartResponseSchema>;

/** GET /api/cart/get-cart?branchId=: the cart priced at that branch (docs/decisions/0045-branches.md). */
export const cartQuerySchema = z.object({ branchId: branchIdSchema });

export const addToCartRequestSchema = z.object({ serviceId: z.uuid('Missing service ID') });
export type AddToCartRequest = z.input<typeof addToCartRequestSchema>;

/** The product's client also sends the offer's services; the server uses its own list (docs/architecture.md#cart). */
export const addSpecialOfferRequestSchema = z.object({
  offerId: z.uuid('Special offer not found'),
  services: z.array(z.unknown()).optional(),
});
export type AddSpecialOfferRequest = z.input<typeof addSpecialOfferRequestSchema>;

export const updateQuantityRequestSchema = z.object({
  quantity: z
    .number({ error: `Quantity must be a whole number from 1 to ${CART_QUANTITY_MAX}` })
    .int(`Quantity must be a whole number from 1 to ${CART_QUANTITY_MAX}`)
    .min(1, `Quantity must be a whole number from 1 to ${CART_QUANTITY_MAX}`)
    .max(CART_QUANTITY_MAX, `Quantity must be a whole number from 1 to ${CART_QUANTITY_MAX}`),
});
export type UpdateQuantityRequest = z.input<typeof updateQuantityRequestSchema>;

/**
 * docs/product.md#2.10: a visitor's cart, kept in their browser until they sign in, priced by the
 * server like a customer's (`POST /api/cart/guest-preview`). Each service at most once.
 */
export const guestCartRequestSchema = z.object({
  items: z
    .array(
      z.object({
        serviceId: z.uuid('Missing service ID'),
        quantity: updateQuantityRequestSchema.shape.quantity,
      }),
    )
    .min(1, appointmentMessages.cartEmpty)
    .max(20, cartMessages.guestCartDuplicate)
    .refine(
      (items) => new Set(items.map((item) => item.serviceId)).size === items.length,
      cartMessages.guestCartDuplicate,
    ),
  /** Priced at this branch: its prices and fee (docs/decisions/0045-branches.md); absent, the salon's. */
  branchId: branchIdSchema,
});
export type GuestCartRequest = z.input<typeof guestCartRequestSchema>;
