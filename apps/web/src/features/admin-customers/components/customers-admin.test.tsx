import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LANGUAGE_COOKIE, customerMessages } from '@salon/contracts';
import type { CustomerDetail, CustomerNote, CustomerSummary } from '@salon/contracts';
import { describe, expect, it, vi } from 'vitest';
import { loadCatalogue } from '../../../lib/language.ts';
import { adminHandlers } from '../../../test/admin-builders.ts';
import { success } from '../../../test/catalogue-builders.ts';
import { buildCustomer, buildCustomerVisit } from '../../../test/customer-builders.ts';
import { errorAnswer, jsonResponse, stubApi } from '../../../test/fake-api.ts';
import type { ApiHandler } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { buildBranch } from '../../../test/branch-builders.ts';

const nimaliId = buildCustomer()._id;
const duplicateId = '7a1f0c2e-2222-4c1e-9f55-2b9a4c1f0a02';

const allergy: CustomerNote = {
  _id: '9b1f0c2e-1111-4c1e-9f55-2b9a4c1f0a01',
  kind: 'allergy',
  body: 'Allergic to PPD hair dye',
  createdBy: null,
  createdAt: '2026-11-20T04:30:00.000Z',
  updatedAt: '2026-11-20T04:30:00.000Z',
};

function buildDetail(notes: CustomerNote[] = []): CustomerDetail {
  return {
    ...buildCustomer(),
    visitsList: [buildCustomerVisit()],
    notes,
  };
}

const list = (customers: CustomerSummary[]) => () =>
  success({ customers, total: customers.length, page: 1, pageSize: 20 });

function open(path: string, handlers: Record<string, ApiHandler>) {
  const fetchMock = stubApi({ ...adminHandlers(), ...handlers });
  renderApp(path);
  return fetchMock;
}

