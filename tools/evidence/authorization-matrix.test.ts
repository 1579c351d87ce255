import {
  appointmentMessages,
  authMessages,
  errorCodes,
  globalErrorMessages,
  managerMessages,
  staffDayMessages,
  staffMessages,
} from '@salon/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '@salon/api/testing/build-test-app';
import { signedInCustomer } from '@salon/api/testing/builders';
import { addBranch, mainBranch } from '@salon/api/testing/branch-builders';
import { signedInManager } from '@salon/api/testing/manager-builders';
import { signedInStylist } from '@salon/api/testing/staff-builders';
import { snapshotDatabase } from './database-snapshot.ts';
import type { DatabaseSnapshot } from './database-snapshot.ts';
import { specFor } from './fuzz/endpoint-specs.ts';
import { buildFuzzWorld } from './fuzz/fuzz-world.ts';
import { guardsOf, isBranchScoped, isRowScoped, listRoutes, routeKey } from './route-catalogue.ts';
import { validRequest } from './valid-request.ts';

// Top-level, so the admin table below is read from the app itself while tests are collected.
const t = await buildTestApp();
afterAll(() => t.close());

/** Every route behind requireAdmin, whether the guard sits in onRequest or preHandler. */
const adminRoutes = listRoutes(t.app).filter((route) => guardsOf(route).includes('requireAdmin'));
/** The back office a branch manager runs too (docs/decisions/0049-branch-manager.md): admin or manager. */
const backOfficeRoutes = listRoutes(t.app).filter((route) => guardsOf(route).includes('requireBackOffice'));
/** A stylist's own routes (docs/decisions/0039-staff-accounts.md): role staff only. */
const stylistRoutes = listRoutes(t.app).filter((route) => guardsOf(route).includes('requireStaff'));

type World = Awaited<ReturnType<typeof buildFuzzWorld>>;
type Intruder = Awaited<ReturnType<typeof signedInCustomer>>;
let world: World;
let intruder: Intruder;
let ownerPaymentIntentId: string;
let stylist: Awaited<ReturnType<typeof signedInStylist>>;
let manager: Awaited<ReturnType<typeof signedInManager>>;
let mainBranchId: string;
beforeAll(async () => {
  world = await buildFuzzWorld(t);
  intruder = await signedInCustomer(t);
  stylist = await signedInStylist(t, 'Matrix Stylist');
  // The manager of a second branch: the world's requests name no branch, so theirs is forced in.
  mainBranchId = (await mainBranch(t)).id;
  manager = await signedInManager(t, (await addBranch(t, { name: 'Matrix Branch' })).id);
  // The intruder has a cart and a review of their own, so "not found" cannot come from having none.
  await t.app.inject({
    method: 'POST',
    url: '/api/cart/add-cart',
    headers: intruder.auth,
    payload: { serviceId: world.ids.service[1] },
  });
  await t.app.inject({
    method: 'POST',
    url: '/api/reviews',
    headers: intruder.auth,
    payload: { rating: 2, comment: 'Mine' },
  });
  const appointment = await t.app.inject({
    method: 'GET',
    url: `/api/appointments/${world.ids.appointment[0]}`,
    headers: world.headersFor.customer,
  });
  ownerPaymentIntentId = appointment.json().data.appointment.paymentId;
});

interface OwnedCall {
  name: string;
  request: (owner: World) => { method: string; url: string; payload?: Record<string, unknown> };
}

/** A signed-in customer aiming at rows that belong to another customer. */
const ownedCalls: OwnedCall[] = [
  {
    name: 'PUT update-quantity of a cart item',
    request: (o) => ({
      method: 'PUT',
      url: `/api/cart/update-quantity/${o.ids.cartItem[0]}`,
      payload: { quantity: 5 },
    }),
  },
  {
    name: 'DELETE remove-cart-item',
    request: (o) => ({ method: 'DELETE', url: `/api/cart/remove-cart-item/${o.ids.cartItem[0]}` }),
  },
  {
    name: 'PATCH a review',
    request: (o) => ({
      method: 'PATCH',
      url: `/api/reviews/${o.ids.review[0]}`,
      payload: { rating: 1, comment: 'Awful' },
    }),
  },
  {
    name: 'GET an appointment',
    request: (o) => ({ method: 'GET', url: `/api/appointments/${o.ids.appointment[0]}` }),
  },
  {
    name: 'PATCH cancel an appointment',
    request: (o) => ({ method: 'PATCH', url: `/api/appointments/${o.ids.appointment[0]}/cancel` }),
  },
  {
    name: 'POST create an appointment from a paid intent',
    request: () => ({
      method: 'POST',
      url: '/api/appointments/create',
      payload: { paymentIntentId: ownerPaymentIntentId },
    }),
  },
  {
    name: 'DELETE a saved card',
    request: (o) => ({ method: 'DELETE', url: `/api/payments/saved-cards/${o.ids.savedCard[0]}` }),
  },
  {
    name: "POST pay with another customer's saved card",
    request: (o) => ({
      method: 'POST',
      url: `/api/payments/saved-cards/${o.ids.savedCard[0]}/pay`,
      payload: { paymentIntentId: ownerPaymentIntentId },
    }),
  },
  {
    name: "DELETE another customer's waitlist entry",
    request: (o) => ({ method: 'DELETE', url: `/api/waitlist/${o.ids.waitlistEntry[0]}` }),
  },
  {
    name: "POST keep the card of another customer's payment",
    request: () => ({
      method: 'POST',
      url: '/api/payments/saved-cards',
      payload: { paymentIntentId: ownerPaymentIntentId },
    }),
  },
];

