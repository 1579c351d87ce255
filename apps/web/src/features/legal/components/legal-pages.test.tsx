import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubApi } from '../../../test/fake-api.ts';
import { publicConfig } from '../../../test/public-config.ts';
import { renderApp } from '../../../test/render-app.tsx';

describe('legal pages', () => {
  it.each([
    ['/privacy-policy', 'Privacy Policy'],
    ['/terms-conditions', 'Terms & Conditions'],
    ['/refund-policy', 'Refund Policy'],
  ])(
    '%s names the salon, its effective date and contact details, never a placeholder',
    async (path, title) => {
      stubApi({});
      renderApp(path);
      await screen.findByRole('heading', { level: 1, name: title });
      const main = screen.getByRole('main');
      expect(main).toHaveTextContent('Salon Hair & Beauty (Private) Limited');
      expect(main).toHaveTextContent('Effective date: 1 November 2026');
      expect(main).toHaveTextContent('No. 42, Galle Road, Colombo 03');
      expect(main).toHaveTextContent('+94 11 234 5678');
      expect(main.textContent).not.toMatch(/\[[A-Z][^\]]*\]/);
    },
  );

  it('repeats the privacy policy as a printable copy with unique heading ids', async () => {
    stubApi({});
    renderApp('/privacy-policy');
    await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' });
    expect(screen.getAllByRole('heading', { name: /Information we collect/ })).toHaveLength(2);
    expect(screen.getByRole('heading', { level: 2, name: 'Printable copy' })).toBeInTheDocument();
    const ids = [...document.querySelectorAll('[id]')].map((element) => element.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('states the refund policy numbers', async () => {
    stubApi({});
    renderApp('/refund-policy');
    await screen.findByRole('heading', { level: 1, name: 'Refund Policy' });
    const text = screen.getByRole('main').textContent ?? '';
    for (const figure of [
      '24 hours’ notice',
      '50% of the service cost',
      'charged in full',
      'more than 15 minutes late',
      '7 days of the service date',
      'refundable within 14 days',
      'immediate on the same day, or takes 5-10 business days',
      'up to 10 business days',
      'LKR 1000 booking fee is refunded in full when you cancel 24 hours or more',
      'The LKR 1000 booking fee is not deducted from your bill',
    ]) {
      expect(text).toContain(figure);
    }
  });

  it('says the booking fee comes off the bill when the salon deducts it', async () => {
    stubApi({
      'GET /api/config': () =>
        jsonResponse(200, { status: 'success', data: publicConfig({ feeDeductedAtSalon: true }) }),
    });
    renderApp('/refund-policy');
    await waitFor(() =>
      expect(screen.getByTestId('fee-deduction')).toHaveTextContent(
        'The LKR 1000 booking fee is deducted from your bill at the salon.',
      ),
    );
  });
});
