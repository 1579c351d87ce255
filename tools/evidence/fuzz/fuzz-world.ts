import { savedCards } from '@salon/api/tooling';
import type { TestApp } from '@salon/api/testing/build-test-app';
import { bookableDate, bookThroughApi, customerWithCart } from '@salon/api/testing/booking-builders';
import { mainBranch } from '@salon/api/testing/branch-builders';
import { createService, signedInAdmin, signedInUnverified } from '@salon/api/testing/builders';
import { multipartBody, pngImage } from '@salon/api/testing/images';
import { signedInStylist } from '@salon/api/testing/staff-builders';

export type Identity = 'anonymous' | 'customer' | 'unverified' | 'admin' | 'stylist' | 'bogusToken';
export const IDENTITIES: Identity[] = [
  'anonymous',
  'customer',
  'unverified',
  'admin',
  'stylist',
  'bogusToken',
];

/** Real rows the fuzzer aims at now and then, so random requests also reach existing data. */
export interface FuzzWorld {
  headersFor: Record<Identity, Record<string, string>>;
  customerEmail: string;
  customerUserId: string;
  /** The customer's own avatar, which nobody else may take as theirs. */
  customerAvatarUrl: string;
  png: Buffer;
  ids: {
    service: string[];
    offer: string[];
    cartItem: string[];
    review: string[];
    appointment: string[];
    galleryImage: string[];
    savedCard: string[];
    staff: string[];
    timeOff: string[];
    customer: string[];
    customerNote: string[];
    timeBlock: string[];
    waitlistEntry: string[];
    branch: string[];
  };
}

const expectStatus = (
  response: { statusCode: number; body: string; json(): unknown },
  status: number,
  what: string,
) => {
  if (response.statusCode !== status)
    throw new Error(`${what} failed (${response.statusCode}): ${response.body}`);
  return response.json() as { data: Record<string, { _id: string }> };
};

