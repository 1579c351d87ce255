import { LANGUAGE_COOKIE } from '@salon/contracts';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadCatalogue } from '../../../lib/language.ts';
import { errorAnswer, jsonResponse, stubApi } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';

describe('forgot password', () => {
  it("sends the e-mail with role user and shows the server's confirmation", async () => {
    const message = 'If an account exists for this email, a password reset link has been sent to it.';
    const fetchMock = stubApi({
      'POST /api/auth/forgot-password': () => jsonResponse(200, { status: 'success', message }),
    });
    renderApp('/forgot-password');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email'), 'nimali@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));

    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeInTheDocument();
    expect(screen.getAllByText(message).length).toBeGreaterThanOrEqual(1);
    const call = fetchMock.mock.calls.find(([path]) => path === '/api/auth/forgot-password');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ email: 'nimali@example.com', role: 'user' });
  });

  it('falls back to its own text when the server gives none', async () => {
    stubApi({ 'POST /api/auth/forgot-password': () => jsonResponse(422, {}) });
    renderApp('/forgot-password');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email'), 'nimali@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to send reset link');
  });
});

describe('reset password', () => {
  it('lists every broken password rule in one message', async () => {
    stubApi({});
    renderApp('/reset-password/abc');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('New password'), 'abc');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(
      await screen.findByText(
        'Password must be at least 8 characters long. Password must contain at least one uppercase letter. Password must contain at least one number',
      ),
    ).toBeInTheDocument();
  });

  it('sends role admin when Admin Account is ticked, then opens the staff sign-in after 3 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = stubApi({
      'PATCH /api/auth/reset-password/tok-123': () =>
        jsonResponse(200, { status: 'success', message: 'Done' }),
    });
    const { router } = renderApp('/reset-password/tok-123');
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.type(await screen.findByLabelText('New password'), 'Secret123');
    await user.type(screen.getByLabelText('Confirm password'), 'Secret123');
    await user.click(screen.getByRole('checkbox', { name: 'Admin Account' }));
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));

    expect(
      (await screen.findAllByText('Password reset successful! Please login with your new password.')).length,
    ).toBeGreaterThanOrEqual(1);
    const call = fetchMock.mock.calls.find(([path]) => path === '/api/auth/reset-password/tok-123');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ password: 'Secret123', role: 'admin' });
    expect(router.state.location.pathname).toBe('/reset-password/tok-123');

    await act(() => vi.advanceTimersByTimeAsync(3000));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/login'));
  });

  it('opens a link mailed to a staff account with Admin Account ticked', async () => {
    renderApp('/reset-password/tok-123?account=admin');
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Admin Account' })).toBeChecked());
  });

  it("opens a stylist's first-password link without the admin choice, and sends role user", async () => {
    const fetchMock = stubApi({
      'PATCH /api/auth/reset-password/tok-456': () =>
        jsonResponse(200, { status: 'success', message: 'Done' }),
    });
    renderApp('/reset-password/tok-456?account=stylist');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('New password'), 'Secret123');
    await user.type(screen.getByLabelText('Confirm password'), 'Secret123');
    expect(screen.queryByRole('checkbox', { name: 'Admin Account' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Choose your password' }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([path]) => path === '/api/auth/reset-password/tok-456')).toBe(true),
    );
    const call = fetchMock.mock.calls.find(([path]) => path === '/api/auth/reset-password/tok-456');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ password: 'Secret123', role: 'user' });
  });

  it("shows the server's message for a dead link", async () => {
    stubApi({
      'PATCH /api/auth/reset-password/old': () =>
        errorAnswer('VALIDATION_FAILED', 'This password reset link is invalid or has expired'),
    });
    renderApp('/reset-password/old');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('New password'), 'Secret123');
    await user.type(screen.getByLabelText('Confirm password'), 'Secret123');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This password reset link is invalid or has expired',
    );
  });
});

