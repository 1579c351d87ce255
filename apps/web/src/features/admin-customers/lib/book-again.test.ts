import type { CustomerDetail, CustomerVisit } from '@salon/contracts';
import { describe, expect, it } from 'vitest';
import { bookAgainHref } from './book-again.ts';

const visit = (status: CustomerVisit['status'], serviceIds: string[]): CustomerVisit => ({
  _id: `a-${status}`,
  appointmentId: 'SAL-1',
  date: '2026-11-20',
  startTime: '10:00',
  status,
  stylist: null,
  services: serviceIds.map((serviceId) => ({ serviceId, title: serviceId, quantity: 1 })),
  servicesTotalLkr: 1000,
});

const customer = (visitsList: CustomerVisit[]): CustomerDetail => ({
  _id: 'c1',
  name: 'Nimali',
  email: null,
  phone: null,
  visits: 0,
  lastVisit: null,
  nextVisit: null,
  spendLkr: 0,
  noShows: 0,
  cancellations: 0,
  hasPassword: false,
  visitsList,
  notes: [],
});

describe('bookAgainHref', () => {
  it('books the services of the latest visit that was not cancelled', () => {
    const href = bookAgainHref(
      customer([visit('cancelled', ['s9']), visit('completed', ['s1', 's2', 's1'])]),
    );
    expect(href).toBe('/admin/day?book=c1&services=s1%2Cs2');
  });

  it('names only the customer when there was no visit', () => {
    expect(bookAgainHref(customer([]))).toBe('/admin/day?book=c1');
  });
});
