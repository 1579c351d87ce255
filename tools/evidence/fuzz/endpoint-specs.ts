import type { FuzzWorld } from './fuzz-world.ts';

type IdKind = keyof FuzzWorld['ids'];

/**
 * What a well-formed call of one endpoint looks like. The fuzzer starts from it and breaks
 * it: every field swapped for junk, dropped, extra fields, other content types, junk ids.
 */
export interface EndpointSpec {
  /** How the body is sent; `none` for bodiless calls (junk bodies are still tried). */
  body: 'json' | 'multipart' | 'raw' | 'form' | 'none';
  /** A valid JSON body, or the text fields of a valid multipart form. */
  valid?: (world: FuzzWorld) => Record<string, unknown>;
  /** A valid JSON body for a multipart route that also takes JSON. */
  validJson?: (world: FuzzWorld) => Record<string, unknown>;
  /** The file field of a multipart form. */
  fileField?: string;
  /** Valid query parameters. */
  query?: Record<string, string>;
  /** Which real rows a `:param` names. */
  params?: Record<string, IdKind | 'token'>;
  /**
   * Identities that would spoil the run: signing out or changing the password of the
   * shared test users would turn all later calls into 401s.
   */
  skipIdentities?: string[];
}

const date = '2030-03-04';
const registration = {
  name: 'Nimali Perera',
  email: 'fuzz@example.lk',
  password: 'Secret123',
  confirmPassword: 'Secret123',
  address: '12 Flower Road, Colombo 7',
  phone: '0771234567',
};
const serviceBody = {
  title: 'Keratin',
  description: 'Smooth.',
  category: 'hair',
  price: 9000,
  averageTime: 90,
};
const offerFields = {
  title: 'Bridal',
  description: 'Hair and make-up.',
  originalPrice: '20000',
  discount: '10',
  startDate: '2030-01-01',
  endDate: '2030-02-01',
};
const settings = {
  openingHours: [null, ...Array.from({ length: 6 }, () => ({ open: '09:00', close: '19:00' }))],
  capacity: 3,
  slotStepMinutes: 30,
  bufferMinutes: 0,
  leadTimeMinutes: 60,
  horizonDays: 60,
};
const salonProfile = {
  name: 'Salon',
  address: 'No. 42, Galle Road, Colombo 03',
  phone: '+94 11 234 5678',
  whatsapp: '+94 77 123 4567',
  email: 'hello@salon.lk',
  mapUrl: 'https://www.google.com/maps/search/?api=1&query=Colombo',
};

