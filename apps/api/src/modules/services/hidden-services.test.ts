import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { services, slotReservations } from '../../db/schema/index.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import type { TestApp } from '../../test/build-test-app.ts';
import { bookableDate, startPayment } from '../../test/booking-builders.ts';
import { createOffer, createService, signedInAdmin, signedInCustomer } from '../../test/builders.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await signedInAdmin(t);
});
afterAll(() => t.close());

type Customer = Awaited<ReturnType<typeof signedInCustomer>>;
const hide = (id: string, hidden = true, headers: Record<string, string> = admin.auth) =>
  t.app.inject({ method: 'PATCH', url: `/api/services/${id}`, headers, payload: { hidden } });
const addToCart = (customer: Customer, serviceId: string) =>
  t.app.inject({ method: 'POST', url: '/api/cart/add-cart', headers: customer.auth, payload: { serviceId } });
const getCart = async (customer: Customer) =>
  (await t.app.inject({ method: 'GET', url: '/api/cart/get-cart', headers: customer.auth })).json().data.cart;
const publicIds = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/services/get-services' }))
    .json()
    .data.services.map((service: { _id: string }) => service._id);

describe('hiding a service (docs/architecture.md#catalogue)', () => {
  it('takes it out of the public catalogue; the back office still lists it, and can bring it back', async () => {
    const service = await createService(t, { title: 'Seasonal Glow' });
    const hidden = await hide(service.id);
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(hidden.json().data.service).toMatchObject({ _id: service.id, hidden: true });
    expect((await t.db.select().from(services).where(eq(services.id, service.id)))[0]!.hidden).toBe(true);

    expect(await publicIds()).not.toContain(service.id);
    const one = await t.app.inject({ method: 'GET', url: `/api/services/${service.id}` });
    expect(one.statusCode).toBe(404);
    expect(one.json()).toMatchObject({ message: 'Service not found', code: 'NOT_FOUND' });

    const listed = await t.app.inject({ method: 'GET', url: '/api/admin/services', headers: admin.auth });
    expect(listed.json().data.services).toContainEqual(
      expect.objectContaining({ _id: service.id, title: 'Seasonal Glow', hidden: true }),
    );

    expect((await hide(service.id, false)).json().data.service.hidden).toBe(false);
    expect(await publicIds()).toContain(service.id);
  });

  it('the back office list leaves deleted services out', async () => {
    const gone = await createService(t, { title: 'Gone', deletedAt: new Date() });
    const listed = await t.app.inject({ method: 'GET', url: '/api/admin/services', headers: admin.auth });
    expect(listed.json().data.services.map((s: { _id: string }) => s._id)).not.toContain(gone.id);
  });

  it('cannot be added to a cart: the same answer as a deleted service', async () => {
    const customer = await signedInCustomer(t);
    const service = await createService(t);
    await hide(service.id);
    const refused = await addToCart(customer, service.id);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ message: 'Service not found', code: 'NOT_FOUND' });
    expect((await getCart(customer)).items).toEqual([]);
  });

  it('leaves a cart that already holds it, and is not booked from it', async () => {
    const customer = await signedInCustomer(t);
    const kept = await createService(t, { title: 'Kept', priceLkr: 3000, durationMinutes: 60 });
    const hidden = await createService(t, { title: 'Hidden', priceLkr: 9000, durationMinutes: 120 });
    await addToCart(customer, kept.id);
    await addToCart(customer, hidden.id);
    await hide(hidden.id);

    const cart = await getCart(customer);
    expect(cart.items.map((item: { serviceId: string }) => item.serviceId)).toEqual([kept.id]);
    expect(cart.summary).toMatchObject({ servicesTotal: 3000, totalDuration: 60 });

    const started = await startPayment(t, customer, bookableDate(t), '10:00');
    expect(started.statusCode, started.body).toBe(200);
    const [hold] = await t.db
      .select()
      .from(slotReservations)
      .where(eq(slotReservations.userId, customer.userId));
    expect(hold!.services.map((line) => line.serviceId)).toEqual([kept.id]);
    // Shown again later, it does not come back into the cart it was taken out of.
    await hide(hidden.id, false);
    expect((await getCart(customer)).items).toHaveLength(1);
  });

  it('refuses payment when the cart held only hidden services', async () => {
    const customer = await signedInCustomer(t);
    const service = await createService(t);
    await addToCart(customer, service.id);
    await hide(service.id);
    const refused = await startPayment(t, customer, bookableDate(t), '11:00');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Please add services to your cart first');
    expect(
      await t.db.select().from(slotReservations).where(eq(slotReservations.userId, customer.userId)),
    ).toEqual([]);
  });

  it('is refused by the availability check', async () => {
    const customer = await signedInCustomer(t);
    const service = await createService(t);
    await hide(service.id);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/appointments/check-availability',
      headers: customer.auth,
      payload: { date: bookableDate(t), services: [{ _id: service.id, quantity: 1 }] },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Could not extract service IDs from cart');
  });

  it('in an offer, is left out as a deleted service is; an offer of hidden services only is refused', async () => {
    const customer = await signedInCustomer(t);
    const shown = await createService(t, { title: 'Shown' });
    const hidden = await createService(t, { title: 'Hidden in offer' });
    const offer = await createOffer(t, [shown.id, hidden.id]);
    await hide(hidden.id);
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/cart/add-special-offer',
      headers: customer.auth,
      payload: { offerId: offer.id },
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().data.cart.items.map((item: { serviceId: string }) => item.serviceId)).toEqual([
      shown.id,
    ]);

    const onlyHidden = await createOffer(t, [hidden.id]);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/cart/add-special-offer',
      headers: customer.auth,
      payload: { offerId: onlyHidden.id },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('No valid services in this special offer');
  });

  it('refuses a non-boolean hidden, and non-admins, changing nothing', async () => {
    const customer = await signedInCustomer(t);
    const service = await createService(t);
    const bad = await t.app.inject({
      method: 'PATCH',
      url: `/api/services/${service.id}`,
      headers: admin.auth,
      payload: { hidden: 'yes' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Hidden is true or false');
    expect((await hide(service.id, true, customer.auth)).statusCode).toBe(403);
    expect((await hide(service.id, true, {})).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/services', headers: customer.auth })).statusCode,
    ).toBe(403);
    expect((await t.db.select().from(services).where(eq(services.id, service.id)))[0]!.hidden).toBe(false);
  });
});
