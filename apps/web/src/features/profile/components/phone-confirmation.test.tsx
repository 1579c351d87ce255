import { LANGUAGE_COOKIE, phoneConfirmationMessages as m } from '@salon/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { loadCatalogue } from '../../../lib/language.ts';
import {
  buildUser,
  errorAnswer,
  jsonResponse,
  pendingResponse,
  signedInHandlers,
  stubApi,
} from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';

const unconfirmed = buildUser({ phone: '0771234567', phoneConfirmed: false });

async function openProfile(user = unconfirmed, handlers: Parameters<typeof stubApi>[0] = {}) {
  const fetchMock = stubApi({ ...signedInHandlers(user), ...handlers });
  renderApp('/profile');
  await screen.findByRole('heading', { level: 1, name: 'My Profile' });
  return fetchMock;
}

const codeSent = () => jsonResponse(200, { status: 'success', message: m.codeSent });
const phoneGroup = () => screen.getByRole('group', { name: m.notConfirmed });

describe('confirming the profile phone with a texted code', () => {
  it('sends a code, confirms it with Enter from the keyboard, and then shows the phone confirmed', async () => {
    const fetchMock = await openProfile(unconfirmed, {
      'POST /api/users/phone/send-code': codeSent,
      'POST /api/users/phone/confirm': () =>
        jsonResponse(200, {
          status: 'success',
          message: m.phoneConfirmed,
          data: { user: { ...unconfirmed, phoneConfirmed: true } },
        }),
    });
    const user = userEvent.setup();
    const group = phoneGroup();
    expect(within(group).getByText(m.notConfirmed)).toBeInTheDocument();
    expect(within(group).queryByLabelText('Code from the text message')).not.toBeInTheDocument();

    await user.click(within(group).getByRole('button', { name: 'Send code' }));
    expect(await within(group).findByText(m.codeSent)).toBeInTheDocument();
    // The server refuses another code for a minute: the button says so instead of failing.
    expect(within(group).getByRole('button', { name: /^Send code again in \d+ s$/ })).toBeDisabled();

    const code = within(group).getByLabelText('Code from the text message');
    await user.type(code, '12 34-56');
    expect(code).toHaveValue('123456');
    await user.keyboard('{Enter}');

    expect(await screen.findByText(m.confirmed)).toBeInTheDocument();
    expect(await screen.findByText(m.phoneConfirmed)).toBeInTheDocument();
    const confirm = fetchMock.mock.calls.find(([url]) => url === '/api/users/phone/confirm');
    expect(JSON.parse(String(confirm?.[1]?.body))).toEqual({ code: '123456' });
    // Enter in the code field confirmed the code; it did not save the profile.
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
    expect(screen.queryByRole('button', { name: 'Send code' })).not.toBeInTheDocument();
  });

  it('shows the wait of a 429 on the button, in hours for the daily limit', async () => {
    await openProfile(unconfirmed, {
      'POST /api/users/phone/send-code': () =>
        errorAnswer('RATE_LIMITED', m.phoneDailyLimit, { headers: { 'Retry-After': '7000' } }),
    });
    const user = userEvent.setup();
    await user.click(within(phoneGroup()).getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(m.phoneDailyLimit);
    expect(within(phoneGroup()).getByRole('button', { name: 'Send code again in 2 h' })).toBeDisabled();
  });

  it('shows a wrong code’s answer and a short code’s rule beside the field, and a busy Confirm while it waits', async () => {
    let confirmAnswer: () => Response | Promise<Response> = () =>
      errorAnswer('VALIDATION_FAILED', m.codeInvalid);
    await openProfile(unconfirmed, {
      'POST /api/users/phone/send-code': codeSent,
      'POST /api/users/phone/confirm': () => confirmAnswer(),
    });
    const user = userEvent.setup();
    await user.click(within(phoneGroup()).getByRole('button', { name: 'Send code' }));
    const code = await within(phoneGroup()).findByLabelText('Code from the text message');

    await user.type(code, '123');
    await user.click(within(phoneGroup()).getByRole('button', { name: 'Confirm' }));
    expect(await within(phoneGroup()).findByText('Please enter a valid 6-digit code')).toBeInTheDocument();

    await user.type(code, '456');
    await user.click(within(phoneGroup()).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(m.codeInvalid);
    expect(screen.getByText(m.notConfirmed)).toBeInTheDocument();

    confirmAnswer = () => pendingResponse();
    await user.click(within(phoneGroup()).getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(within(phoneGroup()).getByRole('button', { name: 'Confirm' })).toHaveAttribute(
        'aria-busy',
        'true',
      ),
    );
  });

  it('shows a confirmed phone as confirmed, with nothing to send', async () => {
    await openProfile(buildUser({ phone: '0771234567', phoneConfirmed: true }));
    const group = screen.getByRole('group', { name: m.confirmed });
    expect(within(group).queryByRole('button')).not.toBeInTheDocument();
  });

  it('asks for the new number to be saved first while the phone field holds an unsaved one', async () => {
    await openProfile();
    const user = userEvent.setup();
    const phone = screen.getByRole('textbox', { name: 'Phone number' });
    await user.clear(phone);
    await user.type(phone, '0719876543');
    expect(within(phoneGroup()).getByText('Save the new number first, then confirm it.')).toBeInTheDocument();
    expect(within(phoneGroup()).queryByRole('button', { name: 'Send code' })).not.toBeInTheDocument();
  });
});

describe('phone confirmation in Tamil (docs/architecture.md#languages)', () => {
  afterEach(() => {
    document.cookie = `${LANGUAGE_COOKIE}=; Path=/; Max-Age=0`;
  });

  it('shows the state, the button and the server’s answer in the remembered language', async () => {
    stubApi({ ...signedInHandlers(unconfirmed), 'POST /api/users/phone/send-code': codeSent });
    document.cookie = `${LANGUAGE_COOKIE}=ta; Path=/`;
    await loadCatalogue('ta');
    renderApp('/profile');
    const status =
      'உறுதிப்படுத்தப்படவில்லை: முன்பதிவு தகவல்களை உறுதிப்படுத்திய எண்ணுக்கு மட்டுமே குறுஞ்செய்தியாக அனுப்புகிறோம்';
    const group = await screen.findByRole('group', { name: status });
    await userEvent.setup().click(within(group).getByRole('button', { name: 'குறியீட்டை அனுப்பு' }));
    expect(
      await within(group).findByText(
        'உங்கள் தொலைபேசிக்கு 6 இலக்கக் குறியீட்டைக் குறுஞ்செய்தியாக அனுப்பினோம். இது 10 நிமிடங்கள் செல்லுபடியாகும்.',
      ),
    ).toBeInTheDocument();
    expect(within(group).getByLabelText('குறுஞ்செய்தியில் உள்ள குறியீடு')).toBeInTheDocument();
  });
});
