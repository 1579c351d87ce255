import type { Service } from '@salon/contracts';
import { Clock } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { formatLkr } from '../../../lib/format-money.ts';
import { serviceFilters } from '../lib/filter-services.ts';
import { ServiceThumbnail } from './service-thumbnail.tsx';

interface ServiceCardProps {
  service: Service;
  onBook: (service: Service) => void;
  isBooking: boolean;
  /** In the first row: its picture loads first (components/ui/image-with-fallback.tsx). */
  priority?: boolean;
}

const categoryLabel = (category: Service['category']) =>
  serviceFilters.find((filter) => filter.id === category)?.label ?? category;

/** docs/product.md#2.5: thumbnail, title, price in LKR, description, 'Duration: N min' and Book Now. */
export function ServiceCard({ service, onBook, isBooking, priority }: ServiceCardProps) {
  return (
    <article
      aria-labelledby={`service-${service._id}`}
      className="group flex w-full flex-col overflow-hidden rounded-3xl border border-sand-200 bg-white shadow-[0_12px_40px_-28px_rgb(74_29_63/0.45)] transition-shadow hover:shadow-[0_18px_48px_-24px_rgb(74_29_63/0.5)]"
    >
      <div className="relative overflow-hidden">
        <ServiceThumbnail src={service.thumbnail} category={service.category} priority={priority} />
        <span className="absolute right-3 bottom-3 rounded-full bg-white/90 px-3 py-1 text-xs font-semibold text-plum-800 shadow-sm backdrop-blur">
          {categoryLabel(service.category)}
        </span>
      </div>
      <div className="flex flex-1 flex-col p-5">
        <div className="flex items-start justify-between gap-3">
          <h2 id={`service-${service._id}`} className="text-xl leading-snug text-plum-950">
            {service.title}
          </h2>
          <p className="shrink-0 pt-0.5 font-semibold whitespace-nowrap text-plum-800">
            {formatLkr(service.price)}
          </p>
        </div>
        <p className="mt-2 line-clamp-3 text-sm leading-relaxed text-ink-muted">{service.description}</p>
        <div className="mt-auto flex items-center justify-between gap-3 pt-5">
          <p className="inline-flex items-center gap-1.5 text-sm text-ink-muted">
            <Clock aria-hidden="true" className="size-4 text-gold-500" />
            {`Duration: ${service.averageTime} min`}
          </p>
          <Button
            size="sm"
            onClick={() => onBook(service)}
            isLoading={isBooking}
            aria-label={`Book Now: ${service.title}`}
          >
            Book Now
          </Button>
        </div>
      </div>
    </article>
  );
}
