import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LANGUAGE_COOKIE } from '@salon/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { loadCatalogueTexts } from '../../../test/catalogue-texts.ts';
import { buildUser, errorAnswer, jsonResponse, stubApi } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';

const valid = {
  'Full name': 'Salon Admin',
  Email: 'Owner@Salon.lk',
  Password: 'Secret123',
  'Confirm password': 'Secret123',
  'Registration key': 'the-key',
};

async function fillAndSubmit(fields: Partial<typeof valid>) {
  const user = userEvent.setup();
  for (const [label, value] of Object.entries(fields)) {
    if (value) await user.type(screen.getByLabelText(label), value);
  }
  await user.click(screen.getByRole('button', { name: 'Register as admin' }));
}

async function openRegister() {
  const rendered = renderApp('/admin/register');
  await screen.findByRole('heading', { name: 'Admin registration' });
  return rendered;
}

describe('admin registration (docs/architecture.md#admin)', () => {
  afterEach(() => {
    document.cookie = `${LANGUAGE_COOKIE}=; Path=/; Max-Age=0`;
  });

  it("speaks the visitor's language, its own words and the server's refusal too", async () => {
    stubApi({
      'POST /api/auth/admin/register': () => errorAnswer('FORBIDDEN', 'Invalid admin registration key'),
    });
    document.cookie = `${LANGUAGE_COOKIE}=ta; Path=/`;
    const ta = await loadCatalogueTexts('ta');
    renderApp('/admin/register');
    await screen.findByRole('heading', { name: ta['Admin registration'] });
    expect(screen.getByText(ta['Ask the salon owner for the key.']!)).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(ta['Full name']!), valid['Full name']);
    await user.type(screen.getByLabelText(ta.Email!), valid.Email);
    await user.type(screen.getByLabelText(ta.Password!), valid.Password);
    await user.type(screen.getByLabelText(ta['Confirm password']!), valid['Confirm password']);
    await user.click(screen.getByRole('button', { name: ta['Register as admin'] }));
    expect(await screen.findByText(ta['The registration key is required']!)).toBeInTheDocument();
    await user.type(screen.getByLabelText(ta['Registration key']!), 'wrong-key');
    await user.click(screen.getByRole('button', { name: ta['Register as admin'] }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ta['Invalid admin registration key']!);
  });

  it('asks for the registration key before calling the server', async () => {
    const fetchMock = stubApi({});
    await openRegister();
    await fillAndSubmit({ ...valid, 'Registration key': undefined } as Partial<typeof valid>);
    expect(await screen.findByText('The registration key is required')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/auth/admin/register')).toBe(false);
  });

  it('shows the refusal of a wrong key', async () => {
    stubApi({
      'POST /api/auth/admin/register': () => errorAnswer('FORBIDDEN', 'Invalid admin registration key'),
    });
    await openRegister();
    await fillAndSubmit(valid);
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid admin registration key');
  });

  it('registers with the key, keeps the token and opens the admin dashboard', async () => {
    const fetchMock = stubApi({
      'POST /api/auth/admin/register': () =>
        jsonResponse(201, {
          status: 'success',
          message: 'Admin registration successful!',
          token: 'admin-token',
          data: { user: buildUser({ role: 'admin', name: 'Salon Admin' }) },
        }),
    });
    const { router } = await openRegister();
    await fillAndSubmit(valid);

    // The toast first: on a busy machine it can be gone by the time the dashboard's code has loaded.
    expect(await screen.findByText('Admin registration successful!')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Overview', level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/dashboard');
    expect(window.localStorage.getItem('token')).toBe('admin-token');
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/auth/admin/register');
    await waitFor(() =>
      expect(JSON.parse(String(call?.[1]?.body))).toMatchObject({
        name: 'Salon Admin',
        email: 'owner@salon.lk',
        adminKey: 'the-key',
      }),
    );
  });
});