describe('admin customers (docs/decisions/0041-customers-and-merge.md)', () => {
  it('lists customers with their figures and a phone to tap, and searches by the number typed', async () => {
    const searched = vi.fn(list([buildCustomer()]));
    open('/admin/customers', {
      'GET /api/admin/customers': list([buildCustomer(), buildCustomer({ _id: duplicateId, name: 'Kasun' })]),
      'GET /api/admin/customers?q=077+123+4567': searched,
    });
    const table = await screen.findByRole('table');
    const row = within(table).getByRole('link', { name: 'Nimali Perera' }).closest('tr')!;
    expect(within(row).getByRole('link', { name: '0771234567' })).toHaveAttribute('href', 'tel:+94771234567');
    expect(row).toHaveTextContent('LKR 12,500');
    expect(screen.getByText('2 customers')).toBeInTheDocument();

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search customers' }), '077 123 4567');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(searched).toHaveBeenCalled());
    expect(await screen.findByText('1 customer')).toBeInTheDocument();
  });

  it('says when no customer matches, and shows a failed load with a retry', async () => {
    let calls = 0;
    open('/admin/customers?q=zzz', {
      'GET /api/admin/customers?q=zzz': () => (++calls === 1 ? errorAnswer('INTERNAL') : list([])()),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load the customers');
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('No customer matches')).toBeInTheDocument();
  });

  it('shows one customer: figures, visits, notes, and Book again with the last services', async () => {
    let detail = buildDetail();
    const added = vi.fn((_request: { body: unknown }) => {
      detail = buildDetail([allergy]);
      const message = customerMessages.noteAdded;
      return jsonResponse(201, { status: 'success', message, messageId: message, data: { note: allergy } });
    });
    open(`/admin/customers/${nimaliId}`, {
      [`GET /api/admin/customers/${nimaliId}`]: () => success({ customer: detail }),
      [`POST /api/admin/customers/${nimaliId}/notes`]: added,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Nimali Perera' })).toBeInTheDocument();
    expect(screen.getByText('Ladies Haircut')).toBeInTheDocument();
    // One branch: where each visit was goes without saying.
    expect(screen.getByText(/SAL-2026-0001 · With Dilani ·/)).not.toHaveTextContent('At ');
    expect(screen.getByText('No notes yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Book again' })).toHaveAttribute(
      'href',
      `/admin/day?book=${nimaliId}&services=s-cut`,
    );

    // An empty note is refused before anything is sent.
    await userEvent.click(screen.getByRole('button', { name: 'Add note' }));
    expect(await screen.findByText('Write the note')).toBeInTheDocument();
    expect(added).not.toHaveBeenCalled();

    await userEvent.type(screen.getByRole('textbox', { name: 'Note' }), 'Allergic to PPD hair dye');
    await userEvent.click(screen.getByRole('button', { name: 'Add note' }));
    await waitFor(() =>
      expect(added.mock.calls[0]![0].body).toEqual({ kind: 'allergy', body: 'Allergic to PPD hair dye' }),
    );
    expect(await screen.findByText('Note added')).toBeInTheDocument();
    const notes = await screen.findByRole('list', { name: 'Notes' });
    expect(within(notes).getByText('Allergic to PPD hair dye')).toBeInTheDocument();
    expect(within(notes).getByText('Allergy')).toBeInTheDocument();
  });

  it('says at which branch each visit was, with two or more branches (docs/decisions/0047-back-office-per-branch.md)', async () => {
    const nugegoda = buildBranch('b0000000-0000-4000-8000-000000000002', 'Nugegoda');
    const detail = buildDetail();
    detail.visitsList[0]!.branch = { _id: nugegoda._id, name: nugegoda.name };
    open(`/admin/customers/${nimaliId}`, {
      'GET /api/branches': () =>
        success({ branches: [buildBranch('b0000000-0000-4000-8000-000000000001', 'Colombo 3'), nugegoda] }),
      [`GET /api/admin/customers/${nimaliId}`]: () => success({ customer: detail }),
    });
    expect(await screen.findByText(/SAL-2026-0001 · With Dilani · At Nugegoda ·/)).toBeInTheDocument();
  });

  it('edits a note in place and deletes one after asking', async () => {
    let notes = [allergy];
    const edited = vi.fn((request: { body: unknown }) => {
      notes = [{ ...allergy, ...(request.body as Partial<CustomerNote>) }];
      return success({ note: notes[0] });
    });
    const deleted = vi.fn(() => {
      notes = [];
      return success({ noteId: allergy._id });
    });
    open(`/admin/customers/${nimaliId}`, {
      [`GET /api/admin/customers/${nimaliId}`]: () => success({ customer: { ...buildDetail(), notes } }),
      [`PATCH /api/admin/customers/${nimaliId}/notes/${allergy._id}`]: edited,
      [`DELETE /api/admin/customers/${nimaliId}/notes/${allergy._id}`]: deleted,
    });
    const list = await screen.findByRole('list', { name: 'Notes' });
    await userEvent.click(within(list).getByRole('button', { name: 'Edit' }));
    await userEvent.selectOptions(within(list).getByRole('combobox', { name: 'Kind' }), 'colour');
    const body = within(list).getByRole('textbox', { name: 'Note' });
    await userEvent.clear(body);
    await userEvent.type(body, '6.1 + 20 vol, 35 minutes');
    await userEvent.click(within(list).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(edited.mock.calls[0]![0].body).toEqual({ kind: 'colour', body: '6.1 + 20 vol, 35 minutes' }),
    );
    expect(await within(list).findByText('Colour formula')).toBeInTheDocument();

    await userEvent.click(within(list).getByRole('button', { name: 'Delete' }));
    const ask = await screen.findByRole('dialog', { name: 'Delete this note?' });
    await userEvent.click(within(ask).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(deleted).toHaveBeenCalled());
    expect(await screen.findByText('No notes yet.')).toBeInTheDocument();
  });

  it('merges a duplicate found by search, and shows the server’s refusal', async () => {
    const merged = vi.fn(() => errorAnswer('CONFLICT', customerMessages.mergeTwoSignIns));
    open(`/admin/customers/${nimaliId}`, {
      [`GET /api/admin/customers/${nimaliId}`]: () => success({ customer: buildDetail() }),
      'GET /api/admin/customers?q=kasun': list([
        buildCustomer(),
        buildCustomer({ _id: duplicateId, name: 'Kasun P' }),
      ]),
      [`POST /api/admin/customers/${nimaliId}/merge`]: merged,
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Merge a duplicate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Merge a duplicate into Nimali Perera' });
    await userEvent.type(within(dialog).getByRole('searchbox', { name: 'Find the duplicate' }), 'kasun');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Search' }));
    // The record itself is never offered as its own duplicate.
    const matches = await within(dialog).findByRole('list', { name: 'Matches' });
    expect(within(matches).getAllByRole('button')).toHaveLength(1);
    await userEvent.click(within(matches).getByRole('button', { name: /Kasun P/ }));
    expect(dialog).toHaveTextContent('They all move to Nimali Perera');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Merge records' }));
    await waitFor(() => expect(merged).toHaveBeenCalled());
    expect(await screen.findByText(customerMessages.mergeTwoSignIns)).toBeInTheDocument();
  });

  it('speaks Sinhala', async () => {
    document.cookie = `${LANGUAGE_COOKIE}=si; Path=/`;
    try {
      await loadCatalogue('si');
      open('/admin/customers', { 'GET /api/admin/customers': list([]) });
      expect(await screen.findByText('තවම පාරිභෝගිකයින් නැත')).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 1, name: 'පාරිභෝගිකයින්' })).toBeInTheDocument();
    } finally {
      document.cookie = `${LANGUAGE_COOKIE}=; Path=/; Max-Age=0`;
    }
  });
});
