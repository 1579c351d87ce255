import { LANGUAGE_COOKIE } from '@salon/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadCatalogue } from '../../../lib/language.ts';
import { buildUser, errorAnswer, jsonResponse, pendingResponse, stubApi } from '../../../test/fake-api.ts';
import type { ApiHandler } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { VerificationModal } from './verification-modal.tsx';

const userId = '7f1c1d3e-4a51-4c1e-9f55-2b9a4c1f0a11';

async function renderModal(handlers: Record<string, ApiHandler>, dialogName = 'Verify your email') {
  const onClose = vi.fn();
  const fetchMock = stubApi(handlers);
  const rendered = renderApp('/register', {
    routes: [
      {
        path: '/register',
        element: <VerificationModal userId={userId} email="nimali@example.com" onClose={onClose} />,
      },
      { path: '/', element: <p>Home page</p> },
    ],
  });
  return {
    ...rendered,
    onClose,
    fetchMock,
    dialog: await screen.findByRole('dialog', { name: dialogName }),
  };
}

describe('e-mail verification dialog', () => {
  it('accepts digits only and asks for exactly six', async () => {
    const { dialog, fetchMock } = await renderModal({});
    const user = userEvent.setup();
    const input = within(dialog).getByLabelText('Verification code');
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('autocomplete', 'one-time-code');

    await user.type(input, '12a3');
    expect(input).toHaveValue('123');
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(await within(dialog).findByText('Please enter a valid 6-digit code')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('signs the user in with a valid code and goes home', async () => {
    const { dialog, fetchMock } = await renderModal({
      'POST /api/auth/verify-email': () =>
        jsonResponse(200, { status: 'success', token: 'verified-token', data: { user: buildUser() } }),
    });
    const user = userEvent.setup();
    await user.type(within(dialog).getByLabelText('Verification code'), '012345');
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));

    expect(await screen.findByText('Email verified successfully!')).toBeInTheDocument();
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(window.localStorage.getItem('token')).toBe('verified-token');
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ userId, otp: '012345' });
  });

  it("shows the server's answer to a wrong code", async () => {
    const { dialog } = await renderModal({
      'POST /api/auth/verify-email': () => errorAnswer('VALIDATION_FAILED', 'Invalid verification code'),
    });
    const user = userEvent.setup();
    await user.type(within(dialog).getByLabelText('Verification code'), '999999');
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Invalid verification code');
  });

  it('drops the last wrong-code answer when the next try is refused by the form itself', async () => {
    const { dialog } = await renderModal({
      'POST /api/auth/verify-email': () => errorAnswer('VALIDATION_FAILED', 'Invalid verification code'),
    });
    const user = userEvent.setup();
    const input = within(dialog).getByLabelText('Verification code');
    await user.type(input, '999999');
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(await within(dialog).findByText('Invalid verification code')).toBeInTheDocument();

    await user.clear(input);
    await user.type(input, '12');
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(await within(dialog).findByText('Please enter a valid 6-digit code')).toBeInTheDocument();
    expect(within(dialog).queryByText('Invalid verification code')).not.toBeInTheDocument();
  });

  it('opens with the countdown running, since registration has just sent a code', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { dialog, fetchMock } = await renderModal({});
    expect(within(dialog).getByRole('button', { name: 'Resend code in 60s' })).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(within(dialog).getByRole('button', { name: 'Resend code in 30s' })).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(within(dialog).getByRole('button', { name: 'Resend code' })).toBeEnabled();
    expect(fetchMock).not.toHaveBeenCalledWith(expect.stringContaining('resend-otp'), expect.anything());
  });

  it('counts down 60 s after a resend before allowing another', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { dialog } = await renderModal({
      'POST /api/auth/resend-otp': () =>
        jsonResponse(200, {
          status: 'success',
          message: 'A new verification code has been sent to your email',
        }),
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    await user.click(within(dialog).getByRole('button', { name: 'Resend code' }));

    expect(
      await screen.findByText('A new verification code has been sent to your email'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Resend code in 60s' })).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(within(dialog).getByRole('button', { name: 'Resend code in 59s' })).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(59_000));
    expect(within(dialog).getByRole('button', { name: 'Resend code' })).toBeEnabled();
  });

  it("counts down from the server's Retry-After when it is rate limited", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { dialog } = await renderModal({
      'POST /api/auth/resend-otp': () =>
        errorAnswer('RATE_LIMITED', 'Please wait before requesting another code', {
          headers: { 'Retry-After': '42' },
        }),
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    await user.click(within(dialog).getByRole('button', { name: 'Resend code' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Please wait before requesting another code',
    );
    expect(screen.getAllByText('Please wait before requesting another code')).toHaveLength(1);
    expect(within(dialog).getByRole('button', { name: 'Resend code in 42s' })).toBeDisabled();
  });

  it('asks before cancelling while a request is still running', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const { dialog, onClose } = await renderModal({ 'POST /api/auth/verify-email': () => pendingResponse() });
    const user = userEvent.setup();
    await user.type(within(dialog).getByLabelText('Verification code'), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    expect(confirm).toHaveBeenCalledTimes(1);
    expect(onClose).not.toHaveBeenCalled();

    confirm.mockReturnValue(true);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes at once, without asking, when nothing is running', async () => {
    const confirm = vi.spyOn(window, 'confirm');
    const { dialog, onClose } = await renderModal({});
    const user = userEvent.setup();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(confirm).not.toHaveBeenCalled();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes on Escape', async () => {
    const { dialog, onClose } = await renderModal({});
    // Escape reaches the dialog once it holds the focus, which it takes just after it shows.
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.setup().keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

describe('e-mail verification dialog in Tamil (docs/architecture.md#languages)', () => {
  afterEach(() => {
    document.cookie = `${LANGUAGE_COOKIE}=; Path=/; Max-Age=0`;
  });

  it('shows its words, countdown, validation and the server answer in the remembered language', async () => {
    document.cookie = `${LANGUAGE_COOKIE}=ta; Path=/`;
    await loadCatalogue('ta');
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    let answer: ApiHandler = () => errorAnswer('VALIDATION_FAILED', 'Invalid verification code');
    const { dialog } = await renderModal(
      { 'POST /api/auth/verify-email': (request) => answer(request) },
      'உங்கள் மின்னஞ்சலைச் சரிபாருங்கள்',
    );

    expect(dialog).toHaveAccessibleDescription(
      'nimali@example.com இற்கு 6 இலக்கக் குறியீட்டை அனுப்பியுள்ளோம். உங்கள் கணக்கைச் செயல்படுத்த அதைக் கீழே உள்ளிடுங்கள்.',
    );
    expect(within(dialog).getByText('nimali@example.com').tagName).toBe('STRONG');
    expect(within(dialog).getByRole('button', { name: '60 வினாடிகளில் மீண்டும் அனுப்பலாம்' })).toBeDisabled();
    expect(within(dialog).getByText('குறியீடு கிடைக்கவில்லையா?')).toBeInTheDocument();

    const user = userEvent.setup();
    const input = within(dialog).getByLabelText('சரிபார்ப்புக் குறியீடு');
    await user.type(input, '123');
    await user.click(within(dialog).getByRole('button', { name: 'சரிபார்' }));
    expect(
      await within(dialog).findByText('தயவுசெய்து சரியான 6 இலக்கக் குறியீட்டை உள்ளிடுங்கள்'),
    ).toBeInTheDocument();

    await user.type(input, '456');
    await user.click(within(dialog).getByRole('button', { name: 'சரிபார்' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('சரிபார்ப்புக் குறியீடு தவறானது');

    answer = () => pendingResponse();
    await user.click(within(dialog).getByRole('button', { name: 'சரிபார்' }));
    await user.click(within(dialog).getByRole('button', { name: 'ரத்து செய்' }));
    expect(confirm).toHaveBeenCalledWith('ஒரு கோரிக்கை இன்னும் நடைபெறுகிறது. இருந்தாலும் சரிபார்ப்பை மூடவா?');
  });
});
