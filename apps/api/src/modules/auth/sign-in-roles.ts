import type { Role } from '@salon/contracts';

/**
 * Whether an account of `role` may sign in (or reset its password) through the door for
 * `requested`. Stylists use the customers' sign-in page (docs/decisions/0039-staff-accounts.md):
 * their account says where they land, so they need no door of their own. A branch manager
 * uses the back office's (docs/decisions/0049-branch-manager.md).
 */
export const signsInAs = (role: Role, requested: Role) =>
  role === requested ||
  (role === 'staff' && requested === 'user') ||
  (role === 'manager' && requested === 'admin');
