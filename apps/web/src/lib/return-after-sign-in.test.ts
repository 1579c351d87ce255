import { afterEach, describe, expect, it, vi } from 'vitest';
import { rememberFilteredList, rememberReturn, takeReturn } from './return-after-sign-in.ts';

afterEach(() => vi.useRealTimers());

describe('the place to return to after signing in', () => {
  it('is given back once', () => {
    rememberReturn('/services?book=abc');
    expect(takeReturn()).toBe('/services?book=abc');
    expect(takeReturn()).toBeUndefined();
  });

  it('is forgotten after half an hour', () => {
    vi.useFakeTimers({ now: new Date('2026-11-24T10:00:00Z') });
    rememberReturn('/cart');
    vi.setSystemTime(new Date('2026-11-24T10:31:00Z'));
    expect(takeReturn()).toBeUndefined();
  });

  it('never leaves the site or leads back to a sign-in page', () => {
    for (const path of [
      '//evil.example/x',
      'https://evil.example',
      '/\\evil.example',
      '/login',
      '/register',
      '/admin/dashboard',
    ]) {
      rememberReturn(path);
      expect(takeReturn()).toBeUndefined();
    }
    window.sessionStorage.setItem('salon.returnAfterSignIn', '{not json');
    expect(takeReturn()).toBeUndefined();
  });

  it('keeps a filtered list, and leaves other pages to the usual landing', () => {
    rememberFilteredList({ pathname: '/services', search: '?category=hair' });
    expect(takeReturn()).toBe('/services?category=hair');
    rememberFilteredList({ pathname: '/services', search: '' });
    rememberFilteredList({ pathname: '/about', search: '?category=hair' });
    expect(takeReturn()).toBeUndefined();
  });

  it('does not forget an interrupted action for an unfiltered list', () => {
    rememberReturn('/book-appointment');
    rememberFilteredList({ pathname: '/services', search: '' });
    expect(takeReturn()).toBe('/book-appointment');
  });
});
