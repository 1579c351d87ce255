import type { Appointment, Cart } from '@salon/contracts';
import { calculateCartSummary } from '@salon/domain';

/**
 * The cart as it was booked, rebuilt from the appointment: after a hosted checkout the page
 * is loaded afresh and the server has emptied the live cart, yet the success screen lists it.
 */
export function bookedCart(appointment: Appointment): Cart {
  const items = appointment.services.map(({ service, quantity }, index) => ({
    _id: `${appointment._id}-${index}`,
    // The Sinhala and Tamil titles as booked come along, so `cartItemTitle` shows the visitor's language.
    service: { ...service, description: '', thumbnail: null, bookableOnce: false },
    quantity,
    serviceId: service._id,
    fromSpecialOffer: appointment.specialOffer !== null,
    specialOfferId: appointment.specialOffer?._id ?? null,
    title: service.title,
    price: service.price,
    duration: service.averageTime,
  }));
  const offer = appointment.specialOffer;
  const summary = calculateCartSummary(
    items.map((item) => ({ priceLkr: item.price, quantity: item.quantity, durationMinutes: item.duration })),
    offer && { priceLkr: offer.price, originalPriceLkr: offer.originalPrice },
    // The fee this booking paid, not the owner's current one.
    appointment.appointmentFee,
  );
  return {
    _id: `booked-${appointment._id}`,
    items,
    specialOffer: offer && {
      ...offer,
      description: '',
      discount: offer.originalPrice > 0 ? Math.round((1 - offer.price / offer.originalPrice) * 100) : 0,
      image: null,
    },
    summary,
  };
}
