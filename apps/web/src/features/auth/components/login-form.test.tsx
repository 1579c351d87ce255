import { LANGUAGE_COOKIE } from '@salon/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { loadCatalogue } from '../../../lib/language.ts';
import { buildUser, errorAnswer, jsonResponse, stubApi } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';

async function submitLogin(email: string, password: string) {
  const user = userEvent.setup();
  if (email) await user.type(screen.getByLabelText('Email'), email);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('login screen', () => {
  it('names each missing field under the field', async () => {
    stubApi({});
    renderApp('/login');
    await screen.findByRole('heading', { name: 'Welcome back' });
    await submitLogin('', '');

    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    const email = screen.getByLabelText('Email');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Email is required');
  });

  it('refuses an address that is not an e-mail', async () => {
    const fetchMock = stubApi({});
    renderApp('/login');
    await screen.findByRole('heading', { name: 'Welcome back' });
    await submitLogin('not-an-email', 'Secret123');

    expect(await screen.findByText('Email is invalid')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([path]) => path === '/api/auth/login')).toBe(false);
  });

  it('says the credentials are wrong on a 401, once and inline (no toast too), without ending any session', async () => {
    stubApi({
      'POST /api/auth/login': () => errorAnswer('UNAUTHORIZED', 'Invalid email or password'),
    });
    const { router } = renderApp('/login');
    await screen.findByRole('heading', { name: 'Welcome back' });
    await submitLogin('nimali@example.com', 'Wrong123');

    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    // The form has its own error area, so no toast repeats the message (docs/product.md#8).
    await waitFor(() => expect(screen.getAllByText('Invalid email or password')).toHaveLength(1));
    expect(screen.queryByText('Session expired. Please login again.')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it.each([
    ['FORBIDDEN', 'Your account is not authorized for this access'],
    ['NOT_FOUND', 'Account not found with this email'],
    ['RATE_LIMITED', 'Too many attempts. Please try again later.'],
  ] as const)('shows the product text for %s', async (code, message) => {
    stubApi({
      'POST /api/auth/login': () => errorAnswer(code, 'Too many attempts. Please try again later.'),
    });
    renderApp('/login');
    await screen.findByRole('heading', { name: 'Welcome back' });
    await submitLogin('nimali@example.com', 'Secret123');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('signs a customer in and opens /dashboard', async () => {
    const user = buildUser();
    const fetchMock = stubApi({
      'POST /api/auth/login': () =>
        jsonResponse(200, { status: 'success', token: 'fresh-token', data: { user } }),
    });
    const { router } = renderApp('/login');
    await screen.findByRole('heading', { name: 'Welcome back' });
    await submitLogin('Nimali@Example.com', 'Secret123');

    expect(await screen.findByText('Login successful!')).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: 'Hello, Nimali Perera', level: 1 }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(window.localStorage.getItem('token')).toBe('fresh-token');
    const loginCall = fetchMock.mock.calls.find(([path]) => path === '/api/auth/login');
    expect(JSON.parse(String(loginCall?.[1]?.body))).toEqual({
      email: 'nimali@example.com',
      password: 'Secret123',
      role: 'user',
    });
  });

  it('says so when the answer carries no token', async () => {
    stubApi({
      'POST /api/auth/login': () => jsonResponse(200, { status: 'success', data: { user: buildUser() } }),
    });
    renderApp('/login');
    await screen.findByRole('heading', { name: 'Welcome back' });
    await submitLogin('nimali@example.com', 'Secret123');
    expect(await screen.findByRole('alert')).toHaveTextContent('Authentication token not received');
  });

  it('sends role admin from the admin sign-in and opens the admin dashboard', async () => {
    const fetchMock = stubApi({
      'POST /api/auth/login': () =>
        jsonResponse(200, {
          status: 'success',
          token: 'admin-token',
          data: { user: buildUser({ role: 'admin' }) },
        }),
    });
    renderApp('/admin/login');
    await screen.findByRole('heading', { name: 'Admin sign in' });
    await submitLogin('admin@salon.lk', 'Secret123');

    expect(await screen.findByRole('heading', { name: 'Overview', level: 1 })).toBeInTheDocument();
    const loginCall = fetchMock.mock.calls.find(([path]) => path === '/api/auth/login');
    expect(JSON.parse(String(loginCall?.[1]?.body))).toMatchObject({ role: 'admin' });
  });

  it("tells an admin on the customers' sign-in where staff sign in, with a link", async () => {
    stubApi({
      'POST /api/auth/login': () =>
        errorAnswer('FORBIDDEN', 'Your account is not authorized for this access'),
    });
    renderApp('/login');
    await screen.findByRole('heading', { name: 'Welcome back' });
    await submitLogin('admin@salon.lk', 'Secret123');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Your account is not authorized for this access Staff accounts sign in on the admin sign-in page.',
    );
    expect(within(alert).getByRole('link', { name: 'admin sign-in page' })).toHaveAttribute(
      'href',
      '/admin/login',
    );
  });

  it('does not send a customer refused on the admin sign-in anywhere else', async () => {
    stubApi({
      'POST /api/auth/login': () =>
        errorAnswer('FORBIDDEN', 'Your account is not authorized for this access'),
    });
    renderApp('/admin/login');
    await screen.findByRole('heading', { name: 'Admin sign in' });
    await submitLogin('nimali@example.com', 'Secret123');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your account is not authorized for this access');
    expect(within(alert).queryByRole('link')).not.toBeInTheDocument();
  });
});

describe('login screen in Tamil (docs/architecture.md#languages)', () => {
  afterEach(() => {
    document.cookie = `${LANGUAGE_COOKIE}=; Path=/; Max-Age=0`;
  });

  async function signInInTamil(email: string) {
    document.cookie = `${LANGUAGE_COOKIE}=ta; Path=/`;
    await loadCatalogue('ta');
    renderApp('/login');
    await screen.findByRole('heading', { name: 'மீண்டும் வருக' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('மின்னஞ்சல்'), email);
    await user.type(screen.getByLabelText('கடவுச்சொல்'), 'Secret123');
    await user.click(screen.getByRole('button', { name: 'உள்நுழைவு' }));
  }

  it('says the sign-in succeeded in Tamil', async () => {
    stubApi({
      'POST /api/auth/login': () =>
        jsonResponse(200, { status: 'success', token: 'fresh-token', data: { user: buildUser() } }),
    });
    await signInInTamil('nimali@example.com');

    expect(await screen.findByText('உள்நுழைவு வெற்றிகரமாக முடிந்தது!')).toBeInTheDocument();
    expect(screen.queryByText('Login successful!')).not.toBeInTheDocument();
  });

  it('tells an admin where staff sign in, the link inside the Tamil sentence', async () => {
    stubApi({
      'POST /api/auth/login': () =>
        errorAnswer('FORBIDDEN', 'Your account is not authorized for this access'),
    });
    await signInInTamil('admin@salon.lk');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'இந்த அணுகலுக்கு உங்கள் கணக்கிற்கு அனுமதி இல்லை பணியாளர் கணக்குகள் நிர்வாகி உள்நுழைவுப் பக்கம் வழியாக உள்நுழைய வேண்டும்.',
    );
    expect(within(alert).getByRole('link', { name: 'நிர்வாகி உள்நுழைவுப் பக்கம்' })).toHaveAttribute(
      'href',
      '/admin/login',
    );
  });
});
