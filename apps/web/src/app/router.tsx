import type { ComponentType } from 'react';
import { Navigate } from 'react-router';
import type { RouteObject } from 'react-router';
import { PageLoader } from '../components/ui/spinner.tsx';
import { AccessGate } from '../features/auth/components/access-gate.tsx';
import { RootLayout } from './layout/root-layout.tsx';
import { RouteError } from './routes/route-error.tsx';

/**
 * A lazily loaded page: its code is a chunk of its own, fetched on first visit, and any
 * error while loading or rendering it stays inside this route's boundary.
 */
function page(load: () => Promise<ComponentType>): Pick<RouteObject, 'lazy' | 'ErrorBoundary'> {
  return { lazy: async () => ({ Component: await load() }), ErrorBoundary: RouteError };
}

/** docs/product.md#2.1 route table, plus the admin screens of docs/architecture.md#admin. */
export const routes: RouteObject[] = [
  {
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
        path: 'admin/login',
        ...page(() => import('./routes/admin-login-page.tsx').then((m) => m.AdminLoginPage)),
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
        element: <AccessGate adminOnly />,
        ErrorBoundary: RouteError,
        children: [
          {
            path: 'admin/dashboard',
            ...page(() => import('./routes/admin-dashboard-page.tsx').then((m) => m.AdminDashboardPage)),
          },
          {
            path: 'admin/services',
            ...page(() => import('./routes/admin-services-page.tsx').then((m) => m.AdminServicesPage)),
          },
          {
            path: 'admin/offers',
            ...page(() => import('./routes/admin-offers-page.tsx').then((m) => m.AdminOffersPage)),
          },
          {
            path: 'admin/gallery',
            ...page(() => import('./routes/admin-gallery-page.tsx').then((m) => m.AdminGalleryPage)),
          },
          {
            path: 'admin/reviews',
            ...page(() => import('./routes/admin-reviews-page.tsx').then((m) => m.AdminReviewsPage)),
          },
          {
            path: 'admin/settings',
            ...page(() => import('./routes/admin-settings-page.tsx').then((m) => m.AdminSettingsPage)),
          },
        ],
      },

      { path: '*', ...page(() => import('./routes/not-found-page.tsx').then((m) => m.NotFoundPage)) },
    ],
  },
];
