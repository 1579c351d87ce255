import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LANGUAGE_COOKIE } from '@salon/contracts';
import { describe, expect, it, vi } from 'vitest';
import { formatLongDate } from '../../../lib/format-time.ts';
import { loadCatalogue } from '../../../lib/language.ts';
import { adminHandlers, buildAdminService } from '../../../test/admin-builders.ts';
import { buildOffer, success } from '../../../test/catalogue-builders.ts';
import { errorBody, jsonResponse, stubApi } from '../../../test/fake-api.ts';
import type { ApiHandler } from '../../../test/fake-api.ts';
import { pngFile, stubUploads } from '../../../test/fake-xhr.ts';
import { renderApp } from '../../../test/render-app.tsx';

const makeup = buildAdminService({ title: 'Bridal Makeup', category: 'makeup', price: 6000 });
const facial = buildAdminService({ title: 'Gold Facial', category: 'facial', price: 3000 });
const bridal = buildOffer({
  title: 'Bridal Glow Package',
  originalPrice: 9000,
  discount: 20,
  price: 7200,
  services: [
    { _id: makeup._id, name: 'Bridal Makeup' },
    { _id: facial._id, name: 'Gold Facial' },
  ],
});

function openOffers(handlers: Record<string, ApiHandler> = {}, offers = [bridal]) {
  stubApi({
    ...adminHandlers(),
    'GET /api/special-offers': () => success({ offers }),
    'GET /api/admin/services': () => success({ services: [makeup, facial] }),
    ...handlers,
  });
  renderApp('/admin/offers');
}

