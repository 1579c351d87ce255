import { isBackOfficeRole } from '@salon/contracts';
import { Menu, X } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { buttonClasses } from '../../components/ui/button-styles.ts';
import { BrandMark } from '../../components/ui/brand-mark.tsx';
import { useCartCount } from '../../features/cart/hooks/use-cart-count.ts';
import { useLogout } from '../../features/auth/hooks/use-logout.ts';
import { useSession } from '../../features/auth/hooks/use-session.ts';
import { rememberFilteredList } from '../../lib/return-after-sign-in.ts';
import { readToken } from '../../lib/token-storage.ts';
import { useDismiss } from '../../lib/use-dismiss.ts';
import { useSalonProfile } from '../../lib/use-salon-profile.ts';
import { useT } from '../../lib/use-language.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import { MainNavLink } from './main-nav-link.tsx';
import { MobileMenu } from './mobile-menu.tsx';
import { mainNavLinks } from './nav-links.ts';

const MOBILE_MENU_ID = 'mobile-menu';

// What only a signed-in visitor sees loads once there is one, so a first visit (signed out, the
// server's rendered page) does not download it (docs/architecture.md#react-runtime).
const loadSignedInControls = () => import('./signed-in-controls.ts');
const CartLink = lazy(() => loadSignedInControls().then((m) => ({ default: m.CartLink })));
const UserMenu = lazy(() => loadSignedInControls().then((m) => ({ default: m.UserMenu })));
// A browser holding a token fetches them with the app, while its session loads.
if (readToken()) void loadSignedInControls();

/**
 * docs/product.md#2.2: the sticky top bar on every page, always one row. Its full row of links
 * shows from 1024 px, in Sinhala and Tamil from 1280 px (the `nav-wide` variant, styles.css),
 * with Tamil's links set closer; narrower screens get the menu button.
 */
export function NavBar() {
  const salon = useSalonProfile();
  const t = useT();
  const { user } = useSession();
  const location = useLocation();
  const { logout } = useLogout();
  const isAdmin = isBackOfficeRole(user?.role);
  // A stylist's sign-in books nothing either; it gets a link to their day (docs/decisions/0039-staff-accounts.md).
  const isStylist = user?.role === 'staff';
  // Admins do not shop: no cart icon, and no cart request on every page.
  const cartCount = useCartCount(!isAdmin && !isStylist);
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  useDismiss(isMenuOpen, [toggleRef, panelRef], (reason) => {
    setIsMenuOpen(false);
    if (reason === 'escape') toggleRef.current?.focus();
  });

  return (
    <header className="sticky top-0 z-30 border-b border-sand-200/80 bg-sand-50/85 backdrop-blur-md">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-4 px-4 sm:px-6 lang-ta:gap-2">
        <Link
          to="/"
          className="mr-auto flex min-h-11 items-center rounded-lg"
          aria-label={t('{name} home', { name: salon.name })}
        >
          <BrandMark name={salon.name} />
        </Link>

        <nav aria-label={t('Main')} className="ml-2 hidden flex-1 nav-wide:block lang-ta:ml-0">
          <ul className="flex items-center gap-1 lang-ta:gap-0">
            {mainNavLinks.map((link) => (
              <li key={link.label}>
                <MainNavLink
                  to={link.to}
                  label={t(link.label)}
                  className="rounded-full px-3 py-2 text-sm font-medium whitespace-nowrap transition-colors hover:bg-plum-50 hover:text-plum-900 lang-ta:px-2 lang-ta:text-[13px]"
                  activeClassName="text-plum-800"
                  inactiveClassName="text-ink/80"
                />
              </li>
            ))}
          </ul>
        </nav>

        {/* Only the user's name gives way when the row is full (Tamil at 1280 px): it truncates, never the links. */}
        <div className="flex min-w-0 items-center gap-1.5 sm:gap-2">
          <LanguageSwitch className="hidden nav-wide:flex" />
          {user ? (
            <Suspense>
              {!isAdmin && !isStylist && <CartLink count={cartCount} />}
              {isStylist && (
                <Link
                  to="/staff"
                  className="inline-flex min-h-11 items-center rounded-full px-3 text-sm font-medium text-plum-800 hover:bg-plum-50"
                >
                  {t('My day')}
                </Link>
              )}
              <div className="hidden min-w-0 nav-wide:block">
                <UserMenu user={user} onLogout={() => void logout()} />
              </div>
            </Suspense>
          ) : (
            <div className="hidden items-center gap-2 nav-wide:flex">
              <Link
                to="/login"
                className={buttonClasses('ghost', 'sm')}
                onClick={() => rememberFilteredList(location)}
              >
                {t('Login')}
              </Link>
              <Link
                to="/register"
                className={buttonClasses('primary', 'sm')}
                onClick={() => rememberFilteredList(location)}
              >
                {t('Register')}
              </Link>
            </div>
          )}
          <button
            ref={toggleRef}
            type="button"
            aria-expanded={isMenuOpen}
            aria-controls={MOBILE_MENU_ID}
            aria-label={t('Menu')}
            onClick={() => setIsMenuOpen((open) => !open)}
            className="grid size-11 place-items-center rounded-full text-plum-900 hover:bg-plum-50 nav-wide:hidden"
          >
            {isMenuOpen ? (
              <X aria-hidden="true" className="size-5" />
            ) : (
              <Menu aria-hidden="true" className="size-5" />
            )}
          </button>
        </div>
      </div>

      {isMenuOpen && (
        <MobileMenu
          ref={panelRef}
          id={MOBILE_MENU_ID}
          user={user}
          onNavigate={() => setIsMenuOpen(false)}
          onLogout={() => void logout()}
        />
      )}
    </header>
  );
}
