import { emailAdditionMessages as m } from '@salon/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildUser, errorAnswer, jsonResponse, signedInHandlers, stubApi } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';

// An account made by mobile number: a confirmed phone and no e-mail address.
const phoneOnly = buildUser({ email: null, phone: '0771234567', phoneConfirmed: true });

async function openProfile(user = phoneOnly, handlers: Parameters<typeof stubApi>[0] = {}) {
  const fetchMock = stubApi({ ...signedInHandlers(user), ...handlers });
  renderApp('/profile');
  await screen.findByRole('heading', { level: 1, name: 'My Profile' });
  return fetchMock;
}

const emailGroup = () => screen.getByRole('group', { name: m.title });
const codeSent = () => jsonResponse(200, { status: 'success', message: 'sent' });

describe('adding an e-mail address to an account made by mobile number', () => {
  it('mails a code to the typed address and saves the address with the code, by keyboard', async () => {
    const fetchMock = await openProfile(phoneOnly, {
      'POST /api/users/email/send-code': codeSent,
      'POST /api/users/email/confirm': () =>
        jsonResponse(200, {
          status: 'success',
          message: m.emailAdded,
          data: { user: { ...phoneOnly, email: 'nimali@example.lk' } },
        }),
    });
    const user = userEvent.setup();
    const group = emailGroup();
    expect(within(group).queryByLabelText('Code from the e-mail')).not.toBeInTheDocument();

    await user.type(within(group).getByLabelText('E-mail address to add'), 'Nimali@Example.lk{Enter}');
    expect(
      await within(group).findByText(
        'We mailed a 6-digit code to nimali@example.lk. It works for 10 minutes.',
      ),
    ).toBeInTheDocument();
    const sent = fetchMock.mock.calls.find(([url]) => url === '/api/users/email/send-code');
    expect(JSON.parse(String(sent?.[1]?.body))).toEqual({ email: 'nimali@example.lk' });

    await user.type(within(group).getByLabelText('Code from the e-mail'), '123 456{Enter}');
    expect(await screen.findByText(m.emailAdded)).toBeInTheDocument();
    const confirmed = fetchMock.mock.calls.find(([url]) => url === '/api/users/email/confirm');
    expect(JSON.parse(String(confirmed?.[1]?.body))).toEqual({ code: '123456' });
    // The account now has its address: the field shows it, and the adding group is gone.
    expect(await screen.findByDisplayValue('nimali@example.lk')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: m.title })).not.toBeInTheDocument();
    // Enter in the group's fields never saved the profile.
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  });

  it('checks the address before sending, and shows the server’s refusal of a code', async () => {
    const fetchMock = await openProfile(phoneOnly, {
      'POST /api/users/email/send-code': codeSent,
      'POST /api/users/email/confirm': () => errorAnswer('CONFLICT', m.addressTaken),
    });
    const user = userEvent.setup();
    const group = emailGroup();
    await user.type(within(group).getByLabelText('E-mail address to add'), 'not-an-address');
    await user.click(within(group).getByRole('button', { name: 'Send code' }));
    expect(within(group).getByLabelText('E-mail address to add')).toHaveAccessibleDescription(/.+/);
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/users/email/send-code')).toBe(false);

    await user.clear(within(group).getByLabelText('E-mail address to add'));
    await user.type(within(group).getByLabelText('E-mail address to add'), 'taken@example.lk');
    await user.click(within(group).getByRole('button', { name: 'Send code' }));
    await user.type(await within(group).findByLabelText('Code from the e-mail'), '654321');
    await user.click(within(group).getByRole('button', { name: 'Confirm' }));
    expect(await within(group).findByText(m.addressTaken)).toBeInTheDocument();
  });

  it('tells such an account how to get a password instead of asking for the current one', async () => {
    await openProfile();
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Change Password' }));
    expect(await screen.findByText(/so there is no password yet/)).toBeInTheDocument();
    expect(screen.queryByLabelText(/Current password/i)).not.toBeInTheDocument();
  });

  it('is not offered to an account that has an e-mail address', async () => {
    await openProfile(buildUser({ email: 'kumari@example.lk' }));
    expect(screen.queryByRole('group', { name: m.title })).not.toBeInTheDocument();
    expect(screen.getByDisplayValue('kumari@example.lk')).toHaveAttribute('readonly');
  });
});
