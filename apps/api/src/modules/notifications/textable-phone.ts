import type { UserRow } from '../../db/schema/index.ts';

/**
 * The number we may text for this customer, or null: only a phone the customer confirmed with a
 * texted code (docs/architecture.md#phone-confirmation), so nobody can have the salon text a
 * stranger's number by typing it into a profile. Every appointment SMS to a customer picks its
 * number here; texts to the salon's own number do not.
 */
export function phoneWeMayText(customer: Pick<UserRow, 'phone' | 'phoneConfirmedAt'>): string | null {
  return customer.phoneConfirmedAt ? customer.phone : null;
}
