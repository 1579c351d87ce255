/** docs/product.md#2.2: the top bar's links, in order. About Us is an anchor on the home page. */
export const mainNavLinks = [
  { to: '/', label: 'Home' },
  { to: '/#about', label: 'About Us' },
  { to: '/special-offers', label: 'Special Offers' },
  { to: '/services', label: 'Services' },
  { to: '/gallery', label: 'Gallery' },
  { to: '/reviews', label: 'Reviews' },
] as const;

export function accountLinks(isAdmin: boolean) {
  return [
    { to: '/profile', label: 'Profile Settings' },
    { to: '/profile/appointments', label: 'My Appointments' },
    { to: isAdmin ? '/admin/dashboard' : '/dashboard', label: 'Dashboard' },
  ] as const;
}
