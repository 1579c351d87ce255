import { PageHero } from '../../components/ui/page-hero.tsx';
import { CartView } from '../../features/cart/components/cart-view.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** docs/product.md#2.9: the cart, reached only through the access gate. */
export function CartPage() {
  useDocumentTitle('Services Cart');
  return (
    <>
      <PageHero
        eyebrow="Your booking"
        title="Services Cart"
        description="Review your services, then choose a date and time that suits you."
      />
      <div className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6 sm:py-12">
        <CartView />
      </div>
    </>
  );
}
