import { HOME_SECTION_REDIRECTS } from '@salon/contracts';
import { startTransition, Suspense, useEffect, useState } from 'react';
import { matchRoutes, Navigate, useRoutes } from 'react-router';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { PageLoader } from '../components/ui/spinner.tsx';
import { AccessGate } from '../features/auth/components/access-gate.tsx';
import { useSession } from '../features/auth/hooks/use-session.ts';
import { readToken } from '../lib/token-storage.ts';
import { useT } from '../lib/use-language.tsx';
import { RootLayout } from './layout/root-layout.tsx';
import { loadMatched, page } from './lazy-page.tsx';
import type { RouteHandle } from './lazy-page.tsx';
import { RouteErrorBoundary } from './routes/route-error.tsx';

/** What a route tells the server about rendering it (docs/architecture.md#page-rendering). */
export interface ServerRendering {
  serverRendered: true;
  /** The HTTP status of the rendered page, when not 200. */
  status?: number;
}

/** A public page: the server renders it for signed-out visitors, the browser hydrates it. */
const publicPage = (load: () => Promise<ComponentType>, status?: number) => {
  const { element, handle } = page(load);
  return {
    element,
    handle: { ...handle, serverRendered: true, status } satisfies RouteHandle & ServerRendering,
  };
};

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

/**
 * A page for a signed-in account that is not behind the access gate (/verify-email, where the
 * gate itself sends the unverified). A signed-out visitor goes on to /login before the page's
 * code is fetched, so the redirect costs no more script than /login itself (bench/lib/web-weight.mjs).
 */
const signedInPage = (load: () => Promise<ComponentType>) => {
  const { element, handle } = page(load);
  function SignedInOnly() {
    const { user } = useSession();
    return user ? element : <Navigate to="/login" replace />;
  }
  return {
    element: <SignedInOnly />,
    handle: { preload: (pathname: string) => (readToken() ? handle.preload?.(pathname) : undefined) },
  };
};

const loadAdminTable = () => import('./admin-routes.tsx');
let adminTable: Awaited<ReturnType<typeof loadAdminTable>> | undefined;
const adminArea = page(() =>
  loadAdminTable().then((table) => {
    adminTable = table;
    return table.AdminRoutes;
  }),
);

/** docs/product.md#2.1 route table, plus the admin screens of docs/architecture.md#admin. */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: (
      <RouteErrorBoundary>
        <RootLayout />
      </RouteErrorBoundary>
    ),
    children: [
      { index: true, ...publicPage(() => import('./routes/home-page.tsx').then((m) => m.HomePage)) },
      { path: 'home', element: <Navigate to="/" replace /> },
      // docs/product.md#2.2: the footer's About Us and Contact lead to sections of the home page.
      ...Object.entries(HOME_SECTION_REDIRECTS).map(([from, to]) => ({
        path: from.slice(1),
        element: <Navigate to={to} replace />,
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
      // docs/product.md#2.10: free times before an account; the page itself asks for one at payment.
      {
        path: 'book-appointment',
        ...page(() => import('./routes/book-appointment-page.tsx').then((m) => m.BookAppointmentPage)),
      },
      {
        path: 'verify-email',
        ...signedInPage(() => import('./routes/verify-email-page.tsx').then((m) => m.VerifyEmailPage)),
      },
      {
        path: 'reset-password/:token',
        ...page(() => import('./routes/reset-password-page.tsx').then((m) => m.ResetPasswordPage)),
      },

      {
        element: (
          <RouteErrorBoundary>
            <AccessGate />
          </RouteErrorBoundary>
        ),
        children: [
          { path: 'profile', ...page(() => import('./routes/profile-page.tsx').then((m) => m.ProfilePage)) },
          {
            path: 'waitlist/offers/:token',
            ...page(() => import('./routes/waitlist-offer-page.tsx').then((m) => m.WaitlistOfferPage)),
          },
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
            path: 'book-appointment/payhere-return',
            ...page(() => import('./routes/payhere-return-page.tsx').then((m) => m.PayHereReturnPage)),
          },
        ],
      },
      {
        // A stylist's own day (docs/decisions/0039-staff-accounts.md).
        element: (
          <RouteErrorBoundary>
            <AccessGate stylistOnly />
          </RouteErrorBoundary>
        ),
        children: [
          { path: 'staff', ...page(() => import('./routes/staff-day-page.tsx').then((m) => m.StaffDayPage)) },
        ],
      },
      {
        // The back office's own table (staff sign-in, the admin gate and its pages) is itself a
        // lazily loaded page: customers never download even the admin route table.
        path: 'admin/*',
        element: adminArea.element,
        handle: {
          // The table's code, then the code of the admin page at that path.
          preload: (pathname: string) =>
            adminTable
              ? adminTable.loadAdminRouteModules(pathname)
              : loadAdminTable().then((table) =>
                  Promise.all([adminArea.handle.preload?.(pathname), table.loadAdminRouteModules(pathname)]),
                ),
        } satisfies RouteHandle,
      },

      {
        path: '*',
        ...publicPage(() => import('./routes/not-found-page.tsx').then((m) => m.NotFoundPage), 404),
      },
    ],
  },
];

/** How the server renders this path, or undefined when the browser alone renders it. */
export function serverRenderingOf(pathname: string): ServerRendering | undefined {
  const handle = matchRoutes(routes, pathname)?.at(-1)?.route.handle as Partial<ServerRendering> | undefined;
  return handle?.serverRendered ? (handle as ServerRendering) : undefined;
}

/**
 * Before hydrating markup the server rendered (and before the server renders it, and before a
 * navigation shows it), the page modules the path needs are loaded, so the first render is the
 * page itself and no loading state shows in between. Undefined when they are all in already:
 * a navigation among loaded pages is then immediate.
 */
export function loadRouteModules(pathname: string): Promise<void> | undefined {
  return loadMatched(routes, pathname);
}

/**
 * The route table on screen. `isRendered`: the page's modules are loaded and its markup is the
 * server's (hydration, or the server's own render), so it renders at once. Otherwise the first
 * screen is a loader until the page's code is in (a transition keeps it on screen meanwhile),
 * so no layout or gate flashes before its page. Later navigations load the next page's code
 * first (PreloadingRouter) and show it in a transition, keeping the current page meanwhile.
 */
export function AppRoutes({
  isRendered = false,
  table = routes,
}: {
  isRendered?: boolean;
  table?: RouteObject[];
}) {
  const [isShown, setIsShown] = useState(isRendered);
  useEffect(() => {
    if (!isShown) startTransition(() => setIsShown(true));
  }, [isShown]);
  const element = useRoutes(table);
  const t = useT();
  const loader = <PageLoader label={t('Loading...')} fullScreen />;
  return <Suspense fallback={loader}>{isShown ? element : loader}</Suspense>;
}