/** Keyed `METHOD /path` as the app registers it, without a trailing slash; HEAD uses GET's. */
export const endpointSpecs: Record<string, EndpointSpec> = {
  'GET /healthz': { body: 'none' },
  'GET /api/config': { body: 'none' },
  'GET /uploads/*': { body: 'none' },
  // The OpenAPI document and Swagger UI (plugins/openapi.ts), served outside production.
  'GET /api/docs': { body: 'none' },
  'GET /api/docs/json': { body: 'none' },
  'GET /api/docs/yaml': { body: 'none' },
  'GET /api/docs/static/index.html': { body: 'none' },
  'GET /api/docs/static/swagger-initializer.js': { body: 'none' },
  'GET /api/docs/static/*': { body: 'none' },

  'POST /api/auth/register': { body: 'json', valid: () => registration },
  'POST /api/auth/verify-email': {
    body: 'json',
    valid: (w) => ({ userId: w.customerUserId, otp: '123456' }),
  },
  'POST /api/auth/resend-otp': { body: 'json', valid: (w) => ({ email: w.customerEmail }) },
  'POST /api/auth/login': {
    body: 'json',
    valid: (w) => ({ email: w.customerEmail, password: 'Wrong1234', role: 'user' }),
  },
  'POST /api/auth/admin/register': {
    body: 'json',
    valid: () => ({ ...registration, adminKey: 'not-the-key-000' }),
  },
  'POST /api/auth/google': { body: 'json', valid: () => ({ credential: 'eyJhbGciOiJSUzI1NiJ9.e30.c2ln' }) },
  'POST /api/auth/phone/start': { body: 'json', valid: () => ({ phone: '077 900 1234' }) },
  'POST /api/auth/phone/verify': {
    body: 'json',
    valid: () => ({ phone: '0779001234', code: '123456', name: 'Fuzz Customer' }),
  },
  'GET /api/auth/me': { body: 'none' },
  'GET /api/auth/logout': { body: 'none', skipIdentities: ['customer', 'unverified', 'admin', 'stylist'] },
  'POST /api/auth/forgot-password': {
    body: 'json',
    valid: (w) => ({ email: w.customerEmail, role: 'user' }),
  },
  'PATCH /api/auth/reset-password/:token': {
    body: 'json',
    params: { token: 'token' },
    valid: () => ({ password: 'Secret123', confirmPassword: 'Secret123', role: 'user' }),
  },
  'PATCH /api/auth/update-password': {
    body: 'json',
    valid: () => ({ currentPassword: 'Wrong1234', newPassword: 'Secret999', confirmPassword: 'Secret999' }),
  },

  'GET /api/admin/settings': { body: 'none' },
  'PUT /api/admin/settings': { body: 'json', valid: () => settings },
  'GET /api/admin/salon-profile': { body: 'none' },
  'PUT /api/admin/salon-profile': { body: 'json', valid: () => salonProfile },
  'GET /api/admin/closures': { body: 'none' },
  'PUT /api/admin/closures': {
    body: 'json',
    valid: () => ({ closures: [{ from: '2030-01-01', to: '2030-01-02', reason: 'New Year' }] }),
  },
  'GET /api/admin/booking-rules': { body: 'none' },
  'PUT /api/admin/booking-rules': {
    body: 'json',
    valid: () => ({ autoConfirm: false, feeDeductedAtSalon: false }),
  },
  'GET /api/admin/branches': { body: 'none' },
  'POST /api/admin/branches': {
    body: 'json',
    valid: () => ({
      name: 'Kandy',
      hours: Array(7).fill({ open: '09:00', close: '18:00' }),
      chairs: 2,
      position: 10_000,
    }),
  },
  'PATCH /api/admin/branches/:id': { body: 'json', params: { id: 'branch' }, valid: () => ({ chairs: 3 }) },
  'POST /api/admin/branches/:id/close': { body: 'none', params: { id: 'branch' } },
  'GET /api/admin/staff': { body: 'none' },
  'POST /api/admin/staff': {
    body: 'json',
    valid: () => ({ name: 'Nimali', bio: 'Colour.', translations: { si: { bio: 'වර්ණ' } } }),
  },
  'PATCH /api/admin/staff/:id': {
    body: 'json',
    params: { id: 'staff' },
    valid: () => ({ bio: 'Cuts and colour.', position: 1 }),
  },
  'DELETE /api/admin/staff/:id': { body: 'none', params: { id: 'staff' } },
  'POST /api/admin/staff/:id/photo': {
    body: 'multipart',
    fileField: 'photo',
    params: { id: 'staff' },
    valid: () => ({}),
  },
  'PUT /api/admin/staff/:id/services': {
    body: 'json',
    params: { id: 'staff' },
    valid: (w) => ({ services: [{ serviceId: w.ids.service[0], price: 4000, averageTime: 45 }] }),
  },
  'PUT /api/admin/staff/:id/shifts': {
    body: 'json',
    params: { id: 'staff' },
    valid: () => ({
      shifts: [
        { weekday: 1, start: '09:00', end: '13:00' },
        { weekday: 1, start: '14:00', end: '18:00' },
      ],
    }),
  },
  'POST /api/admin/staff/:id/time-off': {
    body: 'json',
    params: { id: 'staff' },
    valid: () => ({ start: `${date}T09:00`, end: `${date}T12:00`, reason: 'Training' }),
  },
  'DELETE /api/admin/staff/:id/time-off/:timeOffId': {
    body: 'none',
    params: { id: 'staff', timeOffId: 'timeOff' },
  },
  'GET /api/admin/staff/:id/account': { body: 'none', params: { id: 'staff' } },
  'POST /api/admin/staff/:id/account': {
    body: 'json',
    params: { id: 'staff' },
    valid: () => ({ email: 'stylist@example.lk' }),
  },
  'DELETE /api/admin/staff/:id/account': { body: 'none', params: { id: 'staff' } },
  'GET /api/admin/managers': { body: 'none' },
  // An unknown branch: a valid call that leaves the shared customer a customer for later calls.
  'PUT /api/admin/managers': {
    body: 'json',
    valid: (w) => ({ email: w.customerEmail, branchId: '00000000-0000-4000-8000-000000000000' }),
  },
  'DELETE /api/admin/managers/:id': { body: 'none', params: { id: 'customer' } },
  'GET /api/staff/me/schedule': { body: 'none', query: { from: date, to: '2030-03-10' } },
  'GET /api/staff/me/desk-services': { body: 'none', query: { date } },
  'POST /api/staff/me/free-starts': {
    body: 'json',
    valid: (w) => ({ date, services: [w.ids.service[0]] }),
  },
  'POST /api/staff/me/appointments': {
    body: 'json',
    valid: (w) => ({
      name: 'Walk In',
      phone: '0771234599',
      services: [w.ids.service[0]],
      date,
      startTime: '10:00',
      feeSettlement: 'due-at-desk',
    }),
  },
  'PATCH /api/staff/me/appointments/:id': {
    body: 'json',
    params: { id: 'appointment' },
    valid: () => ({ action: 'arrived' }),
  },
  'POST /api/admin/staff/:id/move-bookings': {
    body: 'json',
    params: { id: 'staff' },
    valid: (w) => ({ toStaffId: w.ids.staff[1] }),
  },
  // docs/decisions/0041-customers-and-merge.md. A merge's valid body names nobody on record, so a
  // fuzzed call never ends the world's own customer.
  'GET /api/admin/customers': { body: 'none', query: { q: '077 123', page: '1' } },
  'GET /api/admin/customers/:id': { body: 'none', params: { id: 'customer' } },
  'POST /api/admin/customers/:id/notes': {
    body: 'json',
    params: { id: 'customer' },
    valid: () => ({ kind: 'allergy', body: 'Allergic to PPD' }),
  },
  'PATCH /api/admin/customers/:id/notes/:noteId': {
    body: 'json',
    params: { id: 'customer', noteId: 'customerNote' },
    valid: () => ({ body: '6.1 + 20 vol', kind: 'colour' }),
  },
  'DELETE /api/admin/customers/:id/notes/:noteId': {
    body: 'none',
    params: { id: 'customer', noteId: 'customerNote' },
  },
  'POST /api/admin/customers/:id/merge': {
    body: 'json',
    params: { id: 'customer' },
    valid: () => ({ fromId: '00000000-0000-4000-8000-000000000000' }),
  },
  'GET /api/admin/daily-close': { body: 'none', query: { date } },
  'GET /api/admin/daily-close.csv': { body: 'none', query: { date } },
  // docs/decisions/0040-front-desk.md: the front desk's bookings, moves, blocked time and customer search.
  'GET /api/admin/customer-lookup': { body: 'none', query: { q: 'Perera' } },
  // docs/decisions/0047-back-office-per-branch.md: the desk's services (the fuzz world has no branch id).
  'GET /api/admin/desk-services': { body: 'none' },
  'POST /api/admin/appointments': {
    body: 'json',
    valid: (w) => ({
      customer: { name: 'Walk In', phone: '0771234599', email: 'walkin@example.lk', language: 'si' },
      services: [w.ids.service[0]],
      date,
      startTime: '10:00',
      feeSettlement: 'waived',
      note: 'Patch test done',
    }),
  },
  'POST /api/admin/appointments/:id/move': {
    body: 'json',
    params: { id: 'appointment' },
    valid: () => ({ date, startTime: '15:00' }),
  },
  'GET /api/admin/time-blocks': { body: 'none', query: { date } },
  'POST /api/admin/time-blocks': {
    body: 'json',
    valid: (w) => ({
      staffId: w.ids.staff[0],
      date,
      startTime: '15:00',
      endTime: '16:00',
      reason: 'Training',
    }),
  },
  'DELETE /api/admin/time-blocks/:id': { body: 'none', params: { id: 'timeBlock' } },
  // docs/decisions/0042-waitlist.md: the owner's waitlist of a day and an offer by hand.
  'GET /api/admin/waitlist': { body: 'none', query: { date } },
  'PUT /api/admin/waitlist/settings': { body: 'json', valid: () => ({ offerMinutes: 15 }) },
  'POST /api/admin/waitlist/:id/offer': {
    body: 'json',
    params: { id: 'waitlistEntry' },
    valid: () => ({ date, startTime: '11:00' }),
  },
  'GET /api/admin/services': { body: 'none' },
  'GET /api/admin/reviews': { body: 'none' },
  'PATCH /api/admin/reviews/:id': {
    body: 'json',
    params: { id: 'review' },
    valid: () => ({ hidden: false }),
  },
  'GET /api/admin/overview': { body: 'none' },
  'GET /api/admin/day': { body: 'none', query: { date } },

  'POST /api/waitlist': {
    body: 'json',
    valid: (w) => ({
      windows: [{ date, from: '09:00', to: '12:00' }],
      services: [{ _id: w.ids.service[0] }],
      staffId: w.ids.staff[0],
    }),
  },
  'GET /api/waitlist/mine': { body: 'none' },
  'GET /api/waitlist/offers/:token': { body: 'none', params: { token: 'token' } },
  'DELETE /api/waitlist/:id': { body: 'none', params: { id: 'waitlistEntry' } },
  'GET /api/cart/get-cart': { body: 'none' },
  'POST /api/cart/add-cart': { body: 'json', valid: (w) => ({ serviceId: w.ids.service[0] }) },
  'POST /api/cart/add-special-offer': {
    body: 'json',
    valid: (w) => ({ offerId: w.ids.offer[0], services: [] }),
  },
  'PUT /api/cart/update-quantity/:id': {
    body: 'json',
    params: { id: 'cartItem' },
    valid: () => ({ quantity: 2 }),
  },
  'DELETE /api/cart/remove-cart-item/:id': { body: 'none', params: { id: 'cartItem' } },
  'DELETE /api/cart/clear-cart': { body: 'none' },
  'POST /api/cart/guest-preview': {
    body: 'json',
    valid: (w) => ({ items: [{ serviceId: w.ids.service[0], quantity: 1 }] }),
  },

  'POST /api/appointments/check-availability': {
    body: 'json',
    valid: (w) => ({ date, services: [{ _id: w.ids.service[0], averageTime: 60, quantity: 1 }] }),
  },
  'POST /api/appointments/bookable-days': {
    body: 'json',
    valid: (w) => ({ month: date.slice(0, 7), services: [{ _id: w.ids.service[0], quantity: 1 }] }),
  },
  'POST /api/appointments/create-payment-intent': {
    body: 'json',
    valid: (w) => ({
      totalAmount: 1000,
      date,
      startTime: '11:00',
      services: [{ _id: w.ids.service[0] }],
      notes: 'Patch test done last week.',
    }),
  },
  'POST /api/appointments/create': {
    body: 'json',
    valid: () => ({ paymentIntentId: 'pi_sandbox_unknown', date, startTime: '11:00' }),
  },
  'GET /api/appointments/my-appointments': { body: 'none' },
  'GET /api/appointments/all': {
    body: 'none',
    query: {
      status: 'pending',
      from: '2026-01-01',
      to: '2030-12-31',
      search: 'Nimali',
      sort: 'visit-asc',
      page: '1',
      pageSize: '20',
    },
  },
  'GET /api/appointments/:id': { body: 'none', params: { id: 'appointment' } },
  'PATCH /api/appointments/:id/cancel': { body: 'none', params: { id: 'appointment' } },
  'POST /api/appointments/:id/reschedule': {
    body: 'json',
    params: { id: 'appointment' },
    valid: () => ({ date, startTime: '14:00' }),
  },
  'POST /api/appointments/:id/undo-status': { body: 'none', params: { id: 'appointment' } },
  'PATCH /api/appointments/:id/status': {
    body: 'json',
    params: { id: 'appointment' },
    valid: () => ({ status: 'confirmed' }),
  },

  'PUT /api/users/profile': {
    body: 'json',
    valid: () => ({ name: 'Nimali Perera', phone: '0771234567', address: '12 Flower Road', city: 'Colombo' }),
  },
  'PUT /api/users/language': { body: 'json', valid: () => ({ language: 'si' }) },
  'POST /api/users/phone/send-code': { body: 'none' },
  'POST /api/users/phone/confirm': { body: 'json', valid: () => ({ code: '123456' }) },
  'POST /api/users/email/send-code': { body: 'json', valid: () => ({ email: 'added@example.lk' }) },
  'POST /api/users/email/confirm': { body: 'json', valid: () => ({ code: '123456' }) },
  'POST /api/users/upload': {
    body: 'multipart',
    fileField: 'profileImage',
    valid: () => ({}),
    validJson: (w) => ({ imageUrl: w.customerAvatarUrl }),
  },

  'POST /api/services': { body: 'json', valid: () => serviceBody },
  'GET /api/services/get-services': { body: 'none' },
  'GET /api/services/:id': { body: 'none', params: { id: 'service' } },
  'PATCH /api/services/:id': { body: 'json', params: { id: 'service' }, valid: () => ({ price: 9500 }) },
  'DELETE /api/services/:id': { body: 'none', params: { id: 'service' } },
  'POST /api/services/:id/image': {
    body: 'multipart',
    fileField: 'image',
    params: { id: 'service' },
    valid: () => ({}),
  },

  'GET /api/staff': { body: 'none' },
  // docs/decisions/0045-branches.md: the salon's branches, public.
  'GET /api/branches': { body: 'none' },

  'GET /api/special-offers': { body: 'none' },
  'GET /api/special-offers/active': { body: 'none' },
  'POST /api/special-offers': {
    body: 'multipart',
    fileField: 'image',
    valid: (w) => ({ ...offerFields, services: JSON.stringify(w.ids.service) }),
  },
  'GET /api/special-offers/:id': { body: 'none', params: { id: 'offer' } },
  'PATCH /api/special-offers/:id': {
    body: 'multipart',
    fileField: 'image',
    params: { id: 'offer' },
    valid: () => ({ discount: '15' }),
  },
  'DELETE /api/special-offers/:id': { body: 'none', params: { id: 'offer' } },

  'POST /api/payments/sandbox/confirm': {
    body: 'json',
    valid: () => ({
      clientSecret: 'pi_sandbox_secret_unknown',
      card: { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2034, cvc: '123' },
    }),
  },
  'GET /api/payments/saved-cards': { body: 'none' },
  'POST /api/payments/saved-cards': {
    body: 'json',
    valid: () => ({ paymentIntentId: 'pi_sandbox_unknown' }),
  },
  'DELETE /api/payments/saved-cards/:id': { body: 'none', params: { id: 'savedCard' } },
  'POST /api/payments/saved-cards/:id/pay': {
    body: 'json',
    params: { id: 'savedCard' },
    valid: () => ({ paymentIntentId: 'pi_sandbox_unknown' }),
  },
  'POST /api/payments/webhook': {
    body: 'raw',
    valid: () => ({ id: 'evt_1', type: 'payment_intent.succeeded' }),
  },
  'POST /api/payments/payhere/notify': {
    body: 'form',
    valid: () => ({
      merchant_id: '1211149',
      order_id: '8111a8ee-5413-4e7c-a8c8-a8cdde608b88',
      payment_id: '320025071234',
      payhere_amount: '1000.00',
      payhere_currency: 'LKR',
      status_code: '2',
      md5sig: '374B20E98A162BC9D11C22AC6B80E76A',
    }),
  },

  'GET /api/reviews': { body: 'none' },
  'GET /api/reviews/user/me': { body: 'none' },
  'POST /api/reviews': { body: 'json', valid: () => ({ rating: 5, comment: 'Wonderful' }) },
  'PATCH /api/reviews/:id': {
    body: 'json',
    params: { id: 'review' },
    valid: () => ({ rating: 3, comment: 'Fine' }),
  },

  'GET /api/gallery': { body: 'none' },
  'POST /api/gallery': { body: 'multipart', fileField: 'image', valid: () => ({ caption: 'Bridal' }) },
  'PATCH /api/gallery/:id': {
    body: 'json',
    params: { id: 'galleryImage' },
    valid: () => ({ caption: 'Bridal' }),
  },
  'PUT /api/gallery/order': { body: 'json', valid: (w) => ({ ids: w.ids.galleryImage }) },
  'DELETE /api/gallery/:id': { body: 'none', params: { id: 'galleryImage' } },
};

/** The spec for a catalogued route, or undefined when nobody has written one yet. */
export function specFor(route: { method: string; url: string }): EndpointSpec | undefined {
  const method = route.method === 'HEAD' ? 'GET' : route.method;
  const url = route.url.length > 1 ? route.url.replace(/\/$/, '') : route.url;
  return endpointSpecs[`${method} ${url}`];
}
