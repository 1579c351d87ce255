import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.ts';
import type { TestApp } from '../../test/build-test-app.ts';
import { payAndBook } from '../../test/booking-builders.ts';
import { addBranch } from '../../test/branch-builders.ts';
import { createService } from '../../test/builders.ts';
import { customerWithServices, openDates } from '../../test/team-builders.ts';

let t: TestApp;
let nugegoda: Awaited<ReturnType<typeof addBranch>>;
let cut: { id: string };
let facial: { id: string };

// docs/decisions/0045-branches.md: the cart is priced at the chosen branch, so the page shows
// the branch's prices and asks its fee (the salon's fee is 1000 in the test app).
beforeAll(async () => {
  t = await buildTestApp();
  cut = await createService(t, { title: 'Cut', durationMinutes: 60, priceLkr: 5000 });
  // Not in Nugegoda's list: offered at the main branch only.
  facial = await createService(t, { title: 'Facial', durationMinutes: 60, priceLkr: 6000 });
  nugegoda = await addBranch(t, {
    name: 'Nugegoda',
    bookingFeeLkr: 1500,
    services: [{ serviceId: cut.id, priceLkr: 4000 }],
  });
});
afterAll(() => t.close());

describe("a branch's prices and fee before payment (docs/decisions/0045-branches.md)", () => {
  it('prices the cart at the branch, and a booking with the fee the cart named goes through', async () => {
    const customer = await customerWithServices(t, [cut.id]);
    const atSalon = await t.app.inject({ method: 'GET', url: '/api/cart/get-cart', headers: customer.auth });
    expect(atSalon.json().data.cart.summary).toMatchObject({ servicesTotal: 5000, bookingFee: 1000 });

    const atBranch = await t.app.inject({
      method: 'GET',
      url: `/api/cart/get-cart?branchId=${nugegoda.id}`,
      headers: customer.auth,
    });
    expect(atBranch.statusCode).toBe(200);
    const cart = atBranch.json().data.cart;
    expect(cart.items[0].price).toBe(4000);
    expect(cart.summary).toMatchObject({ servicesTotal: 4000, bookingFee: 1500, totalAmount: 5500 });

    // The page's request: the fee its cart summary named, at that branch.
    const [date] = openDates(t, 1, 26);
    const booked = await payAndBook(t, customer, {
      totalAmount: cart.summary.bookingFee,
      date,
      startTime: '11:00',
      branchId: nugegoda.id,
    });
    expect(booked.json().data.appointment).toMatchObject({ appointmentFee: 1500, totalAmount: 4000 });
  });

  it("lists at a branch only the services it offers, at its prices; without one, the salon's", async () => {
    const list = async (query = '') => {
      const answer = await t.app.inject({ method: 'GET', url: `/api/services/get-services${query}` });
      expect(answer.statusCode).toBe(200);
      const services: Array<{ _id: string; price: number }> = answer.json().data.services;
      return Object.fromEntries(services.map((service) => [service._id, service.price]));
    };
    expect(await list()).toMatchObject({ [cut.id]: 5000, [facial.id]: 6000 });
    const atNugegoda = await list(`?branchId=${nugegoda.id}`);
    expect(atNugegoda).toEqual({ [cut.id]: 4000 });
    // Asked again (from the read cache), the same.
    expect(await list(`?branchId=${nugegoda.id}`)).toEqual({ [cut.id]: 4000 });
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/services/get-services?branchId=b0000000-0000-4000-8000-00000000dead',
    });
    expect(unknown.statusCode).toBe(404);
  });

  it("prices a visitor's cart at the branch too, and refuses an unknown branch", async () => {
    const preview = await t.app.inject({
      method: 'POST',
      url: '/api/cart/guest-preview',
      payload: { items: [{ serviceId: cut.id, quantity: 2 }], branchId: nugegoda.id },
    });
    expect(preview.statusCode).toBe(200);
    expect(preview.json().data.cart.summary).toMatchObject({ servicesTotal: 8000, bookingFee: 1500 });

    const customer = await customerWithServices(t, [cut.id]);
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/cart/get-cart?branchId=00000000-0000-4000-8000-000000000000',
      headers: customer.auth,
    });
    expect(unknown.statusCode).toBe(404);
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/cart/guest-preview',
      payload: { items: [{ serviceId: cut.id, quantity: 1 }], branchId: 'nugegoda' },
    });
    expect(malformed.statusCode).toBe(400);
  });
});
