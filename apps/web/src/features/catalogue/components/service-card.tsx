import type { Service } from '@salon/contracts';
import { Clock } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { formatLkr } from '../../../lib/format-money.ts';
import { serviceTexts } from '../../../lib/service-texts.ts';
import { useLanguage, useT } from '../../../lib/use-language.tsx';
import { categoryLabel } from '../lib/filter-services.ts';
import { ServiceThumbnail } from './service-thumbnail.tsx';

interface ServiceCardProps {
  service: Service;
  onBook: (service: Service) => void;
  /** Opens the details dialog (full description, duration, price, Book Now). */
  onShowDetails: (service: Service) => void;
  isBooking: boolean;
  /** In the first row: its picture loads first (components/ui/image-with-fallback.tsx). */
  priority?: boolean;
}

/**
 * docs/product.md#2.5: a compact card (thumbnail, title, price in LKR, description,
 * 'Duration: N min', Details and Book Now), so a phone shows several at once.
 */
export function ServiceCard({ service, onBook, onShowDetails, isBooking, priority }: ServiceCardProps) {
  const { language } = useLanguage();
  const t = useT();
  const texts = serviceTexts(service, language);
  return (
    <article
      aria-labelledby={`service-${service._id}`}
      className="flex w-full gap-3 rounded-2xl border border-sand-200 bg-white p-3 shadow-[0_10px_30px_-26px_rgb(74_29_63/0.5)] transition-shadow hover:shadow-[0_14px_36px_-22px_rgb(74_29_63/0.5)] sm:gap-4"
    >
      <div className="size-24 shrink-0 overflow-hidden rounded-xl sm:size-28">
        <ServiceThumbnail src={service.thumbnail} category={service.category} priority={priority} />
      </div>
      <div className="flex min-w-0 flex-1 flex-col">
        <p className="text-xs font-semibold tracking-wide text-plum-700">
          {t(categoryLabel(service.category))}
        </p>
        <h2 id={`service-${service._id}`} className="text-lg leading-snug text-plum-950">
          {/* A 44 px target to tap, not the 25 px line of the title alone. */}
          <button
            type="button"
            onClick={() => onShowDetails(service)}
            className="flex min-h-11 w-full items-center rounded text-left decoration-plum-300 underline-offset-4 hover:underline"
          >
            {texts.title}
          </button>
        </h2>
        <div className="mt-0.5 flex flex-wrap items-center gap-x-3 gap-y-0.5 text-sm">
          <p className="font-semibold whitespace-nowrap text-plum-800">
            {formatLkr(service.price, language)}
          </p>
          <p className="inline-flex items-center gap-1 whitespace-nowrap text-ink-muted">
            <Clock aria-hidden="true" className="size-3.5 text-gold-500" />
            {t('Duration: {minutes} min', { minutes: service.averageTime })}
          </p>
        </div>
        <p className="mt-1 line-clamp-1 text-sm leading-snug text-ink-muted sm:line-clamp-2">
          {texts.description}
        </p>
        <div className="mt-auto flex flex-wrap items-center justify-end gap-1.5 pt-2">
          <Button
            size="sm"
            variant="ghost"
            className="px-3"
            onClick={() => onShowDetails(service)}
            aria-label={t('Details: {title}', { title: texts.title })}
          >
            {t('Details')}
          </Button>
          <Button
            size="sm"
            onClick={() => onBook(service)}
            isLoading={isBooking}
            aria-label={t('Book Now: {title}', { title: texts.title })}
          >
            {t('Book Now')}
          </Button>
        </div>
      </div>
    </article>
  );
}
