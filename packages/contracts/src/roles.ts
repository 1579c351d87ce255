/**
 * The roles an account has, without zod: the app shell reads them on every page, and importing
 * them must not load the validation library (bench/README.md, the first-visit budget).
 * 'staff': a stylist's own sign-in (docs/decisions/0039-staff-accounts.md); 'manager': runs one
 * branch in the back office (docs/decisions/0049-branch-manager.md).
 */
export const ROLES = ['user', 'admin', 'staff', 'manager'] as const;
export type Role = (typeof ROLES)[number];

/** Who signs in to the back office (/admin): the owner, and a branch manager for their branch. */
export const isBackOfficeRole = (role: Role | undefined): boolean => role === 'admin' || role === 'manager';
