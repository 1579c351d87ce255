import { HOME_SECTION_REDIRECTS } from '@salon/contracts';
import { matchRoutes, Navigate, redirect } from 'react-router';
import type { ComponentType } from 'react';
import type { PatchRoutesOnNavigationFunction, RouteObject } from 'react-router';
import { PageLoader } from '../components/ui/spinner.tsx';
import { AccessGate } from '../features/auth/components/access-gate.tsx';
import { RootLayout } from './layout/root-layout.tsx';
import { page } from './lazy-page.ts';
import { RouteError } from './routes/route-error.tsx';

const ROOT_ID = 'root';
const ADMIN_GATE_ID = 'admin-gate';

/** What a route tells the server about rendering it (docs/architecture.md#page-rendering). */
export interface ServerRendering {
  serverRendered: true;
  /** The HTTP status of the rendered page, when not 200. */
  status?: number;
}

/** A public page: the server renders it for signed-out visitors, the browser hydrates it. */
const publicPage = (
  load: () => Promise<ComponentType>,
  status?: number,
): Pick<RouteObject, 'lazy' | 'ErrorBoundary' | 'handle'> => ({
  ...page(load),
  handle: { serverRendered: true, status } satisfies ServerRendering,
});

/**
 * A public page whose long texts come in the page's language with its code, so hydration sees
 * the server's words (docs/architecture.md#languages).
 */
const withTexts = <Module extends { preloadTexts: () => Promise<void> }>(
  load: () => Promise<Module>,
  pick: (module: Module) => ComponentType,
) =>
  publicPage(async () => {
    const module = await load();
    await module.preloadTexts();
    return pick(module);
  });

/** docs/product.md#2.1 route table, plus the admin screens of docs/architecture.md#admin. */
export const routes: RouteObject[] = [
  {
    id: ROOT_ID,
    path: '/',
    Component: RootLayout,
    ErrorBoundary: RouteError,
    HydrateFallback: () => <PageLoader fullScreen />,
    children: [
      { index: true, ...publicPage(() => import('./routes/home-page.tsx').then((m) => m.HomePage)) },
      { path: 'home', element: <Navigate to="/" replace /> },
      // docs/product.md#2.2: the footer's About Us and Contact lead to sections of the home page.
      ...Object.entries(HOME_SECTION_REDIRECTS).map(([from, to]) => ({
        path: from.slice(1),
        loader: () => redirect(to),
      })),
      {
        path: 'services',
        ...publicPage(() => import('./routes/services-page.tsx').then((m) => m.ServicesPage)),
      },
      {
        path: 'reviews',
        ...publicPage(() => import('./routes/reviews-page.tsx').then((m) => m.ReviewsPage)),
      },
      {
        path: 'special-offers',
        ...publicPage(() => import('./routes/special-offers-page.tsx').then((m) => m.SpecialOffersPage)),
      },
      {
        path: 'gallery',
        ...publicPage(() => import('./routes/gallery-page.tsx').then((m) => m.GalleryPage)),
      },
      {
        path: 'privacy-policy',
        ...withTexts(
          () => import('./routes/privacy-policy-page.tsx'),
          (m) => m.PrivacyPolicyPage,
        ),
      },
      {
        path: 'terms-conditions',
        ...withTexts(
          () => import('./routes/terms-conditions-page.tsx'),
          (m) => m.TermsConditionsPage,
        ),
      },
      {
        path: 'refund-policy',
        ...withTexts(
          () => import('./routes/refund-policy-page.tsx'),
          (m) => m.RefundPolicyPage,
        ),
      },
      {
        path: 'faq',
        ...withTexts(
          () => import('./routes/faq-page.tsx'),
          (m) => m.FaqPage,
        ),
      },

      { path: 'login', ...publicPage(() => import('./routes/login-page.tsx').then((m) => m.LoginPage)) },
      {
        path: 'register',
        ...publicPage(() => import('./routes/register-page.tsx').then((m) => m.RegisterPage)),
      },
      {
        path: 'forgot-password',
        ...publicPage(() => import('./routes/forgot-password-page.tsx').then((m) => m.ForgotPasswordPage)),
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
          {
            path: 'book-appointment/payhere-return',
            ...page(() => import('./routes/payhere-return-page.tsx').then((m) => m.PayHereReturnPage)),
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

      {
        path: '*',
        ...publicPage(() => import('./routes/not-found-page.tsx').then((m) => m.NotFoundPage), 404),
      },
    ],
  },
];

const isBackOfficePath = (path: string) => path === '/admin' || path.startsWith('/admin/');

/** How the server renders this path, or undefined when the browser alone renders it. */
export function serverRenderingOf(pathname: string): ServerRendering | undefined {
  // The back office's routes are not in this table (discoverRoutes), so the catch-all matches them.
  if (isBackOfficePath(pathname)) return undefined;
  const handle: unknown = matchRoutes(routes, pathname)?.at(-1)?.route.handle;
  return (handle as Partial<ServerRendering> | undefined)?.serverRendered
    ? (handle as ServerRendering)
    : undefined;
}

/**
 * Before hydrating markup the server rendered, the browser loads the page modules the
 * path needs, so its first render is the server's and no loading state shows in between.
 */
export async function loadRouteModules(pathname: string): Promise<void> {
  const lazyMatches = matchRoutes(routes, pathname)?.filter((match) => match.route.lazy) ?? [];
  await Promise.all(
    lazyMatches.map(async ({ route }) => {
      const loaded = await (route.lazy as () => Promise<Partial<RouteObject>>)();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

/**
 * Loads the back office's routes when a path below /admin is first asked for: its sign-in
 * pages beside the customers' pages, the rest behind the admin gate. The router skips routes
 * it already holds, so a second call adds nothing.
 */
export const discoverRoutes: PatchRoutesOnNavigationFunction = async ({ path, patch }) => {
  if (!isBackOfficePath(path)) return;
  const { adminRoutes, adminSignInRoutes } = await import('./admin-routes.tsx');
  patch(ROOT_ID, adminSignInRoutes);
  patch(ADMIN_GATE_ID, adminRoutes);
};