/** Builds the users and data through the API itself, as a client would. */
export async function buildFuzzWorld(t: TestApp): Promise<FuzzWorld> {
  const admin = await signedInAdmin(t);
  const customer = await customerWithCart(t);
  const unverified = await signedInUnverified(t);
  const png = await pngImage(64, 48);
  const booked = await bookThroughApi(t, customer, bookableDate(t), '10:00');
  const appointment = expectStatus(booked, 201, 'booking').data.appointment!._id;
  await t.app.inject({
    method: 'POST',
    url: '/api/cart/add-cart',
    headers: customer.auth,
    payload: { serviceId: customer.service.id },
  });
  const cart = expectStatus(
    await t.app.inject({ method: 'GET', url: '/api/cart/get-cart', headers: customer.auth }),
    200,
    'cart',
  );
  const cartItems = (cart.data.cart as unknown as { items: { _id: string }[] }).items.map((item) => item._id);
  const review = expectStatus(
    await t.app.inject({
      method: 'POST',
      url: '/api/reviews',
      headers: customer.auth,
      payload: { rating: 4, comment: 'Lovely' },
    }),
    201,
    'review',
  ).data.review!._id;
  const second = await createService(t, { title: 'Gel Manicure', durationMinutes: 30, priceLkr: 2500 });
  const offerForm = await multipartBody(
    {
      title: 'Glow Package',
      description: 'Two treatments together.',
      originalPrice: '7500',
      discount: '20',
      startDate: '2020-01-01',
      endDate: '2099-12-31',
      services: JSON.stringify([customer.service.id, second.id]),
    },
    { field: 'image', bytes: png, name: 'offer.png', type: 'image/png' },
  );
  const offer = expectStatus(
    await t.app.inject({
      method: 'POST',
      url: '/api/special-offers',
      headers: { ...admin.auth, ...offerForm.headers },
      payload: offerForm.payload,
    }),
    201,
    'offer',
  ).data.offer!._id;
  const galleryForm = await multipartBody(
    { caption: 'Bridal' },
    { field: 'image', bytes: png, name: 'g.png', type: 'image/png' },
  );
  const galleryImage = expectStatus(
    await t.app.inject({
      method: 'POST',
      url: '/api/gallery',
      headers: { ...admin.auth, ...galleryForm.headers },
      payload: galleryForm.payload,
    }),
    201,
    'gallery image',
  ).data.image!._id;
  // The customer waiting for another time (docs/decisions/0042-waitlist.md), at the main branch,
  // before the salon has a team: with one, a branch where nobody does the services takes no
  // joins (docs/decisions/0051-branch-without-team.md). A manager of another branch is refused
  // its offers (docs/decisions/0049-branch-manager.md).
  const waitlistEntry = expectStatus(
    await t.app.inject({
      method: 'POST',
      url: '/api/waitlist',
      headers: customer.auth,
      payload: {
        windows: [{ date: bookableDate(t), from: '12:00', to: '15:00' }],
        services: [{ _id: customer.service.id }],
        branchId: (await mainBranch(t)).id,
      },
    }),
    201,
    'waitlist entry',
  ).data.entry!._id;
  // Two stylists, after the booking above, and a time off of the first (docs/architecture.md#team-admin).
  // Not bookable online, so the customers' booking calls of the world are not asked to name one.
  const stylist = async (name: string) =>
    expectStatus(
      await t.app.inject({
        method: 'POST',
        url: '/api/admin/staff',
        headers: admin.auth,
        payload: { name, bookableOnline: false },
      }),
      201,
      'stylist',
    ).data.staff!._id;
  const stylists = [await stylist('Fuzz Stylist'), await stylist('Fuzz Colleague')];
  // A branch of its own, last in the list, so editing or closing it never moves the main branch
  // the world's other calls book at (docs/decisions/0045-branches.md).
  const branch = expectStatus(
    await t.app.inject({
      method: 'POST',
      url: '/api/admin/branches',
      headers: admin.auth,
      payload: { name: 'Fuzz Branch', hours: Array(7).fill(null), chairs: 1, position: 10_000 },
    }),
    201,
    'branch',
  ).data.branch!._id;
  const away = expectStatus(
    await t.app.inject({
      method: 'POST',
      url: `/api/admin/staff/${stylists[0]}/time-off`,
      headers: admin.auth,
      payload: { start: '2030-03-04T09:00', end: '2030-03-04T12:00', reason: 'Training' },
    }),
    201,
    'time off',
  ).data.staff as unknown as { timeOff: { _id: string }[] };
  // A note the salon keeps on the customer (docs/decisions/0041-customers-and-merge.md).
  const customerNote = expectStatus(
    await t.app.inject({
      method: 'POST',
      url: `/api/admin/customers/${customer.userId}/notes`,
      headers: admin.auth,
      payload: { kind: 'allergy', body: 'Allergic to PPD' },
    }),
    201,
    'customer note',
  ).data.note!._id;
  // A blocked hour of the second stylist (docs/decisions/0040-front-desk.md).
  const timeBlock = expectStatus(
    await t.app.inject({
      method: 'POST',
      url: '/api/admin/time-blocks',
      headers: admin.auth,
      payload: {
        staffId: stylists[1],
        date: '2030-03-04',
        startTime: '13:00',
        endTime: '14:00',
        reason: 'Lunch',
      },
    }),
    201,
    'time block',
  ).data.timeBlock!._id;
  const avatarForm = await multipartBody(
    {},
    { field: 'profileImage', bytes: png, name: 'me.png', type: 'image/png' },
  );
  const avatar = await t.app.inject({
    method: 'POST',
    url: '/api/users/upload',
    headers: { ...customer.auth, ...avatarForm.headers },
    payload: avatarForm.payload,
  });
  if (avatar.statusCode !== 200)
    throw new Error(`avatar upload failed (${avatar.statusCode}): ${avatar.body}`);
  // A kept card as the sandbox would have kept it (docs/decisions/0033-saved-cards.md); written
  // directly, since keeping one through the API needs another paid booking.
  const [savedCard] = await t.db
    .insert(savedCards)
    .values({
      userId: customer.userId,
      provider: 'sandbox',
      token: 'pm_sandbox_fuzz_world',
      brand: 'visa',
      last4: '4242',
      expMonth: 12,
      expYear: 2034,
    })
    .returning();
  // A stylist's own sign-in (docs/decisions/0039-staff-accounts.md), on a team row of its own,
  // after the booking above: a salon with a team books only with a stylist on shift.
  const stylistSignIn = await signedInStylist(t, 'Fuzz Signed-in Stylist');
  return {
    headersFor: {
      anonymous: {},
      customer: customer.auth,
      unverified: unverified.auth,
      admin: admin.auth,
      stylist: stylistSignIn.auth,
      bogusToken: { authorization: 'Bearer not-a-real-session-token' },
    },
    customerEmail: customer.email,
    customerUserId: customer.userId,
    customerAvatarUrl: (avatar.json() as { imageUrl: string }).imageUrl,
    png,
    ids: {
      service: [customer.service.id, second.id],
      offer: [offer],
      cartItem: cartItems,
      review: [review],
      appointment: [appointment],
      galleryImage: [galleryImage],
      savedCard: [savedCard!.id],
      staff: stylists,
      timeOff: away.timeOff.map((entry) => entry._id),
      customer: [customer.userId],
      customerNote: [customerNote],
      timeBlock: [timeBlock],
      waitlistEntry: [waitlistEntry],
      branch: [branch],
    },
  };
}
