import type { CustomerSummary, CustomerVisit } from '@salon/contracts';

/** A customer as the owner's customer list answers them (docs/decisions/0041-customers-and-merge.md). */
export function buildCustomer(overrides: Partial<CustomerSummary> = {}): CustomerSummary {
  return {
    _id: '7a1f0c2e-1111-4c1e-9f55-2b9a4c1f0a01',
    name: 'Nimali Perera',
    email: 'nimali@example.lk',
    phone: '0771234567',
    visits: 3,
    lastVisit: '2026-11-20',
    nextVisit: null,
    spendLkr: 12500,
    noShows: 1,
    cancellations: 0,
    hasPassword: true,
    ...overrides,
  };
}

/** One past visit on a customer's page: a completed haircut with Dilani at Colombo 3. */
export function buildCustomerVisit(overrides: Partial<CustomerVisit> = {}): CustomerVisit {
  return {
    _id: 'a1',
    appointmentId: 'SAL-2026-0001',
    date: '2026-11-20',
    startTime: '10:00',
    status: 'completed',
    stylist: 'Dilani',
    services: [{ serviceId: 's-cut', title: 'Ladies Haircut', quantity: 1 }],
    servicesTotalLkr: 4500,
    branch: { _id: 'b0000000-0000-4000-8000-000000000001', name: 'Colombo 3' },
    ...overrides,
  };
}
