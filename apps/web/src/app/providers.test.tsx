import { QueryClient } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { toast } from '../lib/toast.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from './providers.tsx';

afterEach(() => {
  toast.dismiss();
  vi.unstubAllGlobals();
});

describe('toasts (docs/product.md#2.2)', () => {
  it('show at most three at once, top center, below the top bar', async () => {
    render(
      <AppProviders queryClient={new QueryClient()}>
        <p>page</p>
      </AppProviders>,
    );
    act(() => {
      for (const n of [1, 2, 3, 4, 5]) toast.success(`Toast ${n}`);
    });
    expect(await screen.findByText('Toast 5')).toBeInTheDocument();
    const visible = document.querySelectorAll('[data-sonner-toast][data-visible="true"]');
    expect([...visible].map((element) => element.textContent)).toEqual(['Toast 5', 'Toast 4', 'Toast 3']);
    const toaster = document.querySelector('[data-sonner-toaster]') as HTMLElement;
    expect(toaster.dataset.yPosition).toBe('top');
    expect(toaster.dataset.xPosition).toBe('center');
    expect(toaster.style.getPropertyValue('--offset-top')).toContain('4rem');
    expect(toaster.style.getPropertyValue('--mobile-offset-top')).toContain('4rem');
  });

  it('show at the bottom right from 600 px wide, clear of the controls at the top of a page', async () => {
    const query = { matches: true, addEventListener: vi.fn(), removeEventListener: vi.fn() };
    vi.stubGlobal('matchMedia', (media: string) => ({ ...query, matches: media === '(min-width: 600px)' }));
    render(
      <AppProviders queryClient={new QueryClient()}>
        <p>page</p>
      </AppProviders>,
    );
    act(() => {
      toast.success('Saved');
    });
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    const toaster = document.querySelector('[data-sonner-toaster]') as HTMLElement;
    expect(toaster.dataset.yPosition).toBe('bottom');
    expect(toaster.dataset.xPosition).toBe('right');
  });

  it('shows toasts asked for before the Toaster is in place, in order, updated by their id', async () => {
    // Asked for before anything has mounted the Toaster (or loaded Sonner, when this runs first).
    const id = toast.loading('Saving your booking');
    toast.success('Booking saved', { id });
    toast.error('A second, separate toast');
    render(
      <AppProviders queryClient={new QueryClient()}>
        <p>page</p>
      </AppProviders>,
    );
    expect(await screen.findByText('Booking saved')).toBeInTheDocument();
    expect(screen.getByText('A second, separate toast')).toBeInTheDocument();
    expect(screen.queryByText('Saving your booking')).not.toBeInTheDocument();
    expect(document.querySelectorAll('[data-sonner-toast]')).toHaveLength(2);
  });

  it("draw their text in the page's font stack, which holds the Sinhala and Tamil faces, not Sonner's own", async () => {
    render(
      <AppProviders queryClient={new QueryClient()}>
        <p>page</p>
      </AppProviders>,
    );
    act(() => {
      toast.success('කොණ්ඩය කැපීම added to your cart');
    });
    expect(await screen.findByText('කොණ්ඩය කැපීම added to your cart')).toBeInTheDocument();
    const toaster = document.querySelector('[data-sonner-toaster]') as HTMLElement;
    expect(toaster.style.fontFamily).toBe('var(--font-sans)');
  });
});
