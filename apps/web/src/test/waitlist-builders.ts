import type { WaitlistEntry, WaitlistOffer } from '@salon/contracts';

/** A waitlist entry as GET /api/waitlist/mine answers it (docs/decisions/0042-waitlist.md). */
export const buildWaitlistEntry = (overrides: Partial<WaitlistEntry> = {}): WaitlistEntry => ({
  _id: 'entry-1',
  windows: [{ date: '2030-03-04', from: '09:00', to: '12:00' }],
  services: [{ serviceId: 'svc-1', title: 'Hair Cut & Style', quantity: 1 }],
  durationMinutes: 60,
  staffId: null,
  branchId: null,
  branchName: null,
  createdAt: '2030-03-01T04:00:00.000Z',
  ...overrides,
});

/** A held offer of a freed time, as GET /api/waitlist/mine answers it. */
export const buildWaitlistOffer = (overrides: Partial<WaitlistOffer> = {}): WaitlistOffer => ({
  _id: 'offer-1',
  entryId: 'entry-1',
  date: '2030-03-04',
  startTime: '10:00',
  endTime: '11:00',
  staffId: null,
  holdExpiresAt: '2030-03-01T04:45:00.000Z',
  bookingFeeLkr: 1000,
  services: [
    { serviceId: 'svc-1', title: 'Hair Cut & Style', quantity: 1, priceLkr: 3500, durationMinutes: 60 },
  ],
  branchId: 'b0000000-0000-4000-8000-000000000001',
  ...overrides,
});
