import type { Language } from '@salon/contracts';
import type { UserRow } from '../../db/schema/index.ts';

/** The owner's and admins' mails stay English (docs/architecture.md#languages); a customer's follow their choice. */
export const customerLanguage = (user: Pick<UserRow, 'role' | 'language'>): Language =>
  user.role === 'admin' ? 'en' : user.language;
