import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LANGUAGE_COOKIE } from '@salon/contracts';
import { describe, expect, it, vi } from 'vitest';
import { loadCatalogue } from '../../../lib/language.ts';
import { adminHandlers, buildAdminService } from '../../../test/admin-builders.ts';
import { buildService, success } from '../../../test/catalogue-builders.ts';
import { errorAnswer, jsonResponse, stubApi } from '../../../test/fake-api.ts';
import type { ApiHandler } from '../../../test/fake-api.ts';
import { pngFile, stubUploads } from '../../../test/fake-xhr.ts';
import { renderApp } from '../../../test/render-app.tsx';

const haircut = buildAdminService({ title: 'Ladies Haircut', price: 3500, averageTime: 45 });
const manicure = buildAdminService({ title: 'Gel Manicure', category: 'nail', price: 4200, hidden: true });

function openServices(handlers: Record<string, ApiHandler> = {}, services = [haircut, manicure]) {
  const fetchMock = stubApi({
    ...adminHandlers(),
    'GET /api/admin/services': () => success({ services }),
    ...handlers,
  });
  renderApp('/admin/services');
  return fetchMock;
}

const rowOf = async (title: string) =>
  (await screen.findByText(title, { selector: 'span' })).closest('li') as HTMLElement;

describe('admin services', () => {
  it('lists every service with its price and duration, hidden ones marked', async () => {
    openServices();
    const haircutRow = await rowOf('Ladies Haircut');
    expect(within(haircutRow).getByText(/LKR 3,500 · 45 min/)).toBeInTheDocument();
    expect(within(haircutRow).queryByText('Hidden')).not.toBeInTheDocument();
    expect(within(await rowOf('Gel Manicure')).getByText('Hidden')).toBeInTheDocument();
  });

  it('says so when there are none', async () => {
    openServices({}, []);
    expect(await screen.findByText('No services yet')).toBeInTheDocument();
  });

  it('shows a failed load with a retry', async () => {
    let calls = 0;
    openServices({
      'GET /api/admin/services': () =>
        ++calls === 1 ? errorAnswer('INTERNAL') : success({ services: [haircut] }),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch services');
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await rowOf('Ladies Haircut')).toBeInTheDocument();
  });

  it('edits the price and marks the service booked once per visit: sends the whole form', async () => {
    const patch = vi.fn((_request: { body: unknown }) => success({ service: { ...haircut, price: 4000 } }));
    let saved = false;
    openServices({
      [`PATCH /api/services/${haircut._id}`]: (request) => {
        saved = true;
        return patch(request);
      },
      'GET /api/admin/services': () => success({ services: [saved ? { ...haircut, price: 4000 } : haircut] }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Ladies Haircut' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Ladies Haircut' });
    const price = within(dialog).getByLabelText(/Price \(LKR\)/);
    await user.clear(price);
    await user.type(price, '4000');
    const once = within(dialog).getByRole('checkbox', { name: 'Booked once per visit (e.g. a haircut)' });
    expect(once).not.toBeChecked();
    await user.click(once);
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(patch).toHaveBeenCalled());
    expect(patch.mock.calls[0]?.[0].body).toEqual({
      title: 'Ladies Haircut',
      description: haircut.description,
      category: 'hair',
      price: 4000,
      averageTime: 45,
      bookableOnce: true,
    });
    expect(await screen.findByText('Service updated successfully')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(await rowOf('Ladies Haircut')).getByText(/LKR 4,000/)).toBeInTheDocument();
  });

  it('refuses a bad form before sending, and puts the server’s reason on its field', async () => {
    const create = vi.fn(() =>
      errorAnswer('VALIDATION_FAILED', 'Price must be a whole number of LKR', {
        details: { issues: [{ path: '/price', message: 'Price must be a whole number of LKR' }] },
      }),
    );
    openServices({ 'POST /api/services': create });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'New service' }));
    const dialog = screen.getByRole('dialog', { name: 'New service' });
    await user.click(within(dialog).getByRole('button', { name: 'Create service' }));
    expect(await within(dialog).findByText('Title is required')).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();

    await user.type(within(dialog).getByLabelText(/Title/), 'Blow-dry');
    await user.type(within(dialog).getByLabelText(/Price/), '2500');
    await user.type(within(dialog).getByLabelText(/Description/), 'Smooth and shiny');
    await user.click(within(dialog).getByRole('button', { name: 'Create service' }));
    await waitFor(() => expect(create).toHaveBeenCalled());
    expect(await within(dialog).findByText('Price must be a whole number of LKR')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Price/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('creates a service, then uploads its picture with a progress bar', async () => {
    const uploads = stubUploads();
    // A new service answers as the public catalogue shows it: no `hidden`.
    const created = buildService({ title: 'Blow-dry', price: 2500 });
    openServices({
      'POST /api/services': () =>
        jsonResponse(201, {
          status: 'success',
          message: 'Service created successfully',
          data: { service: created },
        }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'New service' }));
    const dialog = screen.getByRole('dialog', { name: 'New service' });
    await user.type(within(dialog).getByLabelText(/Title/), 'Blow-dry');
    await user.type(within(dialog).getByLabelText(/Price/), '2500');
    await user.type(within(dialog).getByLabelText(/Description/), 'Smooth and shiny');
    await user.upload(dialog.querySelector<HTMLInputElement>('input[type="file"]')!, pngFile());
    expect(within(dialog).getByAltText('Picture preview')).toHaveAttribute('src', 'blob:preview');
    await user.click(within(dialog).getByRole('button', { name: 'Create service' }));

    await waitFor(() => expect(uploads).toHaveLength(1));
    const request = uploads[0]!;
    expect(request.url).toBe(`/api/services/${created._id}/image`);
    expect(request.headers.Authorization).toBe('Bearer test-token');
    expect(request.body?.get('image')).toBeInstanceOf(File);
    request.progress(30, 100);
    await waitFor(() =>
      expect(within(dialog).getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute(
        'aria-valuenow',
        '30',
      ),
    );
    request.answer(200, {
      status: 'success',
      data: { service: { ...created, hidden: false, thumbnail: '/uploads/x.webp' } },
    });
    expect(await screen.findByText('Service created successfully')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('hides a service', async () => {
    const patch = vi.fn((_body: unknown) => success({ service: haircut }));
    openServices({ [`PATCH /api/services/${haircut._id}`]: ({ body }) => patch(body) });
    await userEvent.click(await screen.findByRole('button', { name: 'Hide Ladies Haircut' }));
    await waitFor(() => expect(patch).toHaveBeenCalledWith({ hidden: true }));
    expect(await screen.findByText('Ladies Haircut is hidden')).toBeInTheDocument();
  });

  it('deletes only after the confirmation dialog', async () => {
    const remove = vi.fn(() =>
      jsonResponse(200, { status: 'success', message: 'Service deleted successfully' }),
    );
    openServices({ [`DELETE /api/services/${manicure._id}`]: remove });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete Gel Manicure' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete service' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(remove).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Delete Gel Manicure' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Service deleted successfully')).toBeInTheDocument();
    expect(remove).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('reads in Tamil for an owner who chose it: the page, the rows, the form and the refusal', async () => {
    document.cookie = `${LANGUAGE_COOKIE}=ta; Path=/`;
    try {
      await loadCatalogue('ta');
      openServices({}, [{ ...haircut, translations: { ta: { title: 'முடி வெட்டுதல்' } } }, manicure]);
      expect(await screen.findByRole('heading', { name: 'சேவைகள்', level: 1 })).toBeInTheDocument();
      // The owner's Tamil title, as customers read it, with the English under it; none given: English.
      const row = await rowOf('முடி வெட்டுதல்');
      expect(within(row).getByText('Ladies Haircut')).toHaveAttribute('lang', 'en');
      expect(within(row).getByRole('button', { name: 'முடி வெட்டுதல் ஐத் திருத்து' })).toBeInTheDocument();
      expect(await rowOf('Gel Manicure')).toBeInTheDocument();
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: 'புதிய சேவை' }));
      const dialog = screen.getByRole('dialog', { name: 'புதிய சேவை' });
      expect(within(dialog).getByLabelText(/வகை/)).toBeInTheDocument();
      expect(within(dialog).getByText('சிங்களம் (விருப்பத்தேர்வு)')).toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { name: 'சேவையை உருவாக்கு' }));
      expect(await within(dialog).findByText('தலைப்பு தேவை')).toBeInTheDocument();
    } finally {
      document.cookie = `${LANGUAGE_COOKIE}=; Path=/; Max-Age=0`;
    }
  });
});
