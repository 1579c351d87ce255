import { LANGUAGE_COOKIE } from '@salon/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { loadCatalogue } from '../../../lib/language.ts';
import { buildUser, errorAnswer, jsonResponse, signedInHandlers, stubApi } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';

const customer = buildUser({ name: 'Nimali Perera', phone: '0771234567', address: null });

async function openProfile(handlers: Parameters<typeof stubApi>[0] = {}) {
  const fetchMock = stubApi({
    ...signedInHandlers(customer),
    'GET /api/payments/saved-cards': () => jsonResponse(200, { status: 'success', data: { cards: [] } }),
    ...handlers,
  });
  renderApp('/profile');
  await screen.findByRole('heading', { level: 1, name: 'My Profile' });
  return fetchMock;
}

describe('profile page', () => {
  it('has three tabs that arrow keys move between', async () => {
    await openProfile();
    const user = userEvent.setup();
    const info = screen.getByRole('tab', { name: 'Profile Information' });
    const password = screen.getByRole('tab', { name: 'Change Password' });
    const cards = screen.getByRole('tab', { name: 'Saved cards' });
    expect(info).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Profile Information');

    info.focus();
    await user.keyboard('{ArrowRight}');
    expect(password).toHaveFocus();
    expect(password).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Change Password');
    await user.keyboard('{ArrowRight}');
    expect(cards).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(info).toHaveFocus();
    await user.keyboard('{End}');
    expect(cards).toHaveFocus();
  });

  it('shows the read-only e-mail, and links to My Appointments', async () => {
    await openProfile();
    expect(screen.getByLabelText('Email')).toHaveValue('nimali@example.com');
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'My Appointments' })).toHaveAttribute(
      'href',
      '/profile/appointments',
    );
  });

  it('checks the name and phone, then saves and updates the name in the nav bar', async () => {
    const fetchMock = await openProfile({
      'PUT /api/users/profile': ({ body }) =>
        jsonResponse(200, {
          status: 'success',
          message: 'Profile updated successfully',
          data: { user: { ...customer, ...(body as object) } },
        }),
    });
    const user = userEvent.setup();
    const name = screen.getByLabelText('Full name');
    const phone = screen.getByRole('textbox', { name: 'Phone number' });
    expect(phone).toBeRequired();

    await user.clear(name);
    await user.clear(phone);
    await user.type(phone, '07712');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Full name is required')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid 10-digit phone number')).toBeInTheDocument();

    await user.type(name, 'Nimali Fernando');
    await user.clear(phone);
    await user.type(phone, '0719876543');
    await user.type(screen.getByLabelText('Address'), '12 Flower Road, Colombo 07');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Profile updated successfully')).toBeInTheDocument();
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({
      name: 'Nimali Fernando',
      phone: '0719876543',
      address: '12 Flower Road, Colombo 07',
      city: null,
    });
    expect(await screen.findByText('NIMALI FERNANDO')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Profile completion' })).toHaveAttribute(
      'aria-valuenow',
      '67',
    );
  });

  it("shows the server's reason, or the fallback, when saving fails", async () => {
    let answer = errorAnswer('VALIDATION_FAILED', 'Full name is required');
    await openProfile({ 'PUT /api/users/profile': () => answer });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Address'), 'Kandy');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Full name is required')).toBeInTheDocument();

    answer = jsonResponse(409, {});
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Failed to update profile')).toBeInTheDocument();
  });

  it('refuses a wrong file type or a file over 5 MB before uploading', async () => {
    await openProfile();
    const user = userEvent.setup({ applyAccept: false });
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;

    await user.upload(input, new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }));
    expect(await screen.findAllByText('Please select a valid image file (JPEG, PNG, GIF)')).not.toHaveLength(
      0,
    );

    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    await user.upload(input, big);
    expect(await screen.findAllByText('Image size should be less than 5MB')).not.toHaveLength(0);
    await waitFor(() => expect(screen.queryByRole('progressbar', { name: 'Upload progress' })).toBeNull());
  });
});

describe('profile page in Sinhala (docs/architecture.md#languages)', () => {
  afterEach(() => {
    document.cookie = `${LANGUAGE_COOKIE}=; Path=/; Max-Age=0`;
  });

  it('shows the tabs, the form, its validation, its toast and the completion card in the remembered language', async () => {
    stubApi({
      ...signedInHandlers(customer),
      'PUT /api/users/profile': ({ body }) =>
        jsonResponse(200, {
          status: 'success',
          message: 'Profile updated successfully',
          data: { user: { ...customer, ...(body as object) } },
        }),
    });
    document.cookie = `${LANGUAGE_COOKIE}=si; Path=/`;
    await loadCatalogue('si');
    renderApp('/profile');

    expect(await screen.findByRole('heading', { level: 1, name: 'මගේ පැතිකඩ' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'පැතිකඩ තොරතුරු' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'මුරපදය වෙනස් කරන්න' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'පැතිකඩ සම්පූර්ණ කිරීම' })).toHaveAttribute(
      'aria-valuetext',
      '33% ක් සම්පූර්ණයි',
    );
    expect(screen.getByText('පැතිකඩ ඡායාරූපය')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ඡායාරූපයක් උඩුගත කරන්න' })).toBeInTheDocument();
    expect(screen.getByLabelText('ලිපිනය')).toHaveAttribute('placeholder', 'අංක 12, මල් පාර, කොළඹ 07');

    const user = userEvent.setup();
    const phone = screen.getByRole('textbox', { name: 'දුරකථන අංකය' });
    await user.clear(phone);
    await user.type(phone, '07712');
    await user.click(screen.getByRole('button', { name: 'වෙනස්කම් සුරකින්න' }));
    expect(await screen.findByText('කරුණාකර ඉලක්කම් 10 කින් යුත් වලංගු දුරකථන අංකයක් ඇතුළත් කරන්න')).toBeInTheDocument();

    await user.clear(phone);
    await user.type(phone, '0719876543');
    await user.click(screen.getByRole('button', { name: 'වෙනස්කම් සුරකින්න' }));
    expect(await screen.findByText('පැතිකඩ සාර්ථකව යාවත්කාලීන කෙරිණි')).toBeInTheDocument();
    expect(screen.queryByText('Profile updated successfully')).not.toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'මුරපදය වෙනස් කරන්න' }));
    await user.click(screen.getByRole('button', { name: 'මුරපදය යාවත්කාලීන කරන්න' }));
    expect(await screen.findByText('වත්මන් මුරපදය අවශ්‍යයි')).toBeInTheDocument();
    expect(screen.getByLabelText('නව මුරපදය')).toHaveAttribute('type', 'password');
  });
});
