import type { Appointment, AppointmentBranch, AppointmentStaff } from '@salon/contracts';
import type { AppointmentRow } from '../../db/schema/index.ts';

export interface Customer {
  id: string;
  name: string;
  /** null: an account made by mobile number (docs/decisions/0029-sign-in-by-mobile.md). */
  email: string | null;
  phone: string | null;
}

/**
 * The appointment as its answers carry it. `staff` is who does it (docs/decisions/0036-stylists.md),
 * null when booked without a stylist (a salon with no team).
 */
export function presentAppointment(
  row: AppointmentRow,
  customer?: Customer,
  staff: AppointmentStaff | null = null,
  /** Where it is (docs/decisions/0045-branches.md); every answer of the appointments routes carries it. */
  branch?: AppointmentBranch,
): Appointment {
  return {
    _id: row.id,
    appointmentId: row.reference,
    paymentId: row.paymentIntentId,
    source: row.source,
    feeSettlement: row.feeSettlement,
    status: row.status,
    date: row.date,
    startTime: row.startTime,
    endTime: row.endTime,
    services: row.services.map((service) => ({
      service: {
        _id: service.serviceId,
        title: service.title,
        price: service.priceLkr,
        averageTime: service.durationMinutes,
        // Absent on rows booked before titles were kept, and when the owner gave none (cart-presenter.ts).
        ...(service.translations && Object.keys(service.translations).length
          ? { translations: service.translations }
          : {}),
      },
      quantity: service.quantity,
    })),
    specialOffer: row.specialOffer
      ? {
          _id: row.specialOffer.offerId,
          title: row.specialOffer.title,
          price: row.specialOffer.priceLkr,
          originalPrice: row.specialOffer.originalPriceLkr,
        }
      : null,
    totalAmount: row.servicesTotalLkr,
    appointmentFee: row.appointmentFeeLkr,
    feeRefunded: row.refundId !== null,
    feeRefundPending: row.refundRequestedAt !== null && row.refundId === null,
    chargedBackAt: row.chargedBackAt?.toISOString() ?? null,
    startsAt: row.startsAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    notes: row.notes,
    rescheduleCount: row.rescheduleCount,
    customerMoveCount: row.customerMoveCount,
    staff,
    ...(branch && { branch }),
    ...(customer && {
      customer: { _id: customer.id, name: customer.name, email: customer.email, phone: customer.phone },
    }),
  };
}
