import { Navigate } from 'react-router';
import type { PatchRoutesOnNavigationFunction, RouteObject } from 'react-router';
import { PageLoader } from '../components/ui/spinner.tsx';
import { AccessGate } from '../features/auth/components/access-gate.tsx';
import { RootLayout } from './layout/root-layout.tsx';
import { page } from './lazy-page.ts';
import { RouteError } from './routes/route-error.tsx';

const ROOT_ID = 'root';
const ADMIN_GATE_ID = 'admin-gate';

/** docs/product.md#2.1 route table, plus the admin screens of docs/architecture.md#admin. */
export const routes: RouteObject[] = [
  {
    id: ROOT_ID,
    path: '/',
    Component: RootLayout,
    ErrorBoundary: RouteError,
    HydrateFallback: () => <PageLoader fullScreen />,
    children: [
      { index: true, ...page(() => import('./routes/home-page.tsx').then((m) => m.HomePage)) },
      { path: 'home', element: <Navigate to="/" replace /> },
      { path: 'services', ...page(() => import('./routes/services-page.tsx').then((m) => m.ServicesPage)) },
      { path: 'reviews', ...page(() => import('./routes/reviews-page.tsx').then((m) => m.ReviewsPage)) },
      {
        path: 'special-offers',
        ...page(() => import('./routes/special-offers-page.tsx').then((m) => m.SpecialOffersPage)),
      },
      { path: 'gallery', ...page(() => import('./routes/gallery-page.tsx').then((m) => m.GalleryPage)) },
      {
        path: 'privacy-policy',
        ...page(() => import('./routes/privacy-policy-page.tsx').then((m) => m.PrivacyPolicyPage)),
      },
      {
        path: 'terms-conditions',
        ...page(() => import('./routes/terms-conditions-page.tsx').then((m) => m.TermsConditionsPage)),
      },
      {
        path: 'refund-policy',
        ...page(() => import('./routes/refund-policy-page.tsx').then((m) => m.RefundPolicyPage)),
      },
      { path: 'faq', ...page(() => import('./routes/faq-page.tsx').then((m) => m.FaqPage)) },

      { path: 'login', ...page(() => import('./routes/login-page.tsx').then((m) => m.LoginPage)) },
      { path: 'register', ...page(() => import('./routes/register-page.tsx').then((m) => m.RegisterPage)) },
      {
        path: 'forgot-password',
        ...page(() => import('./routes/forgot-password-page.tsx').then((m) => m.ForgotPasswordPage)),
      },
      {
        path: 'verify-email',
        ...page(() => import('./routes/verify-email-page.tsx').then((m) => m.VerifyEmailPage)),
      },
      {
        path: 'reset-password/:token',
        ...page(() => import('./routes/reset-password-page.tsx').then((m) => m.ResetPasswordPage)),
      },

      {
        Component: AccessGate,
        ErrorBoundary: RouteError,
        children: [
          { path: 'profile', ...page(() => import('./routes/profile-page.tsx').then((m) => m.ProfilePage)) },
          {
            path: 'profile/appointments',
            ...page(() => import('./routes/my-appointments-page.tsx').then((m) => m.MyAppointmentsPage)),
          },
          {
            path: 'dashboard',
            ...page(() => import('./routes/user-dashboard-page.tsx').then((m) => m.UserDashboardPage)),
          },
          { path: 'cart', ...page(() => import('./routes/cart-page.tsx').then((m) => m.CartPage)) },
          {
            path: 'book-appointment',
            ...page(() => import('./routes/book-appointment-page.tsx').then((m) => m.BookAppointmentPage)),
          },
        ],
      },
      {
        // The back office's routes join this gate on the first visit below /admin
        // (discoverRoutes): customers never download even the admin route table.
        id: ADMIN_GATE_ID,
        element: <AccessGate adminOnly />,
        ErrorBoundary: RouteError,
        children: [],
      },

      { path: '*', ...page(() => import('./routes/not-found-page.tsx').then((m) => m.NotFoundPage)) },
    ],
  },
];

/**
 * Loads the back office's routes when a path below /admin is first asked for: its sign-in
 * pages beside the customers' pages, the rest behind the admin gate. The router skips routes
 * it already holds, so a second call adds nothing.
 */
export const discoverRoutes: PatchRoutesOnNavigationFunction = async ({ path, patch }) => {
  if (!path.startsWith('/admin/') && path !== '/admin') return;
  const { adminRoutes, adminSignInRoutes } = await import('./admin-routes.tsx');
  patch(ROOT_ID, adminSignInRoutes);
  patch(ADMIN_GATE_ID, adminRoutes);
};