describe("a customer reaching for another customer's rows", () => {
  // The profile image: answered 400 today (the same "not ours" as any foreign URL), where
  // 403 would say "not the owner"; either way the owner's picture stays theirs alone.
  it("POST upload naming another customer's avatar: refused and nothing changes", async () => {
    // Notices queued by earlier calls are rendered first: their rows are not this call's.
    await t.app.messagesSettled();
    const before = await snapshotDatabase(t.db);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/users/upload',
      headers: intruder.auth,
      payload: { imageUrl: world.customerAvatarUrl },
    });
    expect([400, 403, 404]).toContain(response.statusCode);
    expect(response.json()).toMatchObject({ status: 'error', message: expect.any(String) });
    expect(await snapshotDatabase(t.db)).toEqual(before);
  });

  it.each(ownedCalls)('$name: 403/404 and nothing changes', async ({ request }) => {
    await t.app.messagesSettled();
    const before = await snapshotDatabase(t.db);
    const call = request(world);
    const response = await t.app.inject({ ...call, headers: intruder.auth });
    expect([403, 404]).toContain(response.statusCode);
    expect(response.json()).toMatchObject({ status: 'error', message: expect.any(String) });
    expect(JSON.stringify(response.json())).not.toContain(world.customerEmail);
    expect(await snapshotDatabase(t.db)).toEqual(before);
  });

  // The control: the same calls by the owner succeed, so the refusals above are about ownership.
  it.each(
    ownedCalls.filter((call) => ['GET', 'PUT', 'PATCH a review'].some((kind) => call.name.startsWith(kind))),
  )('$name: 200 for the owner', async ({ request }) => {
    const response = await t.app.inject({ ...request(world), headers: world.headersFor.customer });
    expect(response.statusCode).toBe(200);
  });

  it("cannot reach another customer's profile by naming them in the body", async () => {
    await t.app.messagesSettled();
    const before = withoutUser(await snapshotDatabase(t.db), intruder.userId);
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      headers: intruder.auth,
      payload: {
        name: 'Intruder',
        _id: world.customerUserId,
        userId: world.customerUserId,
        email: world.customerEmail,
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.user._id).toBe(intruder.userId);
    expect(withoutUser(await snapshotDatabase(t.db), intruder.userId)).toEqual(before);
  });

  it('reads only their own review, cart and appointments', async () => {
    const mine = await Promise.all(
      ['/api/reviews/user/me', '/api/cart/get-cart', '/api/appointments/my-appointments'].map((url) =>
        t.app.inject({ method: 'GET', url, headers: intruder.auth }),
      ),
    );
    const text = mine.map((response) => response.body).join('\n');
    for (const id of [world.ids.review[0]!, world.ids.cartItem[0]!, world.ids.appointment[0]!]) {
      expect(text).not.toContain(id);
    }
    expect(text).not.toContain(world.customerAvatarUrl);
  });
});

