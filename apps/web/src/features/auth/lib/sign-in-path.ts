import { isBackOfficeRole } from '@salon/contracts';
import type { Role } from '@salon/contracts';

/** Customers sign in on /login, staff on /admin/login (docs/architecture.md#admin). */
export const signInPathFor = (role: Role) => (isBackOfficeRole(role) ? '/admin/login' : '/login');
