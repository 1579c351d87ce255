import type { CartItem } from '@salon/contracts';
import { Clock, Sparkles, Trash2 } from 'lucide-react';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { lineTotalLkr } from '../../../lib/cart-lines.ts';
import { formatLkr } from '../../../lib/format-money.ts';
import { cartItemTitle, serviceTexts } from '../../../lib/service-texts.ts';
import { useLanguage, useT } from '../../../lib/use-language.tsx';
import { QuantityStepper } from './quantity-stepper.tsx';
import { ImageWithFallback } from '../../../components/ui/image-with-fallback.tsx';

interface CartItemRowProps {
  item: CartItem;
  /** The chosen branch's name when it does not offer this service (then the line has no total). */
  notOfferedAt?: string | undefined;
  onQuantityChange: (item: CartItem, quantity: number) => void;
  onRemove: (item: CartItem) => void;
  isUpdating: boolean;
  isRemoving: boolean;
}

function ItemThumbnail({ src }: { src: string | null }) {
  return (
    <ImageWithFallback
      src={src}
      width={96}
      height={96}
      sizes="(min-width: 640px) 96px, 80px"
      className="size-20 shrink-0 rounded-2xl bg-sand-100 object-cover sm:size-24"
      fallback={
        <div className="grid size-20 shrink-0 place-items-center rounded-2xl bg-gradient-to-br from-blush-100 to-plum-100 text-plum-700 sm:size-24">
          <Sparkles aria-hidden="true" className="size-7" />
        </div>
      }
    />
  );
}

/**
 * docs/product.md#2.9: thumbnail, title, description, unit price, quantity control (none for a service booked
 * once per visit), line total, remove.
 */
export function CartItemRow({
  item,
  notOfferedAt,
  onQuantityChange,
  onRemove,
  isUpdating,
  isRemoving,
}: CartItemRowProps) {
  const t = useT();
  const { language } = useLanguage();
  const title = cartItemTitle(item, language);
  const { description } = serviceTexts(item.service, language);
  return (
    <li className="flex flex-col gap-4 p-5 sm:flex-row sm:items-start sm:p-6">
      <div className="flex min-w-0 flex-1 gap-4">
        <ItemThumbnail src={item.service.thumbnail} />
        <div className="min-w-0 flex-1">
          <h3 className="text-lg leading-snug text-plum-950">{title}</h3>
          <p className="mt-1 line-clamp-2 text-sm leading-relaxed text-ink-muted">{description}</p>
          <p className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
            <span className="font-medium text-plum-800">
              {formatLkr(item.price, language)}
              <span className="font-normal text-ink-muted">{t(' each')}</span>
            </span>
            <span className="inline-flex items-center gap-1 text-ink-muted">
              <Clock aria-hidden="true" className="size-3.5 text-gold-500" />
              {t('{minutes} min', { minutes: item.duration })}
            </span>
          </p>
          {notOfferedAt && (
            <p className="mt-2 rounded-xl bg-amber-50 px-3 py-2 text-sm text-amber-950">
              {t('Not offered at {branch}: remove it, or choose another branch.', { branch: notOfferedAt })}
            </p>
          )}
        </div>
      </div>
      <div className="flex items-center justify-between gap-4 border-t border-sand-100 pt-4 sm:flex-col sm:items-end sm:border-0 sm:pt-0">
        {item.service.bookableOnce ? (
          // Booked once per visit (a haircut): nothing to step, the quantity is simply 1.
          <p className="text-sm text-ink-muted">
            {t('Quantity')} <span className="font-semibold text-ink tabular-nums">{item.quantity}</span>
          </p>
        ) : (
          <QuantityStepper
            quantity={item.quantity}
            itemTitle={title}
            isLocked={item.fromSpecialOffer}
            isBusy={isUpdating || isRemoving}
            onChange={(quantity) => onQuantityChange(item, quantity)}
          />
        )}
        <div className="flex items-center gap-2">
          {!notOfferedAt && (
            <p className="font-display text-xl text-plum-950 tabular-nums">
              <span className="sr-only">{t('Line total ')}</span>
              {formatLkr(lineTotalLkr(item), language)}
            </p>
          )}
          <button
            type="button"
            onClick={() => onRemove(item)}
            disabled={isRemoving}
            aria-label={t('Remove {title}', { title })}
            className="grid size-9 place-items-center rounded-full text-ink-muted shrink-0 transition-colors pointer-coarse:size-11 hover:bg-red-50 hover:text-red-700 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-plum-600 disabled:cursor-wait"
          >
            {isRemoving ? <Spinner /> : <Trash2 aria-hidden="true" className="size-4" />}
          </button>
        </div>
      </div>
    </li>
  );
}
