import { sandboxConfirmResponseSchema } from '@salon/contracts';
import type { SandboxConfirmRequest, SandboxConfirmResponse } from '@salon/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * The sandbox provider's card confirmation. Its answer has Stripe.js confirmCardPayment's
 * shape, so the booking flow treats both providers alike.
 */
export function confirmSandboxPayment(body: SandboxConfirmRequest): Promise<SandboxConfirmResponse> {
  return apiRequest('/api/payments/sandbox/confirm', {
    method: 'POST',
    body,
    schema: sandboxConfirmResponseSchema,
  });
}
