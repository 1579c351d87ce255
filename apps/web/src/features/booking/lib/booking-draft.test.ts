import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildCart, buildCartItem } from '../../../test/booking-builders.ts';
import { forgetBookingDraft, readBookingDraft, saveBookingDraft } from './booking-draft.ts';

afterEach(() => vi.useRealTimers());

const cart = buildCart([buildCartItem()]);
const chosen = {
  date: '2026-12-02',
  startTime: '14:30',
  note: 'Patch test done',
  staffId: '2b5f1c9e-0c4d-4e8a-9d3f-6a7b8c9d0e1f',
};

describe('the booking draft (docs/product.md#2.10)', () => {
  it('is given back for the same cart until the booking forgets it', () => {
    saveBookingDraft(cart, chosen);
    expect(readBookingDraft(cart)).toEqual(chosen);
    expect(readBookingDraft(cart)).toEqual(chosen);
    forgetBookingDraft();
    expect(readBookingDraft(cart)).toBeNull();
  });

  it('belongs to its cart: other quantities or services find none', () => {
    saveBookingDraft(cart, chosen);
    expect(readBookingDraft(buildCart([buildCartItem({ quantity: 2 })]))).toBeNull();
  });

  it("follows a visitor's browser cart into their account's cart with the same services", () => {
    const browserCart = { ...cart, _id: 'guest' };
    const accountCart = { ...cart, _id: 'account-cart' };
    saveBookingDraft(browserCart, chosen);
    expect(readBookingDraft(accountCart)).toEqual(chosen);
  });

  it('keeps a chosen stylist alone, and reads an older draft without one as "Anyone available"', () => {
    saveBookingDraft(cart, { date: null, startTime: null, note: '', staffId: chosen.staffId });
    expect(readBookingDraft(cart)?.staffId).toBe(chosen.staffId);
    const { staffId: _left, ...older } = chosen;
    window.sessionStorage.setItem(
      'salon.bookingDraft',
      JSON.stringify({ ...older, cart: '', at: Date.now() }),
    );
    expect(readBookingDraft({ ...cart, items: [] })).toEqual({ ...older, staffId: null });
  });

  it('is forgotten after half an hour, and a damaged one is ignored', () => {
    vi.useFakeTimers({ now: new Date('2026-11-24T10:00:00Z') });
    saveBookingDraft(cart, chosen);
    vi.setSystemTime(new Date('2026-11-24T10:31:00Z'));
    expect(readBookingDraft(cart)).toBeNull();

    window.sessionStorage.setItem('salon.bookingDraft', '{not json');
    expect(readBookingDraft(cart)).toBeNull();
    window.sessionStorage.setItem('salon.bookingDraft', JSON.stringify({ ...chosen, startTime: '2pm' }));
    expect(readBookingDraft(cart)).toBeNull();
  });
});