describe('forgot and reset password in Sinhala and Tamil (docs/architecture.md#languages)', () => {
  afterEach(() => {
    document.cookie = `${LANGUAGE_COOKIE}=; Path=/; Max-Age=0`;
  });

  it("shows the server's confirmation in Sinhala, in the toast too", async () => {
    const message = 'If an account exists for this email, a password reset link has been sent to it.';
    stubApi({ 'POST /api/auth/forgot-password': () => jsonResponse(200, { status: 'success', message }) });
    document.cookie = `${LANGUAGE_COOKIE}=si; Path=/`;
    await loadCatalogue('si');
    renderApp('/forgot-password');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('විද්‍යුත් තැපෑල'), 'nimali@example.com');
    await user.click(screen.getByRole('button', { name: 'යළි සැකසීමේ සබැඳිය යවන්න' }));

    expect(await screen.findByRole('heading', { name: 'ඔබේ විද්‍යුත් තැපෑල පරීක්ෂා කරන්න' })).toBeInTheDocument();
    const sinhala = 'මෙම විද්‍යුත් තැපෑලට ගිණුමක් තිබේ නම්, මුරපදය යළි සැකසීමේ සබැඳියක් එයට යවා ඇත.';
    await waitFor(() => expect(screen.getAllByText(sinhala)).toHaveLength(2));
    expect(screen.queryByText(message)).not.toBeInTheDocument();
  });

  it('shows the reset screen, each broken rule, the server answer and the success in Tamil', async () => {
    let answer = () => errorAnswer('VALIDATION_FAILED', 'This password reset link is invalid or has expired');
    stubApi({ 'PATCH /api/auth/reset-password/tok-ta': () => answer() });
    document.cookie = `${LANGUAGE_COOKIE}=ta; Path=/`;
    await loadCatalogue('ta');
    renderApp('/reset-password/tok-ta');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'புதிய கடவுச்சொல்லை அமையுங்கள்' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'நிர்வாகி கணக்கு' })).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'உள்நுழைவுக்குத் திரும்பு' })).toHaveAttribute('href', '/login');
    const user = userEvent.setup();
    const password = screen.getByLabelText('புதிய கடவுச்சொல்');
    await user.type(password, 'abc');
    await user.click(screen.getByRole('button', { name: 'கடவுச்சொல்லை மீட்டமை' }));
    expect(
      await screen.findByText(
        'கடவுச்சொல் குறைந்தது 8 எழுத்துகள் நீளமாக இருக்க வேண்டும். கடவுச்சொல்லில் குறைந்தது ஒரு பெரிய எழுத்து இருக்க வேண்டும். கடவுச்சொல்லில் குறைந்தது ஓர் எண் இருக்க வேண்டும்',
      ),
    ).toBeInTheDocument();

    await user.clear(password);
    await user.type(password, 'Secret123');
    await user.type(screen.getByLabelText('கடவுச்சொல்லை உறுதிப்படுத்துங்கள்'), 'Secret123');
    await user.click(screen.getByRole('button', { name: 'கடவுச்சொல்லை மீட்டமை' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'இந்தக் கடவுச்சொல் மீட்டமைப்பு இணைப்பு செல்லாதது அல்லது காலாவதியாகிவிட்டது',
    );

    answer = () => jsonResponse(200, { status: 'success', message: 'Done' });
    await user.click(screen.getByRole('button', { name: 'கடவுச்சொல்லை மீட்டமை' }));
    const success = 'கடவுச்சொல் வெற்றிகரமாக மீட்டமைக்கப்பட்டது! தயவுசெய்து உங்கள் புதிய கடவுச்சொல்லுடன் உள்நுழையுங்கள்.';
    expect(await screen.findByRole('link', { name: 'உள்நுழைவுக்குச் செல்' })).toHaveAttribute('href', '/login');
    await waitFor(() => expect(screen.getAllByText(success, { exact: false })).toHaveLength(2));
  });
});
