import type { Role } from '@salon/contracts';
import {
  CalendarCheck,
  Clock,
  Columns3,
  Contact,
  Gift,
  Images,
  LayoutDashboard,
  MapPin,
  Receipt,
  Scissors,
  Settings,
  Star,
  Users,
} from 'lucide-react';

/** The back office's pages (docs/architecture.md#admin), in the order the side navigation lists them. */
export const adminNavLinks = [
  { to: '/admin/dashboard', label: 'Overview', icon: LayoutDashboard },
  { to: '/admin/appointments', label: 'Appointments', icon: CalendarCheck },
  { to: '/admin/day', label: 'Day view', icon: Columns3 },
  { to: '/admin/customers', label: 'Customers', icon: Contact },
  { to: '/admin/close', label: 'Daily close', icon: Receipt },
  { to: '/admin/waitlist', label: 'Waitlist', icon: Clock },
  { to: '/admin/services', label: 'Services', icon: Scissors },
  { to: '/admin/team', label: 'Team', icon: Users },
  { to: '/admin/branches', label: 'Branches', icon: MapPin },
  { to: '/admin/offers', label: 'Special offers', icon: Gift },
  { to: '/admin/gallery', label: 'Gallery', icon: Images },
  { to: '/admin/reviews', label: 'Reviews', icon: Star },
  { to: '/admin/settings', label: 'Settings', icon: Settings },
] as const;

/**
 * The pages a branch manager runs for their branch (docs/decisions/0049-branch-manager.md): its
 * day, appointments, close and waitlist, and the salon's customers (shared by every branch). The
 * server answers every other page's calls 403. The first is where they land.
 */
export const MANAGER_PAGES: readonly string[] = [
  '/admin/day',
  '/admin/appointments',
  '/admin/customers',
  '/admin/close',
  '/admin/waitlist',
];

/** The side navigation for this role: the owner's whole list, or the manager's pages. */
export const adminNavLinksFor = (role: Role | undefined) =>
  role === 'manager' ? adminNavLinks.filter((link) => MANAGER_PAGES.includes(link.to)) : adminNavLinks;
