import type { User } from '@salon/contracts';
import { LogOut } from 'lucide-react';
import type { Ref } from 'react';
import { Link, useLocation } from 'react-router';
import { Avatar } from '../../components/ui/avatar.tsx';
import { buttonClasses } from '../../components/ui/button-styles.ts';
import { rememberFilteredList } from '../../lib/return-after-sign-in.ts';
import { useT } from '../../lib/use-language.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import { MainNavLink } from './main-nav-link.tsx';
import { accountLinks, mainNavLinks } from './nav-links.ts';

interface MobileMenuProps {
  id: string;
  user: User | null;
  onNavigate: () => void;
  onLogout: () => void;
  ref?: Ref<HTMLDivElement>;
}

const mainLinkClasses = 'block rounded-xl px-4 py-3 text-base hover:bg-plum-50';
const linkClasses = `${mainLinkClasses} text-ink`;

/** The small-screen panel: every link of the bar, then the account actions. */
export function MobileMenu({ id, user, onNavigate, onLogout, ref }: MobileMenuProps) {
  const t = useT();
  const location = useLocation();
  return (
    <div ref={ref} id={id} className="border-t border-sand-200 bg-white shadow-lg nav-wide:hidden">
      <nav aria-label={t('Mobile')} className="mx-auto max-w-6xl px-4 py-3">
        <ul>
          {mainNavLinks.map((link) => (
            <li key={link.label}>
              <MainNavLink
                to={link.to}
                label={t(link.label)}
                className={mainLinkClasses}
                activeClassName="font-medium text-plum-800"
                inactiveClassName="text-ink"
                onClick={onNavigate}
              />
            </li>
          ))}
        </ul>
        <LanguageSwitch className="mt-2 px-4" />
        <div className="mt-3 border-t border-sand-100 pt-4 pb-2">
          {user ? (
            <>
              <div className="flex items-center gap-3 px-4 pb-3">
                <Avatar name={user.name} imageUrl={user.profileImage} />
                <span className="truncate text-sm font-semibold tracking-wide text-plum-950">
                  {user.name.toUpperCase()}
                </span>
              </div>
              <ul>
                {accountLinks(user.role).map((link) => (
                  <li key={link.label}>
                    <Link to={link.to} className={linkClasses} onClick={onNavigate}>
                      {t(link.label)}
                    </Link>
                  </li>
                ))}
                <li>
                  <button
                    type="button"
                    className={`${linkClasses} flex w-full items-center gap-3 text-left`}
                    onClick={() => {
                      onNavigate();
                      onLogout();
                    }}
                  >
                    <LogOut aria-hidden="true" className="size-4" /> {t('Logout')}
                  </button>
                </li>
              </ul>
            </>
          ) : (
            <div className="grid grid-cols-2 gap-3 px-1">
              <Link
                to="/login"
                className={buttonClasses('outline', 'md')}
                onClick={() => {
                  rememberFilteredList(location);
                  onNavigate();
                }}
              >
                {t('Login')}
              </Link>
              <Link
                to="/register"
                className={buttonClasses('primary', 'md')}
                onClick={() => {
                  rememberFilteredList(location);
                  onNavigate();
                }}
              >
                {t('Register')}
              </Link>
            </div>
          )}
        </div>
      </nav>
    </div>
  );
}
