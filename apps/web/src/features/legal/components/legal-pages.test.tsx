import { LANGUAGE_COOKIE } from '@salon/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { loadCatalogue } from '../../../lib/language.ts';
import { formatLegalDate } from '../lib/legal-dates.ts';
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
      expect(main).toHaveTextContent('Effective date: November 1, 2026');
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
      'LKR 1,000 booking fee is refunded in full when you cancel 24 hours or more',
      'The LKR 1,000 booking fee is not deducted from your bill',
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
        'The LKR 1,000 booking fee is deducted from your bill at the salon.',
      ),
    );
  });
});

describe('the refund policy in Tamil (docs/architecture.md#languages)', () => {
  afterEach(() => {
    document.cookie = `${LANGUAGE_COOKIE}=; Path=/; Max-Age=0`;
  });

  it('shows the Tamil text from its own module, with the numbers, the date and the configured contacts', async () => {
    stubApi({
      'GET /api/config': () =>
        jsonResponse(200, { status: 'success', data: publicConfig({ feeDeductedAtSalon: true }) }),
    });
    document.cookie = `${LANGUAGE_COOKIE}=ta; Path=/`;
    await loadCatalogue('ta');
    renderApp('/refund-policy');
    await screen.findByRole('heading', { level: 1, name: 'பணத்திருப்பக் கொள்கை' });
    // The policy's module loads when the page is first drawn in Tamil.
    expect(await screen.findByRole('heading', { level: 2, name: /ரத்துகள்$/ })).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(main).not.toHaveTextContent('Cancellations require');
    expect(main).toHaveTextContent('சேவைக் கட்டணத்தில் 50%');
    expect(main).toHaveTextContent('Salon Hair & Beauty (Private) Limited');
    expect(main).toHaveTextContent(`நடைமுறைக்கு வரும் நாள்: ${formatLegalDate('2026-11-01', 'ta')}`);
    expect(formatLegalDate('2026-11-01', 'ta')).not.toBe('November 1, 2026');
    expect(main).toHaveTextContent('தொலைபேசி: +94 11 234 5678');
    const glance = within(main).getByRole('region', { name: 'சுருக்கமாக' });
    expect(glance).toHaveTextContent('15 நிமிடங்கள்');
    await waitFor(() =>
      expect(screen.getByTestId('fee-deduction')).toHaveTextContent(
        'Rs. 1,000 முன்பதிவுக் கட்டணம் சலூனில் உங்கள் கட்டணத்திலிருந்து கழிக்கப்படும்.',
      ),
    );
  });
});

describe('the privacy policy and the terms in Sinhala and Tamil (docs/architecture.md#languages)', () => {
  afterEach(() => {
    document.cookie = `${LANGUAGE_COOKIE}=; Path=/; Max-Age=0`;
  });

  it('shows the Sinhala privacy policy, and its printable copy, from its own module', async () => {
    stubApi({});
    document.cookie = `${LANGUAGE_COOKIE}=si; Path=/`;
    await loadCatalogue('si');
    renderApp('/privacy-policy');
    await screen.findByRole('heading', { level: 1, name: 'රහස්‍යතා ප්‍රතිපත්තිය' });
    expect(await screen.findAllByRole('heading', { name: /අප එකතු කරන තොරතුරු$/ })).toHaveLength(2);
    expect(screen.getByRole('heading', { level: 2, name: 'මුද්‍රණය කළ හැකි පිටපත' })).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(main).not.toHaveTextContent('Information we collect');
    expect(main).toHaveTextContent('2022 අංක 9 දරන ශ්‍රී ලංකා පුද්ගලික දත්ත ආරක්ෂණ පනතට');
    expect(main).toHaveTextContent('No. 42, Galle Road, Colombo 03');
    const ids = [...document.querySelectorAll('[id]')].map((element) => element.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('shows the Tamil terms from their own module', async () => {
    stubApi({});
    document.cookie = `${LANGUAGE_COOKIE}=ta; Path=/`;
    await loadCatalogue('ta');
    renderApp('/terms-conditions');
    await screen.findByRole('heading', { level: 1, name: 'விதிமுறைகள் மற்றும் நிபந்தனைகள்' });
    expect(await screen.findByRole('heading', { level: 2, name: /ஆளும் சட்டம்$/ })).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(main).not.toHaveTextContent('Governing law');
    expect(main).toHaveTextContent('Rs. 1,000 முன்பதிவுக் கட்டணம் இணையத்தில் செலுத்தப்பட்டு');
    expect(within(main).getByRole('link', { name: 'பணத்திருப்பக் கொள்கையில்' })).toHaveAttribute(
      'href',
      '/refund-policy',
    );
  });
});
