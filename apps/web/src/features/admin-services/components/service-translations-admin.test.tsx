import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { adminHandlers, buildAdminService } from '../../../test/admin-builders.ts';
import { buildService, success } from '../../../test/catalogue-builders.ts';
import { jsonResponse, stubApi } from '../../../test/fake-api.ts';
import type { ApiHandler } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';

const tamil = { title: 'ஹேர் ஸ்பா', description: 'ஆழமான கண்டிஷனிங் சிகிச்சை.' };
const hairSpa = buildAdminService({
  title: 'Hair Spa',
  description: 'A deep conditioning treatment.',
  price: 6500,
  averageTime: 60,
  translations: { ta: tamil },
});

function openServices(handlers: Record<string, ApiHandler> = {}) {
  stubApi({
    ...adminHandlers(),
    'GET /api/admin/services': () => success({ services: [hairSpa] }),
    ...handlers,
  });
  renderApp('/admin/services');
}

describe('admin services: Sinhala and Tamil texts', () => {
  it('shows the saved Tamil texts when editing, keeps Sinhala folded, and sends both on save', async () => {
    const patch = vi.fn((_request: { body: unknown }) => success({ service: hairSpa }));
    openServices({ [`PATCH /api/services/${hairSpa._id}`]: patch });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Hair Spa' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Hair Spa' });

    expect(within(dialog).getByLabelText('Tamil title')).toHaveValue(tamil.title);
    expect(within(dialog).getByLabelText('Tamil title')).toBeVisible();
    expect(within(dialog).getByLabelText('Tamil description')).toHaveValue(tamil.description);
    const sinhalaTitle = within(dialog).getByLabelText('Sinhala title');
    expect(sinhalaTitle).not.toBeVisible();

    await user.click(within(dialog).getByText('Sinhala (optional)'));
    expect(sinhalaTitle).toBeVisible();
    await user.type(sinhalaTitle, 'හෙයාර් ස්පා');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(patch).toHaveBeenCalled());
    expect(patch.mock.calls[0]?.[0].body).toEqual({
      title: 'Hair Spa',
      description: 'A deep conditioning treatment.',
      category: 'hair',
      price: 6500,
      averageTime: 60,
      bookableOnce: false,
      translations: { si: { title: 'හෙයාර් ස්පා' }, ta: tamil },
    });
  });

  it('clears the translations when the owner empties them', async () => {
    const patch = vi.fn((_request: { body: unknown }) => success({ service: hairSpa }));
    openServices({ [`PATCH /api/services/${hairSpa._id}`]: patch });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Hair Spa' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Hair Spa' });
    await user.clear(within(dialog).getByLabelText('Tamil title'));
    await user.clear(within(dialog).getByLabelText('Tamil description'));
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(patch).toHaveBeenCalled());
    expect(patch.mock.calls[0]?.[0].body).toMatchObject({ translations: {} });
  });

  it('opens a new service’s Tamil section and sends its title', async () => {
    const create = vi.fn((_request: { body: unknown }) =>
      jsonResponse(201, { status: 'success', data: { service: buildService({ title: 'Blow-dry' }) } }),
    );
    openServices({ 'POST /api/services': create });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'New service' }));
    const dialog = screen.getByRole('dialog', { name: 'New service' });
    expect(within(dialog).getByLabelText('Tamil title')).not.toBeVisible();
    await user.type(within(dialog).getByLabelText(/^Title/), 'Blow-dry');
    await user.type(within(dialog).getByLabelText(/^Price/), '2500');
    await user.type(within(dialog).getByLabelText(/^Description/), 'Smooth and shiny');

    // A native <summary>: browsers open it with Enter or Space too (jsdom only with a click).
    await user.click(within(dialog).getByText('Tamil (optional)'));
    expect(within(dialog).getByLabelText('Tamil title')).toBeVisible();
    await user.type(within(dialog).getByLabelText('Tamil title'), 'புளோ-ட்ரை');
    await user.click(within(dialog).getByRole('button', { name: 'Create service' }));

    await waitFor(() => expect(create).toHaveBeenCalled());
    expect(create.mock.calls[0]?.[0].body).toMatchObject({
      title: 'Blow-dry',
      translations: { ta: { title: 'புளோ-ட்ரை' } },
    });
  });
});
