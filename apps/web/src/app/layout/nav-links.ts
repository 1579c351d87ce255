import type { Role } from '@salon/contracts';

/** docs/product.md#2.2: the top bar's links, in order. About Us is an anchor on the home page. */
export const mainNavLinks = [
  { to: '/', label: 'Home' },
  { to: '/#about', label: 'About Us' },
  { to: '/special-offers', label: 'Special Offers' },
  { to: '/services', label: 'Services' },
  { to: '/gallery', label: 'Gallery' },
  { to: '/reviews', label: 'Reviews' },
] as const;

/**
 * Admins have no bookings of their own: their menu leads to the back office instead (docs/architecture.md#admin).
 * A stylist's sign-in leads to their own day only (docs/decisions/0039-staff-accounts.md).
 */
export function accountLinks(role: Role) {
  if (role === 'staff') return [{ to: '/staff', label: 'My day' }] as const;
  // A branch manager's back office opens on their branch's day (docs/decisions/0049-branch-manager.md).
  if (role === 'manager') {
    return [
      { to: '/profile', label: 'Profile Settings' },
      { to: '/admin/day', label: 'Day view' },
    ] as const;
  }
  if (role === 'admin') {
    return [
      { to: '/profile', label: 'Profile Settings' },
      { to: '/admin/dashboard', label: 'Dashboard' },
    ] as const;
  }
  return [
    { to: '/profile', label: 'Profile Settings' },
    { to: '/profile/appointments', label: 'My Appointments' },
    { to: '/dashboard', label: 'Dashboard' },
  ] as const;
}
