import { customType } from 'drizzle-orm/pg-core';
import { toLocalPhone, toStoredPhone } from '../../phone/sri-lanka-phone.ts';

/**
 * A customer's phone, and the one place it turns from what people read into what is stored and
 * back (docs/architecture.md#phones): a real Sri Lankan number is written as E.164
 * (+94771234567) and read in the local form (0771234567); anything else passes through as it was.
 */
export const customerPhone = customType<{ data: string; driverData: string }>({
  dataType: () => 'text',
  toDriver: toStoredPhone,
  fromDriver: toLocalPhone,
});
