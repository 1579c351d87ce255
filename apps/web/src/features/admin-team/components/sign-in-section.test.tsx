import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { staffAccountMessages } from '@salon/contracts';
import type { AdminStaffMember, StaffAccount } from '@salon/contracts';
import { describe, expect, it } from 'vitest';
import { adminHandlers } from '../../../test/admin-builders.ts';
import { success } from '../../../test/catalogue-builders.ts';
import { errorAnswer, jsonResponse, stubApi } from '../../../test/fake-api.ts';
import type { ApiHandler } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';

const ID = '5e2a1c3d-2222-4c1e-9f55-2b9a4c1f0a01';
const nimali: AdminStaffMember = {
  _id: ID,
  name: 'Nimali',
  photoUrl: null,
  bio: '',
  translations: {},
  bookableOnline: true,
  position: 0,
  services: [],
  shifts: [],
  timeOff: [],
  futureBookings: 0,
};

const accountAnswer = (account: StaffAccount, message?: string) =>
  jsonResponse(200, {
    status: 'success',
    ...(message && { message, messageId: message }),
    data: { account },
  });

async function openDialog(handlers: Record<string, ApiHandler>) {
  const fetchMock = stubApi({
    ...adminHandlers(),
    'GET /api/admin/staff': () => success({ staff: [nimali] }),
    'GET /api/admin/services': () => success({ services: [] }),
    ...handlers,
  });
  renderApp('/admin/team');
  await userEvent.click(await screen.findByRole('button', { name: 'Edit Nimali' }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit Nimali' });
  return { fetchMock, dialog };
}

describe("a stylist's sign-in in the team dialog (docs/decisions/0039-staff-accounts.md)", () => {
  it('gives a sign-in by e-mail, checks the address first, and shows the server’s refusal', async () => {
    let account: StaffAccount = null;
    let refuse = true;
    const { fetchMock, dialog } = await openDialog({
      [`GET /api/admin/staff/${ID}/account`]: () => accountAnswer(account),
      [`POST /api/admin/staff/${ID}/account`]: ({ body }) => {
        if (refuse) return errorAnswer('CONFLICT', staffAccountMessages.emailTaken);
        account = { email: (body as { email: string }).email, passwordSet: false };
        return jsonResponse(201, {
          status: 'success',
          message: 'Sign-in created: we mailed nimali@salon.lk a link to choose a password',
          messageId: staffAccountMessages.accountCreated,
          params: { email: 'nimali@salon.lk' },
          data: { account },
        });
      },
    });
    const field = await within(dialog).findByLabelText("Stylist's e-mail");
    await userEvent.type(field, 'not an address');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Give sign-in' }));
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(0);
    expect(field).toHaveAccessibleDescription(/e-mail|email/i);

    await userEvent.clear(field);
    await userEvent.type(field, 'nimali@salon.lk');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Give sign-in' }));
    expect(await screen.findByText(staffAccountMessages.emailTaken)).toBeInTheDocument();

    refuse = false;
    // Enter in the field gives the sign-in, and does not save the whole dialog.
    await userEvent.type(field, '{Enter}');
    expect(
      await screen.findByText('Sign-in created: we mailed nimali@salon.lk a link to choose a password'),
    ).toBeInTheDocument();
    expect(await within(dialog).findByText('nimali@salon.lk')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Waiting for them to choose a password from the mail.'),
    ).toBeInTheDocument();
    expect(
      fetchMock.mock.calls.some(
        ([url, init]) => String(url) === `/api/admin/staff/${ID}` && init?.method === 'PATCH',
      ),
    ).toBe(false);
  });

  it('removes a sign-in only after a confirmation', async () => {
    let account: StaffAccount = { email: 'nimali@salon.lk', passwordSet: true };
    const { fetchMock, dialog } = await openDialog({
      [`GET /api/admin/staff/${ID}/account`]: () => accountAnswer(account),
      [`DELETE /api/admin/staff/${ID}/account`]: () => {
        account = null;
        return accountAnswer(null, staffAccountMessages.accountRemoved);
      },
    });
    expect(await within(dialog).findByText('Signs in to see their own day.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove sign-in' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove the sign-in of Nimali?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'DELETE')).toHaveLength(0);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove sign-in' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Remove the sign-in of Nimali?' })).getByRole(
        'button',
        {
          name: 'Remove sign-in',
        },
      ),
    );
    expect(await screen.findByText(staffAccountMessages.accountRemoved)).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByLabelText("Stylist's e-mail")).toBeInTheDocument());
  });
});
