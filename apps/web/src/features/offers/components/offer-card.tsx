import type { Offer } from '@salon/contracts';
import { CalendarDays, Check, Gift } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { formatLkr } from '../../../lib/format-money.ts';
import { bookedServiceTitle, serviceTexts } from '../../../lib/service-texts.ts';
import { useLanguage, useT } from '../../../lib/use-language.tsx';
import { formatValidity } from '../lib/format-validity.ts';
import { ImageWithFallback } from '../../../components/ui/image-with-fallback.tsx';

interface OfferCardProps {
  offer: Offer;
  onBook: (offer: Offer) => void;
  isBooking: boolean;
  /** In the first row: its picture loads first (components/ui/image-with-fallback.tsx). */
  priority?: boolean;
}

function OfferImage({ src, priority }: { src: string | null; priority?: boolean }) {
  return (
    <ImageWithFallback
      src={src}
      priority={priority}
      width={800}
      height={500}
      // The card's width: one column on a phone, two from md, three from lg in the 72rem page.
      sizes="(min-width: 1152px) 347px, (min-width: 1024px) calc(33vw - 37px), (min-width: 768px) calc(50vw - 40px), calc(100vw - 32px)"
      className="aspect-[16/10] w-full bg-sand-100 object-cover"
      fallback={
        <div className="grid aspect-[16/10] w-full place-items-center bg-gradient-to-br from-plum-800 to-plum-950 text-blush-200">
          <Gift aria-hidden="true" className="size-12" />
        </div>
      }
    />
  );
}

/** docs/product.md#2.6: one active offer. Amounts in LKR, as on every other page (a departure from the original's $). */
export function OfferCard({ offer, onBook, isBooking, priority }: OfferCardProps) {
  const { language } = useLanguage();
  // The owner's words in the page's language, the English where none were given (as services).
  const { title, description } = serviceTexts(
    { title: offer.title || offer.name, description: offer.description, translations: offer.translations },
    language,
  );
  const t = useT();
  const headingId = `offer-${offer._id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex w-full flex-col overflow-hidden rounded-3xl border border-sand-200 bg-white shadow-[0_16px_48px_-30px_rgb(74_29_63/0.55)]"
    >
      <OfferImage src={offer.image} priority={priority} />
      <div className="flex flex-1 flex-col p-6">
        {/* Beside the title, never over the picture, whose own heading it would hide. */}
        <div className="flex items-start justify-between gap-3">
          <h2 id={headingId} className="min-w-0 text-2xl leading-snug break-words text-plum-950">
            {title}
          </h2>
          <span className="mt-0.5 shrink-0 rounded-full bg-gold-400 px-3 py-1 text-sm font-bold tracking-wide whitespace-nowrap text-plum-950 shadow-sm">
            {t('{discount}% OFF', { discount: offer.discount })}
          </span>
        </div>
        <p className="mt-2 text-sm leading-relaxed text-ink-muted">{description}</p>

        <p className="mt-5 flex flex-wrap items-baseline gap-x-3 gap-y-1">
          <span className="sr-only">{t('Offer price')}</span>
          <span className="font-display text-3xl text-plum-800">{formatLkr(offer.price, language)}</span>
          <span className="sr-only">{t('Original price')}</span>
          <s className="text-base text-ink-muted decoration-ink-muted/70">
            {formatLkr(offer.originalPrice, language)}
          </s>
        </p>

        <p className="mt-3 inline-flex items-center gap-2 text-sm text-ink-muted">
          <CalendarDays aria-hidden="true" className="size-4 shrink-0 text-gold-500" />
          <span>
            <span className="sr-only">{t('Valid')} </span>
            {formatValidity(offer.startDate, offer.endDate, language)}
          </span>
        </p>

        <div className="mt-5 rounded-2xl bg-sand-50 p-4">
          <h3 className="font-sans text-xs font-semibold tracking-[0.16em] text-plum-700 uppercase">
            {t('Included Services')}
          </h3>
          <ul className="mt-3 space-y-2">
            {offer.services.map((service) => (
              <li key={service._id} className="flex items-start gap-2 text-sm text-ink">
                <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-plum-600" />
                {bookedServiceTitle({ title: service.name, translations: service.translations }, language)}
              </li>
            ))}
          </ul>
        </div>

        <div className="mt-auto pt-6">
          <Button fullWidth size="lg" onClick={() => onBook(offer)} isLoading={isBooking}>
            {t('Book This Offer')}
          </Button>
        </div>
      </div>
    </article>
  );
}
