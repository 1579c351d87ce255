import type { CustomerDetail } from '@salon/contracts';

/**
 * "Book again": the front desk's booking on the customer's behalf, at the day view, with the
 * services of their latest visit that was not cancelled (docs/decisions/0041-customers-and-merge.md).
 * The day view's booking dialog reads `book` (the customer) and `services` (ids, comma-separated).
 */
export function bookAgainHref(customer: CustomerDetail): string {
  const latest = customer.visitsList.find((visit) => visit.status !== 'cancelled') ?? customer.visitsList[0];
  const serviceIds = [...new Set(latest?.services.map((service) => service.serviceId) ?? [])];
  const params = new URLSearchParams({ book: customer._id });
  if (serviceIds.length > 0) params.set('services', serviceIds.join(','));
  return `/admin/day?${params.toString()}`;
}