describe('admin routes, read from the app', () => {
  it('are found, wherever the guard sits', () => {
    const keys = adminRoutes.map(routeKey);
    expect(keys).toEqual(
      expect.arrayContaining(['PUT /api/admin/settings', 'POST /api/admin/customers/:id/merge']),
    );
    expect(keys.length).toBeGreaterThanOrEqual(15);
  });

  // A route added under /api/admin without a guard would be missing from every table here, so
  // nothing above would probe it: each one must name the owner's or the back office's guard.
  it('leave no route under /api/admin without the owner’s or the back office’s guard', () => {
    const unguarded = listRoutes(t.app)
      .filter((route) => routeKey(route).includes(' /api/admin/'))
      .filter(
        (route) =>
          !guardsOf(route).some((guard) => guard === 'requireAdmin' || guard === 'requireBackOffice'),
      )
      .map(routeKey);
    expect(unguarded).toEqual([]);
  });

  describe.each(adminRoutes.map((route) => ({ key: routeKey(route), route })))('$key', ({ route }) => {
    const send = async (headers: Record<string, string>) => {
      const spec = specFor(route);
      if (!spec)
        throw new Error(`no request spec for ${routeKey(route)} in tools/evidence/fuzz/endpoint-specs.ts`);
      const request = await validRequest(route, spec, world);
      return t.app.inject({
        method: request.method as 'GET',
        url: request.url,
        headers: { ...request.headers, ...headers },
        ...(request.payload !== undefined && { payload: request.payload }),
      });
    };
    const bodyOf = (response: { body: string }) =>
      route.method === 'HEAD' ? undefined : JSON.parse(response.body);

    it('answers 401 signed out and changes nothing', async () => {
      await t.app.messagesSettled();
      const before = await snapshotDatabase(t.db);
      const response = await send({});
      expect(response.statusCode).toBe(401);
      if (route.method !== 'HEAD')
        expect(bodyOf(response)).toMatchObject({ status: 'error', message: authMessages.notSignedIn });
      expect(await snapshotDatabase(t.db)).toEqual(before);
    });

    it('answers 403 to a customer and changes nothing', async () => {
      await t.app.messagesSettled();
      const before = await snapshotDatabase(t.db);
      const response = await send(world.headersFor.customer);
      expect(response.statusCode).toBe(403);
      if (route.method !== 'HEAD')
        expect(bodyOf(response)).toMatchObject({ status: 'error', message: globalErrorMessages.forbidden });
      expect(await snapshotDatabase(t.db)).toEqual(before);
    });

    // docs/decisions/0039-staff-accounts.md: a stylist's sign-in opens nothing of the back office.
    it('answers 403 to a stylist and changes nothing', async () => {
      await t.app.messagesSettled();
      const before = await snapshotDatabase(t.db);
      const response = await send(stylist.auth);
      expect(response.statusCode).toBe(403);
      if (route.method !== 'HEAD')
        expect(bodyOf(response)).toMatchObject({ status: 'error', message: globalErrorMessages.forbidden });
      expect(await snapshotDatabase(t.db)).toEqual(before);
    });

    // docs/decisions/0049-branch-manager.md: what belongs to the whole salon is the owner's alone.
    it('answers 403 to a branch manager and changes nothing', async () => {
      await t.app.messagesSettled();
      const before = await snapshotDatabase(t.db);
      const response = await send(manager.auth);
      expect(response.statusCode).toBe(403);
      if (route.method !== 'HEAD')
        expect(bodyOf(response)).toMatchObject({ status: 'error', message: globalErrorMessages.forbidden });
      expect(await snapshotDatabase(t.db)).toEqual(before);
    });

    // The control: the same request from an admin gets past the guard, so the refusals above
    // are about the caller and not about a broken request. Runs last for each route: it may change rows.
    it('lets an admin through', async () => {
      const response = await send(world.headersFor.admin);
      expect([401, 403]).not.toContain(response.statusCode);
      expect(response.statusCode).toBeLessThan(500);
    });
  });
});

