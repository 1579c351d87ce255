/** The top bar's controls for a signed-in visitor, loaded as one (nav-bar.tsx). */
export { CartLink } from './cart-link.tsx';
export { UserMenu } from './user-menu.tsx';
