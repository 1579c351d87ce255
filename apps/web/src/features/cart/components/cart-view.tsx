import { cartMessages, joinTitles } from '@salon/contracts';
import type { CartItem } from '@salon/contracts';
import { Gift, Plus, ShoppingBag, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { toast } from '../../../lib/toast.ts';
import { BranchPrices } from '../../../components/branch-prices.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { useConfirm } from '../../../components/ui/use-confirm.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { useChosenBranch } from '../../../lib/branches.ts';
import { errorDetail } from '../../../lib/error-detail.ts';
import { cartItemTitle } from '../../../lib/service-texts.ts';
import { useLanguage, useT } from '../../../lib/use-language.tsx';
import { useClearCart } from '../api/clear-cart.ts';
import { useCartAt } from '../api/get-cart.ts';
import { useRemoveCartItem } from '../api/remove-cart-item.ts';
import { useUpdateCartQuantity } from '../api/update-cart-quantity.ts';
import { CartItemRow } from './cart-item-row.tsx';
import { CartProceedBar } from './cart-proceed-bar.tsx';
import { CartSkeleton } from './cart-skeleton.tsx';
import { CartSummaryCard } from './cart-summary-card.tsx';
import { OfferBanner } from './offer-banner.tsx';

/** docs/product.md#2.9 and docs/product.md#4.2: the cart's items, the offer banner, the summary and the ways on. */
export function CartView() {
  // docs/decisions/0045-branches.md: priced at the branch the customer chose, as the booking page is.
  const branchChoice = useChosenBranch();
  const cartQuery = useCartAt(branchChoice);
  const clearCart = useClearCart();
  const updateQuantity = useUpdateCartQuantity();
  const removeItem = useRemoveCartItem();
  const [confirmDialog, ask] = useConfirm();
  const t = useT();
  const { language } = useLanguage();
  const titleOf = (item: CartItem) => cartItemTitle(item, language);

  if (cartQuery.isPending) return <CartSkeleton />;
  if (cartQuery.isError) {
    return (
      <ErrorState
        title={cartMessages.fetchFailed}
        message={errorDetail(cartQuery.error, cartMessages.fetchFailed)}
        onRetry={() => void cartQuery.refetch()}
        isRetrying={cartQuery.isFetching}
      />
    );
  }

  const cart = cartQuery.data;
  if (cart.items.length === 0) {
    return (
      <EmptyState
        icon={ShoppingBag}
        title={cartMessages.empty}
        message={cartMessages.emptyHint}
        action={
          <Link to="/services" className={buttonClasses('primary')}>
            {t('Browse Services')}
          </Link>
        }
      />
    );
  }

  // docs/product.md#2.9: with an offer, only the items that came from it are listed.
  const items = cart.specialOffer ? cart.items.filter((item) => item.fromSpecialOffer) : cart.items;

  function changeQuantity(item: CartItem, quantity: number) {
    updateQuantity.mutate(
      { itemId: item._id, quantity },
      { onError: (error) => toast.error(t(errorMessage(error, cartMessages.updateQuantityFailed))) },
    );
  }

  const offer = cart.specialOffer;
  const cartTitles = offer ? [offer.title] : cart.items.map(titleOf);

  // docs/product.md#2.9: one service of an offer takes the whole offer with it, so that asks first.
  async function remove(item: CartItem) {
    const isWholeOffer = item.fromSpecialOffer && offer !== null;
    if (isWholeOffer) {
      const isConfirmed = await ask({
        title: t(cartMessages.removeOfferTitle),
        description: t(
          'The services of {offer} are booked together, so removing one removes the whole offer from your cart.',
          { offer: offer.title },
        ),
        confirmLabel: t(cartMessages.removeOfferConfirm),
      });
      if (!isConfirmed) return;
    }
    // docs/product.md#8.3: a service leaves on its own; an offer's service takes the whole item.
    const [removed, done, failed] = isWholeOffer
      ? [[offer.title], cartMessages.itemRemoved, cartMessages.removeItemFailed]
      : [[titleOf(item)], cartMessages.serviceRemoved, cartMessages.removeFailed];
    removeItem.mutate(item._id, {
      onSuccess: () => toast.success(t(done), { description: removedNamed(removed) }),
      onError: (error) => toast.error(t(errorMessage(error, failed))),
    });
  }

  function removedNamed(titles: readonly string[]) {
    return t('Removed {titles} from your cart', { titles: joinTitles(titles) });
  }

  async function clear() {
    const removed = cartTitles;
    const isConfirmed = await ask({
      title: t(cartMessages.clearTitle),
      description: t('This removes {titles} from your cart.', { titles: joinTitles(removed) }),
      confirmLabel: t(cartMessages.clearConfirm),
    });
    if (!isConfirmed) return;
    clearCart.mutate(
      {},
      {
        onSuccess: () => toast.success(t(cartMessages.cleared), { description: removedNamed(removed) }),
      },
    );
  }

  return (
    <div className="grid gap-8 lg:grid-cols-[1fr_22rem] lg:items-start">
      <div className="min-w-0 space-y-6">
        <BranchPrices choice={branchChoice} branchId={branchChoice.branchId} />
        {cart.specialOffer && <OfferBanner offer={cart.specialOffer} />}
        <section
          aria-labelledby="cart-items-title"
          className="rounded-3xl border border-sand-200 bg-white shadow-sm"
        >
          <div className="flex items-center justify-between gap-4 border-b border-sand-100 px-5 py-4 sm:px-6">
            <h2 id="cart-items-title" className="text-xl text-plum-950">
              {t(cart.specialOffer ? 'Included services' : 'Your services')}
            </h2>
            <Button
              variant="ghost"
              size="sm"
              isLoading={clearCart.isPending}
              onClick={() => void clear()}
              className="text-red-700 hover:bg-red-50"
            >
              {!clearCart.isPending && <Trash2 aria-hidden="true" className="size-4" />}
              {t('Clear Cart')}
            </Button>
          </div>
          <ul className="divide-y divide-sand-100">
            {items.map((item) => (
              <CartItemRow
                key={item._id}
                item={item}
                // Left out of the totals by the server: booking at this branch would refuse it.
                notOfferedAt={item.offered === false ? branchChoice.branch?.name : undefined}
                onQuantityChange={changeQuantity}
                onRemove={(removed) => void remove(removed)}
                isUpdating={updateQuantity.isPending && updateQuantity.variables?.itemId === item._id}
                isRemoving={removeItem.isPending && removeItem.variables === item._id}
              />
            ))}
          </ul>
        </section>
        <div className="flex flex-wrap gap-3">
          <Link to="/services" className={buttonClasses('outline')}>
            <Plus aria-hidden="true" className="size-4" />
            {t('Add More Services')}
          </Link>
          {!cart.specialOffer && (
            <Link to="/special-offers" className={buttonClasses('secondary')}>
              <Gift aria-hidden="true" className="size-4" />
              {t('View Special Offers')}
            </Link>
          )}
        </div>
      </div>
      <CartSummaryCard cart={cart} />
      <CartProceedBar cart={cart} />
      {confirmDialog}
    </div>
  );
}