// docs/decisions/0049-branch-manager.md: the parts of the back office a manager runs for their branch.
describe('back-office routes a branch manager may use, read from the app', () => {
  it('are exactly those of decision 0049', () => {
    // A route answering with and without a trailing slash is one route here.
    const keys = new Set(backOfficeRoutes.map((route) => routeKey(route).replace(/\/$/, '')));
    expect([...keys].sort()).toEqual(
      [
        'GET /api/admin/overview',
        'GET /api/admin/day',
        'GET /api/admin/customer-lookup',
        'GET /api/admin/desk-services',
        'POST /api/admin/appointments',
        'GET /api/admin/time-blocks',
        'POST /api/admin/time-blocks',
        // A visit's own branch decides (its :id).
        'PATCH /api/appointments/:id/status',
        'POST /api/appointments/:id/undo-status',
        'POST /api/admin/appointments/:id/move',
        // The branch a block was placed at decides; an entry's own branch (any is anyone's), and
        // the offer's branch is the manager's.
        'DELETE /api/admin/time-blocks/:id',
        'POST /api/admin/waitlist/:id/offer',
        'GET /api/admin/daily-close',
        'GET /api/admin/daily-close.csv',
        'GET /api/admin/waitlist',
        'GET /api/appointments/all',
        // Customers are the salon's, shared by every branch: about no branch.
        'GET /api/admin/customers',
        'GET /api/admin/customers/:id',
        'POST /api/admin/customers/:id/notes',
        'PATCH /api/admin/customers/:id/notes/:noteId',
        'DELETE /api/admin/customers/:id/notes/:noteId',
        'HEAD /api/admin/overview',
        'HEAD /api/admin/day',
        'HEAD /api/admin/customer-lookup',
        'HEAD /api/admin/desk-services',
        'HEAD /api/admin/time-blocks',
        'HEAD /api/admin/daily-close',
        'HEAD /api/admin/daily-close.csv',
        'HEAD /api/admin/waitlist',
        'HEAD /api/appointments/all',
        'HEAD /api/admin/customers',
        'HEAD /api/admin/customers/:id',
      ].sort(),
    );
  });

  describe.each(backOfficeRoutes.map((route) => ({ key: routeKey(route), route })))('$key', ({ route }) => {
    const send = async (headers: Record<string, string>, branchId?: string) => {
      const spec = specFor(route);
      if (!spec)
        throw new Error(`no request spec for ${routeKey(route)} in tools/evidence/fuzz/endpoint-specs.ts`);
      const request = await validRequest(route, spec, world);
      const inQuery = route.method === 'GET' || route.method === 'HEAD';
      const url =
        branchId && inQuery
          ? `${request.url}${request.url.includes('?') ? '&' : '?'}branchId=${branchId}`
          : request.url;
      const payload = branchId && !inQuery ? { ...(request.payload as object), branchId } : request.payload;
      return t.app.inject({
        method: request.method as 'GET',
        url,
        headers: { ...request.headers, ...headers },
        ...(payload !== undefined && { payload }),
      });
    };

    it('answers 401 signed out, 403 to a customer and to a stylist, and changes nothing', async () => {
      await t.app.messagesSettled();
      const before = await snapshotDatabase(t.db);
      expect((await send({})).statusCode).toBe(401);
      for (const headers of [world.headersFor.customer, stylist.auth]) {
        const response = await send(headers);
        expect(response.statusCode).toBe(403);
        if (route.method !== 'HEAD')
          expect(response.json()).toMatchObject({ status: 'error', message: globalErrorMessages.forbidden });
      }
      expect(await snapshotDatabase(t.db)).toEqual(before);
    });

    if (isBranchScoped(route))
      it('answers 403 OTHER_BRANCH to a manager naming another branch, and changes nothing', async () => {
        await t.app.messagesSettled();
        const before = await snapshotDatabase(t.db);
        const response = await send(manager.auth, mainBranchId);
        expect(response.statusCode).toBe(403);
        if (route.method !== 'HEAD')
          expect(response.json()).toMatchObject({
            message: managerMessages.otherBranch,
            code: errorCodes.otherBranch,
          });
        expect(await snapshotDatabase(t.db)).toEqual(before);
      });

    // The world's visits are at the main branch: a manager of another branch is refused them.
    if (isRowScoped(route))
      it('answers 403 OTHER_BRANCH to a manager for a row of another branch, and changes nothing', async () => {
        await t.app.messagesSettled();
        const before = await snapshotDatabase(t.db);
        const response = await send(manager.auth);
        expect(response.statusCode).toBe(403);
        expect(response.json()).toMatchObject({
          message: managerMessages.otherBranch,
          code: errorCodes.otherBranch,
        });
        expect(await snapshotDatabase(t.db)).toEqual(before);
      });

    // The controls, last: they may change rows.
    it('lets the manager (at their branch) and the owner through', async () => {
      const callers = isRowScoped(route) ? [world.headersFor.admin] : [manager.auth, world.headersFor.admin];
      for (const headers of callers) {
        const response = await send(headers);
        expect([401, 403]).not.toContain(response.statusCode);
        expect(response.statusCode).toBeLessThan(500);
      }
    });
  });
});

// docs/decisions/0036-stylists.md: the team customers can book is public, like the services.
describe('GET /api/staff', () => {
  it('answers anyone, signed out or a customer, alike', async () => {
    const signedOut = await t.app.inject({ method: 'GET', url: '/api/staff' });
    const customer = await t.app.inject({
      method: 'GET',
      url: '/api/staff',
      headers: world.headersFor.customer,
    });
    expect(signedOut.statusCode).toBe(200);
    expect(customer.statusCode).toBe(200);
    expect(customer.json()).toEqual(signedOut.json());
  });
});

