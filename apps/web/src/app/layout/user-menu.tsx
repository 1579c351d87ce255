import type { User } from '@salon/contracts';
import { clsx } from 'clsx';
import { ChevronDown, LogOut } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Avatar } from '../../components/ui/avatar.tsx';
import { useDismiss } from '../../lib/use-dismiss.ts';
import { useT } from '../../lib/use-language.tsx';
import { accountLinks } from './nav-links.ts';

interface UserMenuProps {
  user: User;
  onLogout: () => void;
}

/** The signed-in user's menu (docs/product.md#2.2): a disclosure that closes on outside press, Escape or choice. */
export function UserMenu({ user, onLogout }: UserMenuProps) {
  const [isOpen, setIsOpen] = useState(false);
  const t = useT();
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  useDismiss(isOpen, [buttonRef, panelRef], (reason) => {
    setIsOpen(false);
    if (reason === 'escape') buttonRef.current?.focus();
  });

  const itemClasses =
    'flex w-full items-center gap-3 rounded-lg px-3 py-2 text-left text-sm text-ink hover:bg-plum-50 hover:text-plum-900';

  return (
    <div className="relative min-w-0">
      <button
        ref={buttonRef}
        type="button"
        // The whole name on hover when the bar has room for only part of it.
        title={user.name}
        aria-expanded={isOpen}
        aria-controls={menuId}
        onClick={() => setIsOpen((open) => !open)}
        className="flex max-w-full min-w-0 items-center gap-2.5 rounded-full py-1 pr-3 pl-1 transition-colors hover:bg-plum-50"
      >
        <Avatar name={user.name} imageUrl={user.profileImage} />
        {/*
          Below 1280 px the top bar has room for its links or the name, not both: the picture stays,
          the name is read out. From 1280 px the name takes the room the links leave, up to 160 px.
        */}
        <span className="max-w-40 min-w-0 truncate text-sm font-semibold tracking-wide text-plum-950 max-xl:sr-only">
          {user.name.toUpperCase()}
        </span>
        <ChevronDown
          aria-hidden="true"
          className={clsx('size-4 text-ink-muted transition-transform', isOpen && 'rotate-180')}
        />
      </button>
      {isOpen && (
        <div
          ref={panelRef}
          id={menuId}
          className="absolute right-0 z-40 mt-2 w-60 rounded-2xl border border-sand-200 bg-white p-2 shadow-xl shadow-plum-950/10"
        >
          <p className="truncate px-3 pt-1 pb-2 text-xs text-ink-muted">{user.email ?? user.phone}</p>
          <ul>
            {accountLinks(user.role).map((link) => (
              <li key={link.label}>
                <Link to={link.to} className={itemClasses} onClick={() => setIsOpen(false)}>
                  {t(link.label)}
                </Link>
              </li>
            ))}
            <li className="mt-1 border-t border-sand-100 pt-1">
              <button
                type="button"
                className={itemClasses}
                onClick={() => {
                  setIsOpen(false);
                  onLogout();
                }}
              >
                <LogOut aria-hidden="true" className="size-4" />
                {t('Logout')}
              </button>
            </li>
          </ul>
        </div>
      )}
    </div>
  );
}
