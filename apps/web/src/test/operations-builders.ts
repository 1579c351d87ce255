import type {
  AdminAppointmentDetail,
  AdminDay,
  AdminOverview,
  Appointment,
  DayAppointment,
} from '@salon/contracts';
import { buildAppointment } from './booking-builders.ts';
import { jsonResponse } from './fake-api.ts';

/** A booking as the overview and the day view list it; no stylist unless told (a salon with no team). */
export function buildScheduled(overrides: Partial<DayAppointment> = {}): DayAppointment {
  return {
    _id: 'd0000000-0000-4000-8000-000000000001',
    appointmentId: 'APT-20261123-0001',
    status: 'confirmed',
    date: '2026-11-23',
    startTime: '10:00',
    endTime: '11:00',
    chair: 1,
    customerName: 'Nimali Perera',
    services: [{ title: 'Hair Cut & Style', quantity: 1 }],
    staff: null,
    ...overrides,
  };
}

export function buildOverview(overrides: Partial<AdminOverview> = {}): AdminOverview {
  return {
    today: '2026-11-23',
    todaysAppointments: [],
    nextSevenDays: Array.from({ length: 7 }, (_, index) => ({
      date: `2026-11-${String(23 + index).padStart(2, '0')}`,
      count: 0,
    })),
    thisMonth: { feesCollected: 0, feesRefunded: 0, cancellations: 0, noShows: 0 },
    topServices: [],
    bookingsPerDay: Array.from({ length: 30 }, (_, index) => ({
      date: `2026-${index < 7 ? '10' : '11'}-${String(index < 7 ? 25 + index : index - 6).padStart(2, '0')}`,
      count: 0,
    })),
    ...overrides,
  };
}

export function buildDay(overrides: Partial<AdminDay> = {}): AdminDay {
  return {
    date: '2026-11-23',
    openingHours: { open: '09:00', close: '19:00' },
    closedReason: null,
    chairs: 2,
    appointments: [],
    holds: [],
    staff: [],
    ...overrides,
  };
}

export function buildAdminAppointment(overrides: Partial<Appointment> = {}): Appointment {
  return buildAppointment({
    customer: { _id: 'c1', name: 'Nimali Perera', email: 'nimali@example.com', phone: '0771234567' },
    ...overrides,
  });
}

export function buildDetail(overrides: Partial<AdminAppointmentDetail> = {}): AdminAppointmentDetail {
  return { ...buildAdminAppointment(), chair: 2, history: [], ...overrides };
}

export const dataAnswer = (data: unknown, message?: string) =>
  jsonResponse(200, { status: 'success', ...(message && { message }), data });
