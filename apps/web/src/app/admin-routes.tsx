import { Navigate, useRoutes } from 'react-router';
import type { RouteObject } from 'react-router';
import { AccessGate } from '../features/auth/components/access-gate.tsx';
import { loadMatched, page } from './lazy-page.tsx';
import { RouteErrorBoundary } from './routes/route-error.tsx';

/** docs/architecture.md#admin: staff sign in and register here, outside the admin gate. */
const adminSignInRoutes: RouteObject[] = [
  {
    path: 'login',
    ...page(() => import('./routes/admin-login-page.tsx').then((m) => m.AdminLoginPage)),
  },
  {
    path: 'forgot-password',
    ...page(() => import('./routes/admin-forgot-password-page.tsx').then((m) => m.AdminForgotPasswordPage)),
  },
  {
    path: 'register',
    ...page(() => import('./routes/admin-register-page.tsx').then((m) => m.AdminRegisterPage)),
  },
];

/** docs/architecture.md#admin: the back office, below the admin gate. */
const adminRoutes: RouteObject[] = [
  {
    ...page(() => import('./layout/admin-layout.tsx').then((m) => m.AdminLayout)),
    children: [
      { index: true, element: <Navigate to="/admin/dashboard" replace /> },
      {
        path: 'dashboard',
        ...page(() => import('./routes/admin-dashboard-page.tsx').then((m) => m.AdminDashboardPage)),
      },
      {
        path: 'appointments',
        ...page(() => import('./routes/admin-appointments-page.tsx').then((m) => m.AdminAppointmentsPage)),
      },
      { path: 'day', ...page(() => import('./routes/admin-day-page.tsx').then((m) => m.AdminDayPage)) },
      {
        path: 'customers',
        ...page(() => import('./routes/admin-customers-page.tsx').then((m) => m.AdminCustomersPage)),
      },
      {
        path: 'customers/:id',
        ...page(() => import('./routes/admin-customer-page.tsx').then((m) => m.AdminCustomerPage)),
      },
      {
        path: 'close',
        ...page(() => import('./routes/admin-close-page.tsx').then((m) => m.AdminClosePage)),
      },
      {
        path: 'waitlist',
        ...page(() => import('./routes/admin-waitlist-page.tsx').then((m) => m.AdminWaitlistPage)),
      },
      {
        path: 'services',
        ...page(() => import('./routes/admin-services-page.tsx').then((m) => m.AdminServicesPage)),
      },
      {
        path: 'team',
        ...page(() => import('./routes/admin-team-page.tsx').then((m) => m.AdminTeamPage)),
      },
      {
        path: 'branches',
        ...page(() => import('./routes/admin-branches-page.tsx').then((m) => m.AdminBranchesPage)),
      },
      {
        path: 'offers',
        ...page(() => import('./routes/admin-offers-page.tsx').then((m) => m.AdminOffersPage)),
      },
      {
        path: 'gallery',
        ...page(() => import('./routes/admin-gallery-page.tsx').then((m) => m.AdminGalleryPage)),
      },
      {
        path: 'reviews',
        ...page(() => import('./routes/admin-reviews-page.tsx').then((m) => m.AdminReviewsPage)),
      },
      {
        path: 'settings',
        ...page(() => import('./routes/admin-settings-page.tsx').then((m) => m.AdminSettingsPage)),
      },
    ],
  },
];

const adminTable: RouteObject[] = [
  ...adminSignInRoutes,
  {
    element: (
      <RouteErrorBoundary>
        <AccessGate adminOnly />
      </RouteErrorBoundary>
    ),
    children: adminRoutes,
  },
  // An unknown address below /admin is the customers' not-found page, as anywhere else.
  { path: '*', ...page(() => import('./routes/not-found-page.tsx').then((m) => m.NotFoundPage)) },
];

/**
 * Everything below /admin (router.tsx mounts it there). This table is itself loaded on the
 * first visit below /admin, so the customers' first load never grows with it; each page is
 * then a chunk of its own, as everywhere else.
 */
export function AdminRoutes() {
  return useRoutes(adminTable);
}

/** The code of the back-office page at `pathname`, or undefined when it is in (loadRouteModules). */
export const loadAdminRouteModules = (pathname: string) => loadMatched(adminTable, pathname, '/admin');