describe('admin special offers', () => {
  it('lists every offer with its derived price, dates and services', async () => {
    openOffers();
    const row = (await screen.findByText('Bridal Glow Package')).closest('li')!;
    expect(within(row).getByText(/LKR 7,200 \(20% off LKR 9,000\)/)).toBeInTheDocument();
    expect(within(row).getByText('Bridal Makeup, Gold Facial')).toBeInTheDocument();
  });

  it('says so when there are none', async () => {
    openOffers({}, []);
    expect(await screen.findByText('No special offers yet')).toBeInTheDocument();
  });

  it('creates an offer from picked services, showing the derived price, and sends its image with progress', async () => {
    const uploads = stubUploads();
    openOffers();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'New offer' }));
    const dialog = screen.getByRole('dialog', { name: 'New special offer' });
    await user.type(within(dialog).getByLabelText(/Title/), 'Glow Duo');
    await user.type(within(dialog).getByLabelText(/Description/), 'Makeup and a facial');
    await user.click(await within(dialog).findByLabelText(/Bridal Makeup/));
    await user.click(within(dialog).getByLabelText(/Gold Facial/));
    expect(within(dialog).getByText(/Chosen services add up to LKR 9,000/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Use as original price' }));
    expect(within(dialog).getByLabelText(/Original price/)).toHaveValue('9000');
    await user.type(within(dialog).getByLabelText(/Discount/), '25');
    expect(within(dialog).getByText('LKR 6,750')).toBeInTheDocument();
    const start = within(dialog).getByLabelText(/Starts/);
    const end = within(dialog).getByLabelText(/Ends/);
    await user.clear(start);
    await user.type(start, '2026-12-01');
    await user.clear(end);
    await user.type(end, '2026-12-31');
    await user.upload(dialog.querySelector<HTMLInputElement>('input[type="file"]')!, pngFile());
    await user.click(within(dialog).getByRole('button', { name: 'Create offer' }));

    await waitFor(() => expect(uploads).toHaveLength(1));
    const request = uploads[0]!;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/api/special-offers');
    const form = request.body!;
    expect(Object.fromEntries([...form.entries()].filter(([key]) => key !== 'image'))).toEqual({
      title: 'Glow Duo',
      description: 'Makeup and a facial',
      originalPrice: '9000',
      discount: '25',
      startDate: '2026-12-01',
      endDate: '2026-12-31',
      services: JSON.stringify([makeup._id, facial._id]),
    });
    expect(form.get('image')).toBeInstanceOf(File);
    request.progress(50, 100);
    await waitFor(() =>
      expect(within(dialog).getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute(
        'aria-valuenow',
        '50',
      ),
    );
    request.answer(201, {
      status: 'success',
      message: 'Special offer created successfully',
      data: { offer: buildOffer({ title: 'Glow Duo' }) },
    });
    expect(await screen.findByText('Special offer created successfully')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('edits the Sinhala and Tamil texts, sending the whole set', async () => {
    const uploads = stubUploads();
    const translated = {
      ...bridal,
      translations: { si: { title: 'මනාලියන්ගේ දීප්තිය', description: 'විවාහ දිනයට.' } },
    };
    openOffers({}, [translated]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Bridal Glow Package' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Bridal Glow Package' });
    // A language with texts opens by itself; the other is a closed disclosure.
    expect(within(dialog).getByLabelText('Sinhala title')).toHaveValue('මනාලියන්ගේ දීප්තිය');
    await user.click(within(dialog).getByText('Tamil (optional)'));
    await user.type(within(dialog).getByLabelText('Tamil title'), 'மணமகள் பொலிவு');
    await user.clear(within(dialog).getByLabelText('Sinhala description'));
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(uploads).toHaveLength(1));
    expect(uploads[0]!.method).toBe('PATCH');
    expect(JSON.parse(uploads[0]!.body!.get('translations') as string)).toEqual({
      si: { title: 'මනාලියන්ගේ දීප්තිය' },
      ta: { title: 'மணமகள் பொலிவு' },
    });
  });

  it('checks the form before sending and shows the server’s refusal', async () => {
    const uploads = stubUploads();
    openOffers();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Bridal Glow Package' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Bridal Glow Package' });
    const discount = within(dialog).getByLabelText(/Discount/);
    await user.clear(discount);
    await user.type(discount, '120');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(
      await within(dialog).findByText('Discount must be a whole percent from 1 to 99'),
    ).toBeInTheDocument();
    expect(uploads).toHaveLength(0);

    await user.clear(discount);
    await user.type(discount, '30');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(uploads).toHaveLength(1));
    expect(uploads[0]!.method).toBe('PATCH');
    expect(uploads[0]!.url).toBe(`/api/special-offers/${bridal._id}`);
    uploads[0]!.answer(
      400,
      errorBody('VALIDATION_FAILED', 'One or more services of this offer do not exist'),
    );
    expect(await screen.findByText('One or more services of this offer do not exist')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('deletes after confirmation', async () => {
    const remove = vi.fn(() =>
      jsonResponse(200, { status: 'success', message: 'Special offer deleted successfully' }),
    );
    openOffers({ [`DELETE /api/special-offers/${bridal._id}`]: remove });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete Bridal Glow Package' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Delete special offer' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    expect(await screen.findByText('Special offer deleted successfully')).toBeInTheDocument();
    expect(remove).toHaveBeenCalledTimes(1);
  });

  it('reads in Sinhala for an owner who chose it, dates by the site’s formatter', async () => {
    document.cookie = `${LANGUAGE_COOKIE}=si; Path=/`;
    try {
      await loadCatalogue('si');
      openOffers({}, [
        {
          ...bridal,
          translations: { si: { title: 'මනාලියගේ දීප්තිය' } },
          services: [
            { ...bridal.services[0]!, translations: { si: { title: 'මනාලියගේ වේශ නිරූපණය' } } },
            bridal.services[1]!,
          ],
        },
      ]);
      expect(await screen.findByRole('heading', { name: 'විශේෂ දීමනා', level: 1 })).toBeInTheDocument();
      // The owner's Sinhala title and service names, as customers read them, the English title under it.
      const row = (await screen.findByText('මනාලියගේ දීප්තිය')).closest('li')!;
      expect(within(row).getByText('Bridal Glow Package')).toHaveAttribute('lang', 'en');
      expect(within(row).getByText('මනාලියගේ වේශ නිරූපණය, Gold Facial')).toBeInTheDocument();
      expect(within(row).getByText(new RegExp(formatLongDate(bridal.startDate, 'si')))).toBeInTheDocument();
      expect(within(row).getByRole('button', { name: 'මනාලියගේ දීප්තිය මකන්න' })).toBeInTheDocument();
      const user = userEvent.setup();
      await user.click(screen.getByRole('button', { name: 'නව දීමනාවක්' }));
      expect(screen.getByRole('dialog', { name: 'නව විශේෂ දීමනාවක්' })).toBeInTheDocument();
      expect(screen.getByText('ඇතුළත් සේවා')).toBeInTheDocument();
    } finally {
      document.cookie = `${LANGUAGE_COOKIE}=; Path=/; Max-Age=0`;
    }
  });
});
