import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
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
