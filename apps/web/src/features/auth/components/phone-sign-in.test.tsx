import { phoneSignInMessages as m } from '@salon/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildUser, errorAnswer, jsonResponse, stubApi } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';

const calls = (fetchMock: ReturnType<typeof stubApi>, path: string) =>
  fetchMock.mock.calls
    .filter(([called]) => called === path)
    .map(([, init]) => JSON.parse(String(init?.body)));

async function openMobileForm(path: '/login' | '/register', heading: string) {
  const user = userEvent.setup();
  renderApp(path);
  await screen.findByRole('heading', { name: heading });
  await user.click(screen.getByRole('button', { name: m.useMobile }));
  return user;
}

describe('signing in with a mobile number', () => {
  it('takes the number as people type it, asks for the code, and signs a known number straight in', async () => {
    const fetchMock = stubApi({
      'POST /api/auth/phone/start': () => jsonResponse(200, { status: 'success', message: m.codeSent }),
      'POST /api/auth/phone/verify': () =>
        jsonResponse(200, {
          status: 'success',
          message: 'Login successful!',
          token: 'phone-token',
          data: { user: buildUser({ email: null, phone: '0771234567', phoneConfirmed: true }) },
        }),
    });
    const user = await openMobileForm('/login', 'Welcome back');
    await user.type(await screen.findByLabelText(m.phoneLabel), '+94 77 123 4567');
    await user.click(screen.getByRole('button', { name: m.sendCode }));

    expect(await screen.findByText('077 123 4567')).toBeInTheDocument();
    expect(calls(fetchMock, '/api/auth/phone/start')).toEqual([{ phone: '0771234567' }]);
    // The resend waits out the server's minute, counting down.
    expect(screen.getByRole('button', { name: /Send a new code in \d+ s/ })).toBeDisabled();
    expect(screen.queryByLabelText(m.nameLabel)).not.toBeInTheDocument();

    await user.type(screen.getByLabelText(m.codeLabel), '12 34 56');
    await user.click(screen.getByRole('button', { name: m.verify }));
    expect(await screen.findByText('Login successful!')).toBeInTheDocument();
    expect(calls(fetchMock, '/api/auth/phone/verify')).toEqual([{ phone: '0771234567', code: '123456' }]);
    expect(window.localStorage.getItem('token')).toBe('phone-token');
  });

  it('refuses a number that is no Sri Lankan mobile before calling the server', async () => {
    const fetchMock = stubApi({});
    const user = await openMobileForm('/login', 'Welcome back');
    await user.type(await screen.findByLabelText(m.phoneLabel), '12345');
    await user.click(screen.getByRole('button', { name: m.sendCode }));
    expect(await screen.findByText(m.notMobile)).toBeInTheDocument();
    expect(calls(fetchMock, '/api/auth/phone/start')).toHaveLength(0);
  });

  it('asks for the name only when the number is new, then creates the account with it', async () => {
    const fetchMock = stubApi({
      'POST /api/auth/phone/start': () => jsonResponse(200, { status: 'success', message: m.codeSent }),
      'POST /api/auth/phone/verify': ({ body }) =>
        (body as { name?: string }).name
          ? jsonResponse(200, {
              status: 'success',
              message: m.accountCreated,
              token: 'new-token',
              data: { user: buildUser({ name: 'Kasun Silva', email: null, phone: '0771234567' }) },
            })
          : errorAnswer('NAME_REQUIRED', m.nameRequired),
    });
    const user = await openMobileForm('/register', 'Create a new account');
    await user.type(await screen.findByLabelText(m.phoneLabel), '077 123 4567');
    await user.click(screen.getByRole('button', { name: m.sendCode }));
    await user.type(await screen.findByLabelText(m.codeLabel), '654321');
    await user.click(screen.getByRole('button', { name: m.verify }));

    expect(await screen.findByText(m.nameIntro)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: m.verify }));
    expect(await screen.findByText(m.nameRequired)).toBeInTheDocument();
    await user.type(screen.getByLabelText(m.nameLabel), 'Kasun Silva');
    await user.click(screen.getByRole('button', { name: m.verify }));
    expect(await screen.findByText(m.accountCreated)).toBeInTheDocument();
    expect(calls(fetchMock, '/api/auth/phone/verify').at(-1)).toEqual({
      phone: '0771234567',
      code: '654321',
      name: 'Kasun Silva',
    });
  });

  it("shows the server's refusal of a wrong code in the form", async () => {
    stubApi({
      'POST /api/auth/phone/start': () => jsonResponse(200, { status: 'success', message: m.codeSent }),
      'POST /api/auth/phone/verify': () => errorAnswer('VALIDATION_FAILED', m.codeInvalid),
    });
    const user = await openMobileForm('/login', 'Welcome back');
    await user.type(await screen.findByLabelText(m.phoneLabel), '0771234567');
    await user.click(screen.getByRole('button', { name: m.sendCode }));
    await user.type(await screen.findByLabelText(m.codeLabel), '000000');
    await user.click(screen.getByRole('button', { name: m.verify }));
    expect(await screen.findByRole('alert')).toHaveTextContent(m.codeInvalid);
    await user.click(screen.getByRole('button', { name: m.changeNumber }));
    expect(await screen.findByLabelText(m.phoneLabel)).toBeInTheDocument();
  });
});
