import type { Appointment, Cart, CartItem, StaffMember } from '@salon/contracts';
import { calculateCartSummary } from '@salon/domain';
import { jsonResponse } from './fake-api.ts';

/** Cart, offer and appointment answers as the server gives them, for the cart and booking screens. */
export function buildCartItem(overrides: Partial<CartItem> = {}): CartItem {
  const serviceId = overrides.serviceId ?? 'a0000000-0000-4000-8000-000000000001';
  return {
    _id: 'c0000000-0000-4000-8000-000000000001',
    service: {
      _id: serviceId,
      title: 'Hair Cut & Style',
      description: 'A precision cut finished with a blow-dry.',
      price: 3500,
      thumbnail: null,
      averageTime: 60,
      bookableOnce: false,
    },
    quantity: 1,
    serviceId,
    fromSpecialOffer: false,
    specialOfferId: null,
    title: 'Hair Cut & Style',
    price: 3500,
    duration: 60,
    ...overrides,
  };
}

/** A cart as the server answers it; `bookingFeeLkr` is the owner's fee (1000 until changed). */
export function buildCart(
  items: CartItem[],
  specialOffer: Cart['specialOffer'] = null,
  bookingFeeLkr = 1000,
): Cart {
  const summary = calculateCartSummary(
    items.map((item) => ({ priceLkr: item.price, quantity: item.quantity, durationMinutes: item.duration })),
    specialOffer && { priceLkr: specialOffer.price, originalPriceLkr: specialOffer.originalPrice },
    bookingFeeLkr,
  );
  return { _id: 'cart-1', items, specialOffer, summary };
}

export const bridalOffer: NonNullable<Cart['specialOffer']> = {
  _id: 'o0000000-0000-4000-8000-000000000001',
  title: 'Bridal Glow Package',
  description: 'Facial, makeup and styling for your big day.',
  price: 12000,
  originalPrice: 15000,
  discount: 20,
  image: null,
};

export function buildOfferCart(): Cart {
  return buildCart(
    [
      buildCartItem({
        _id: 'c-offer-1',
        title: 'Gold Facial',
        price: 6000,
        duration: 60,
        fromSpecialOffer: true,
        specialOfferId: bridalOffer._id,
      }),
      buildCartItem({
        _id: 'c-offer-2',
        serviceId: 'a0000000-0000-4000-8000-000000000002',
        title: 'Bridal Makeup',
        price: 9000,
        duration: 90,
        fromSpecialOffer: true,
        specialOfferId: bridalOffer._id,
      }),
    ],
    bridalOffer,
  );
}

export const cartAnswer = (cart: Cart, message?: string) =>
  jsonResponse(200, { status: 'success', ...(message && { message }), data: { cart } });

export function buildAppointment(overrides: Partial<Appointment> = {}): Appointment {
  return {
    _id: 'd0000000-0000-4000-8000-000000000001',
    appointmentId: 'APT-20260603-0001',
    paymentId: 'pi_sandbox_123',
    status: 'pending',
    date: '2026-06-03',
    startTime: '09:00',
    endTime: '10:00',
    services: [
      {
        service: {
          _id: 'a0000000-0000-4000-8000-000000000001',
          title: 'Hair Cut & Style',
          price: 3500,
          averageTime: 60,
        },
        quantity: 1,
      },
    ],
    specialOffer: null,
    totalAmount: 3500,
    appointmentFee: 1000,
    feeRefunded: false,
    feeRefundPending: false,
    startsAt: '2026-06-03T03:30:00.000Z',
    createdAt: '2026-05-30T08:00:00.000Z',
    ...overrides,
  };
}

/** A stylist as GET /api/staff lists them: by default doing the cart's haircut at the catalogue's terms. */
export function buildStaffMember(overrides: Partial<StaffMember> = {}): StaffMember {
  return {
    _id: '5a000000-0000-4000-8000-000000000001',
    name: 'Dilani Fernando',
    photoUrl: null,
    bio: 'Colour and precision cuts.',
    services: [{ _id: 'a0000000-0000-4000-8000-000000000001', price: 3500, averageTime: 60 }],
    ...overrides,
  };
}

export const staffAnswer = (staff: StaffMember[]) =>
  jsonResponse(200, { status: 'success', data: { staff } });
