import { LANGUAGE_COOKIE } from '@salon/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { loadCatalogue } from '../../../lib/language.ts';
import { buildUser, errorAnswer, jsonResponse, stubApi } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';

type Fields = Partial<
  Record<'Full name' | 'Email' | 'Password' | 'Confirm password' | 'Phone number', string>
>;

const valid: Fields = {
  'Full name': 'Nimali Perera',
  Email: 'nimali@example.com',
  Password: 'Secret123',
  'Confirm password': 'Secret123',
  'Phone number': '0771234567',
};

async function fillAndSubmit(fields: Fields) {
  const user = userEvent.setup();
  for (const [label, value] of Object.entries(fields)) {
    if (value) await user.type(screen.getByLabelText(label), value);
  }
  await user.click(screen.getByRole('button', { name: 'Register' }));
  return user;
}

async function openRegister() {
  const rendered = renderApp('/register');
  await screen.findByRole('heading', { name: 'Create a new account' });
  return rendered;
}

describe('registration screen', () => {
  it('lists every missing field', async () => {
    stubApi({});
    await openRegister();
    await fillAndSubmit({});
    expect(await screen.findByText('Full name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(
      screen.getByText('Phone number must start with 0 and have 10 digits in total'),
    ).toBeInTheDocument();
  });

  it.each([
    [
      { Password: 'secret123', 'Confirm password': 'secret123' },
      'Password must contain at least one uppercase letter',
    ],
    [
      { Password: 'SECRET123', 'Confirm password': 'SECRET123' },
      'Password must contain at least one lowercase letter',
    ],
    [
      { Password: 'SecretWord', 'Confirm password': 'SecretWord' },
      'Password must contain at least one number',
    ],
    [{ 'Confirm password': 'Secret124' }, 'Passwords do not match'],
    [{ 'Phone number': '771234567' }, 'Phone number must start with 0 and have 10 digits in total'],
  ])('refuses %j with %j', async (change, message) => {
    stubApi({});
    await openRegister();
    await fillAndSubmit({ ...valid, ...change });
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it.each(['077 123 4567', '+94 77 123 4567', '0094-77-123-4567'])(
    'accepts the phone as people type it (%j) and sends its local form',
    async (phone) => {
      const fetchMock = stubApi({
        'POST /api/auth/register': () =>
          jsonResponse(201, {
            status: 'success',
            message: 'Registration successful! Please check your email for the verification code.',
            requiresVerification: true,
            userId: '7f1c1d3e-4a51-4c1e-9f55-2b9a4c1f0a11',
          }),
      });
      await openRegister();
      await fillAndSubmit({ ...valid, 'Phone number': phone });
      await screen.findByRole('dialog', { name: 'Verify your email' });
      expect(
        screen.queryByText('Phone number must start with 0 and have 10 digits in total'),
      ).not.toBeInTheDocument();
      const registerCall = fetchMock.mock.calls.find(([path]) => path === '/api/auth/register');
      expect(JSON.parse(String(registerCall?.[1]?.body))).toMatchObject({ phone: '0771234567' });
    },
  );

  it('shows the server message for a duplicate e-mail', async () => {
    stubApi({
      'POST /api/auth/register': () => errorAnswer('CONFLICT', 'An account with this email already exists'),
    });
    await openRegister();
    await fillAndSubmit(valid);
    expect(await screen.findByRole('alert')).toHaveTextContent('An account with this email already exists');
  });

  it('opens the verification dialog after registering, and clears the form when it closes', async () => {
    const fetchMock = stubApi({
      'POST /api/auth/register': () =>
        jsonResponse(201, {
          status: 'success',
          message: 'Registration successful! Please check your email for the verification code.',
          requiresVerification: true,
          userId: '7f1c1d3e-4a51-4c1e-9f55-2b9a4c1f0a11',
        }),
    });
    await openRegister();
    const user = await fillAndSubmit(valid);

    const dialog = await screen.findByRole('dialog', { name: 'Verify your email' });
    expect(within(dialog).getByText('nimali@example.com')).toBeInTheDocument();
    // The dialog takes the focus once it is on screen (an effect), as a user sees it.
    await waitFor(() => expect(within(dialog).getByLabelText('Verification code')).toHaveFocus());
    const registerCall = fetchMock.mock.calls.find(([path]) => path === '/api/auth/register');
    expect(JSON.parse(String(registerCall?.[1]?.body))).toMatchObject({
      name: 'Nimali Perera',
      phone: '0771234567',
    });

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Full name')).toHaveValue('');
    expect(screen.getByLabelText('Email')).toHaveValue('');
  });
});

describe('registration screen in Sinhala (docs/architecture.md#languages)', () => {
  afterEach(() => {
    document.cookie = `${LANGUAGE_COOKIE}=; Path=/; Max-Age=0`;
  });

  it("says in Sinhala that registering worked, from the server's English answer", async () => {
    stubApi({
      'POST /api/auth/register': () =>
        jsonResponse(201, {
          status: 'success',
          message: 'Registration successful! Please check your email for the verification code.',
          requiresVerification: true,
          userId: '7f1c1d3e-4a51-4c1e-9f55-2b9a4c1f0a11',
        }),
    });
    document.cookie = `${LANGUAGE_COOKIE}=si; Path=/`;
    await loadCatalogue('si');
    renderApp('/register');
    await screen.findByRole('heading', { name: 'නව ගිණුමක් සාදන්න' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('සම්පූර්ණ නම'), 'Nimali Perera');
    await user.type(screen.getByLabelText('විද්‍යුත් තැපෑල'), 'nimali@example.com');
    await user.type(screen.getByLabelText('මුරපදය'), 'Secret123');
    await user.type(screen.getByLabelText('මුරපදය තහවුරු කරන්න'), 'Secret123');
    await user.type(screen.getByLabelText('දුරකථන අංකය'), '0771234567');
    await user.click(screen.getByRole('button', { name: 'ලියාපදිංචි වන්න' }));

    expect(
      await screen.findByText('ලියාපදිංචිය සාර්ථකයි! තහවුරු කිරීමේ කේතය සඳහා කරුණාකර ඔබේ විද්‍යුත් තැපෑල පරීක්ෂා කරන්න.'),
    ).toBeInTheDocument();
  });
});

describe('registering from a filtered list (issue 24)', () => {
  const verifiedHandlers = {
    'GET /api/services/get-services': () => jsonResponse(200, { status: 'success', data: { services: [] } }),
    'POST /api/auth/register': () =>
      jsonResponse(201, {
        status: 'success',
        message: 'Registration successful! Please check your email for the verification code.',
        requiresVerification: true,
        userId: '7f1c1d3e-4a51-4c1e-9f55-2b9a4c1f0a11',
      }),
    'POST /api/auth/verify-email': () =>
      jsonResponse(200, { status: 'success', token: 'verified-token', data: { user: buildUser() } }),
  };

  async function registerAndVerify(from: string) {
    stubApi(verifiedHandlers);
    const { router } = renderApp(from);
    const user = userEvent.setup();
    // The nav's Register link (the desktop bar's; the phone menu's does the same).
    const [register] = await screen.findAllByRole('link', { name: 'Register' });
    await user.click(register!);
    await screen.findByRole('heading', { name: 'Create a new account' });
    await fillAndSubmit(valid);
    const dialog = await screen.findByRole('dialog', { name: 'Verify your email' });
    await user.type(within(dialog).getByLabelText('Verification code'), '012345');
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Email verified successfully!')).toBeInTheDocument();
    return router;
  }

  it('comes back to the same filtered address after verifying', async () => {
    const router = await registerAndVerify('/services?category=facial');
    await waitFor(() => expect(router.state.location.pathname).toBe('/services'));
    expect(router.state.location.search).toBe('?category=facial');
  });

  it('goes to the usual page from an unfiltered list', async () => {
    const router = await registerAndVerify('/services');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
