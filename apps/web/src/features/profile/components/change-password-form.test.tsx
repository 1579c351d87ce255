import { LANGUAGE_COOKIE } from '@salon/contracts';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadCatalogue } from '../../../lib/language.ts';
import { buildUser, errorAnswer, jsonResponse, signedInHandlers, stubApi } from '../../../test/fake-api.ts';
import type { ApiHandler } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';

async function openPasswordTab(updatePassword: ApiHandler, user = userEvent.setup()) {
  const fetchMock = stubApi({
    ...signedInHandlers(buildUser()),
    'PATCH /api/auth/update-password': updatePassword,
  });
  renderApp('/profile');
  await user.click(await screen.findByRole('tab', { name: 'Change Password' }));
  return { fetchMock, user };
}

async function fill(
  user: ReturnType<typeof userEvent.setup>,
  current: string,
  next: string,
  confirm: string,
) {
  if (current) await user.type(screen.getByLabelText('Current password'), current);
  if (next) await user.type(screen.getByLabelText('New password'), next);
  if (confirm) await user.type(screen.getByLabelText('Confirm new password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Update Password' }));
}

const ok: ApiHandler = () =>
  jsonResponse(200, { status: 'success', message: 'Password updated successfully!' });

describe('change password', () => {
  it('names every missing field', async () => {
    const { fetchMock, user } = await openPasswordTab(ok);
    await fill(user, '', '', '');
    expect(await screen.findByText('Current password is required')).toBeInTheDocument();
    expect(screen.getByText('New password is required')).toBeInTheDocument();
    expect(screen.getByText('Please confirm your new password')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(false);
  });

  it('applies the password rules and the match check', async () => {
    const { user } = await openPasswordTab(ok);
    await fill(user, 'Secret123', 'short', 'other');
    expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('New password'));
    await user.type(screen.getByLabelText('New password'), 'alllowercase1');
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(
      await screen.findByText('Password must contain at least one uppercase letter'),
    ).toBeInTheDocument();

    await user.clear(screen.getByLabelText('New password'));
    await user.type(screen.getByLabelText('New password'), 'BrandNew789');
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
  });

  it('shows a wrong current password without ending the session', async () => {
    const { user } = await openPasswordTab(() =>
      errorAnswer('VALIDATION_FAILED', 'Current password is incorrect'),
    );
    await fill(user, 'NotMine123', 'BrandNew789', 'BrandNew789');
    expect(await screen.findByRole('alert')).toHaveTextContent('Current password is incorrect');
    // One place per error: the form's own area, no toast repeating it (docs/product.md#8).
    expect(screen.getAllByText('Current password is incorrect')).toHaveLength(1);
    expect(screen.queryByText('Session expired. Please login again.')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'My Profile' })).toBeInTheDocument();
  });

  it('falls back to the product text when the server gives no reason', async () => {
    const { user } = await openPasswordTab(() => new Response('', { status: 500 }));
    await fill(user, 'Secret123', 'BrandNew789', 'BrandNew789');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Password update failed');
    expect(alert).toHaveTextContent('Failed to change password');
  });

  it('shows the green banner for 3 seconds and clears the form', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { fetchMock, user } = await openPasswordTab(
      ok,
      userEvent.setup({ advanceTimers: vi.advanceTimersByTime }),
    );
    await fill(user, 'Secret123', 'BrandNew789', 'BrandNew789');

    const banner = await screen.findByText('Password changed successfully');
    expect(banner.closest('[role="status"]')).toHaveClass('bg-emerald-50');
    expect(screen.getByLabelText('Current password')).toHaveValue('');
    expect(screen.getByLabelText('New password')).toHaveValue('');
    expect(screen.getByLabelText('Confirm new password')).toHaveValue('');
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(JSON.parse(String(patch?.[1]?.body))).toEqual({
      currentPassword: 'Secret123',
      newPassword: 'BrandNew789',
    });

    act(() => vi.advanceTimersByTime(2500));
    expect(screen.getByText('Password changed successfully')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(600));
    expect(screen.queryByText('Password changed successfully')).not.toBeInTheDocument();
  });
});

describe('change password in Tamil (docs/architecture.md#languages)', () => {
  afterEach(() => {
    document.cookie = `${LANGUAGE_COOKIE}=; Path=/; Max-Age=0`;
  });

  it('shows its labels, the failure, the green banner and the toast in the remembered language', async () => {
    let answer: ApiHandler = () => new Response('', { status: 500 });
    const fetchMock = stubApi({
      ...signedInHandlers(buildUser()),
      'PATCH /api/auth/update-password': (request) => answer(request),
    });
    document.cookie = `${LANGUAGE_COOKIE}=ta; Path=/`;
    await loadCatalogue('ta');
    renderApp('/profile');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'கடவுச்சொல்லை மாற்று' }));
    expect(screen.getByRole('heading', { name: 'உங்கள் கடவுச்சொல்லை மாற்றுங்கள்' })).toBeInTheDocument();
    expect(
      screen.getByText('குறைந்தது 8 எழுத்துகள், ஒரு பெரிய எழுத்து, ஒரு சிறிய எழுத்து மற்றும் ஓர் எண்ணுடன்.'),
    ).toBeInTheDocument();

    await user.type(screen.getByLabelText('தற்போதைய கடவுச்சொல்'), 'Secret123');
    await user.type(screen.getByLabelText('புதிய கடவுச்சொல்'), 'BrandNew789');
    await user.type(screen.getByLabelText('புதிய கடவுச்சொல்லை உறுதிப்படுத்துங்கள்'), 'BrandNew789');
    await user.click(screen.getByRole('button', { name: 'கடவுச்சொல்லைப் புதுப்பி' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('கடவுச்சொல் புதுப்பிப்பு தோல்வியடைந்தது');
    expect(alert).toHaveTextContent('கடவுச்சொல்லை மாற்ற முடியவில்லை');

    answer = ok;
    await user.click(screen.getByRole('button', { name: 'கடவுச்சொல்லைப் புதுப்பி' }));
    expect(await screen.findByText('கடவுச்சொல் வெற்றிகரமாக மாற்றப்பட்டது')).toBeInTheDocument();
    expect(await screen.findByText('கடவுச்சொல் வெற்றிகரமாகப் புதுப்பிக்கப்பட்டது!')).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'PATCH')).toHaveLength(2);
  });
});
