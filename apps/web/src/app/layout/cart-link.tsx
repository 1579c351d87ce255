import { ShoppingBag } from 'lucide-react';
import { Link } from 'react-router';
import { useCartBump } from '../../features/cart/hooks/use-cart-bump.ts';
import { useT } from '../../lib/use-language.tsx';

/** docs/product.md#2.2: the badge shows only when something is in the cart; docs/product.md#2.4: it bumps after an add. */
export function CartLink({ count }: { count: number }) {
  const bumpRef = useCartBump<HTMLSpanElement>();
  const t = useT();
  return (
    <Link
      to="/cart"
      aria-label={
        count > 0 ? t(count === 1 ? 'Cart, {count} item' : 'Cart, {count} items', { count }) : t('Cart')
      }
      className="relative grid size-11 place-items-center rounded-full text-plum-900 transition-colors hover:bg-plum-50"
    >
      <span ref={bumpRef} className="relative grid size-full place-items-center">
        <ShoppingBag aria-hidden="true" className="size-5" />
        {count > 0 && (
          <span
            data-testid="cart-badge"
            className="absolute -top-0.5 -right-0.5 grid min-w-5 place-items-center rounded-full bg-plum-800 px-1 text-[11px] leading-5 font-semibold text-white ring-2 ring-white"
          >
            {count}
          </span>
        )}
      </span>
    </Link>
  );
}
