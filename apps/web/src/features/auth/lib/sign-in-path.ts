import type { Role } from '@salon/contracts';

/** Customers sign in on /login, staff on /admin/login (docs/architecture.md#admin). */
export const signInPathFor = (role: Role) => (role === 'admin' ? '/admin/login' : '/login');
