import { clsx } from 'clsx';
import { Link, NavLink } from 'react-router';

interface MainNavLinkProps {
  to: string;
  label: string;
  className: string;
  activeClassName: string;
  inactiveClassName?: string;
  onClick?: () => void;
}

/**
 * A link of the main bar. In-page anchors ('/#about') are never marked as the current page:
 * the home page already is, and two "current" links would confuse screen reader users.
 */
export function MainNavLink({
  to,
  label,
  className,
  activeClassName,
  inactiveClassName,
  onClick,
}: MainNavLinkProps) {
  if (to.includes('#')) {
    return (
      <Link to={to} className={clsx(className, inactiveClassName)} onClick={onClick}>
        {label}
      </Link>
    );
  }
  return (
    <NavLink
      to={to}
      end
      className={({ isActive }) => clsx(className, isActive ? activeClassName : inactiveClassName)}
      onClick={onClick}
    >
      {label}
    </NavLink>
  );
}