// docs/decisions/0045-branches.md: the salon's branches are public, like its team.
describe('GET /api/branches', () => {
  it('answers anyone, signed out or a customer, alike', async () => {
    const signedOut = await t.app.inject({ method: 'GET', url: '/api/branches' });
    const customer = await t.app.inject({
      method: 'GET',
      url: '/api/branches',
      headers: world.headersFor.customer,
    });
    expect(signedOut.statusCode).toBe(200);
    expect(customer.statusCode).toBe(200);
    expect(customer.json()).toEqual(signedOut.json());
  });
});

describe("a stylist's own routes, read from the app", () => {
  it('are found', () => {
    expect(stylistRoutes.map(routeKey)).toEqual(
      expect.arrayContaining([
        'GET /api/staff/me/schedule',
        'PATCH /api/staff/me/appointments/:id',
        'POST /api/staff/me/free-starts',
        'POST /api/staff/me/appointments',
      ]),
    );
  });

  describe.each(stylistRoutes.map((route) => ({ key: routeKey(route), route })))('$key', ({ route }) => {
    const send = async (headers: Record<string, string>) => {
      const spec = specFor(route);
      if (!spec)
        throw new Error(`no request spec for ${routeKey(route)} in tools/evidence/fuzz/endpoint-specs.ts`);
      const request = await validRequest(route, spec, world);
      return t.app.inject({
        method: request.method as 'GET',
        url: request.url,
        headers: { ...request.headers, ...headers },
        ...(request.payload !== undefined && { payload: request.payload }),
      });
    };

    it('answers 401 signed out, 403 to a customer and to the owner, and changes nothing', async () => {
      await t.app.messagesSettled();
      const before = await snapshotDatabase(t.db);
      expect((await send({})).statusCode).toBe(401);
      for (const headers of [world.headersFor.customer, world.headersFor.admin]) {
        const response = await send(headers);
        expect(response.statusCode).toBe(403);
        if (route.method !== 'HEAD')
          expect(response.json()).toMatchObject({ status: 'error', message: globalErrorMessages.forbidden });
      }
      expect(await snapshotDatabase(t.db)).toEqual(before);
    });

    // The control, and the ids: another stylist's or a customer's visit is "not found" to them.
    it('lets the stylist through, and never into a visit that is not theirs', async () => {
      await t.app.messagesSettled();
      const before = await snapshotDatabase(t.db);
      const response = await send(stylist.auth);
      expect([401, 403]).not.toContain(response.statusCode);
      // The walk-in's calls (POST): this stylist has no shift and does none of the services (and the
      // admin rows above may have removed the service by now), so even a valid call is refused for
      // that, not for who asks (docs/decisions/0047-back-office-per-branch.md: no shift, no branch).
      if (route.method === 'POST')
        expect([
          staffMessages.staffDoesNotDoServices,
          appointmentMessages.serviceIdsUnextractable,
          staffDayMessages.noShiftAtBranch,
        ]).toContain(response.json().message);
      expect(response.statusCode).toBe(route.method === 'PATCH' ? 404 : route.method === 'POST' ? 400 : 200);
      expect(await snapshotDatabase(t.db)).toEqual(before);
    });
  });
});

describe('the admin table is complete', () => {
  // A guard renamed or wrapped would drop its routes from the table above; probing every
  // other route as a customer catches that, as the admin refusal would show up here.
  it('no other route refuses a customer as an admin route does', async () => {
    const adminKeys = new Set([...adminRoutes, ...backOfficeRoutes, ...stylistRoutes].map(routeKey));
    const others = listRoutes(t.app).filter(
      (route) =>
        !adminKeys.has(routeKey(route)) && route.method !== 'HEAD' && !specFor(route)?.skipIdentities,
    );
    const refusing: string[] = [];
    for (const route of others) {
      const request = await validRequest(route, specFor(route)!, world);
      const response = await t.app.inject({
        method: request.method as 'GET',
        url: request.url,
        headers: { ...request.headers, ...world.headersFor.customer },
        ...(request.payload !== undefined && { payload: request.payload }),
      });
      if (response.statusCode === 403 && response.body.includes(globalErrorMessages.forbidden))
        refusing.push(routeKey(route));
    }
    expect(refusing).toEqual([]);
  });
});

function withoutUser(snapshot: DatabaseSnapshot, userId: string): DatabaseSnapshot {
  return { ...snapshot, users: snapshot.users!.filter((row) => !row.includes(`"id":"${userId}"`)) };
}
