import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScrollRestoration } from './scroll-restoration.ts';

const openByAddress = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <ScrollRestoration />
    </MemoryRouter>,
  );

afterEach(() => vi.restoreAllMocks());

describe('scroll restoration', () => {
  it('opens a page typed as an address at its top, not where an earlier page load was left', () => {
    // The home page, opened by address earlier in this tab, was left at its footer.
    sessionStorage.setItem('scroll-positions', JSON.stringify({ default: 4200, 'default /': 4200 }));
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    openByAddress('/profile/appointments');
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    expect(scrollTo).not.toHaveBeenCalledWith(0, 4200);
  });

  it('returns a reloaded page to where it was left', () => {
    sessionStorage.setItem(
      'scroll-positions',
      JSON.stringify({ 'default /profile/appointments': 800, 'default /': 4200 }),
    );
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue([
      { type: 'reload' } as PerformanceNavigationTiming,
    ]);
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    openByAddress('/profile/appointments');
    expect(scrollTo).toHaveBeenCalledWith(0, 800);
  });
});
