import { customerNoteDeletedResponseSchema, customerNoteResponseSchema } from '@salon/contracts';
import type { CreateCustomerNoteRequest, UpdateCustomerNoteRequest } from '@salon/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { refreshCustomers } from './get-customer.ts';

/** POST /api/admin/customers/:id/notes */
export async function addCustomerNote({
  customerId,
  note,
}: {
  customerId: string;
  note: CreateCustomerNoteRequest;
}) {
  return apiRequest(`/api/admin/customers/${customerId}/notes`, {
    method: 'POST',
    body: note,
    schema: customerNoteResponseSchema,
  });
}

/** PATCH /api/admin/customers/:id/notes/:noteId */
export async function updateCustomerNote({
  customerId,
  noteId,
  changes,
}: {
  customerId: string;
  noteId: string;
  changes: UpdateCustomerNoteRequest;
}) {
  return apiRequest(`/api/admin/customers/${customerId}/notes/${noteId}`, {
    method: 'PATCH',
    body: changes,
    schema: customerNoteResponseSchema,
  });
}

/** DELETE /api/admin/customers/:id/notes/:noteId */
export async function deleteCustomerNote({ customerId, noteId }: { customerId: string; noteId: string }) {
  return apiRequest(`/api/admin/customers/${customerId}/notes/${noteId}`, {
    method: 'DELETE',
    schema: customerNoteDeletedResponseSchema,
  });
}

export function useAddCustomerNote() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addCustomerNote, onSettled: () => refreshCustomers(queryClient) });
}

export function useUpdateCustomerNote() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateCustomerNote, onSettled: () => refreshCustomers(queryClient) });
}

export function useDeleteCustomerNote() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteCustomerNote, onSettled: () => refreshCustomers(queryClient) });
}
