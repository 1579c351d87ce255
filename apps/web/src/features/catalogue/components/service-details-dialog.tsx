import type { Service } from '@salon/contracts';
import { Clock } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { formatLkr } from '../../../lib/format-money.ts';
import { serviceTexts } from '../../../lib/service-texts.ts';
import { useLanguage, useT } from '../../../lib/use-language.tsx';
import { categoryLabel } from '../lib/filter-services.ts';
import { ServiceThumbnail } from './service-thumbnail.tsx';

interface ServiceDetailsDialogProps {
  /** The service shown; null when the dialog is closed. */
  service: Service | null;
  onClose: () => void;
  onBook: (service: Service) => void;
  isBooking: boolean;
}

/**
 * docs/product.md#2.5: one service in full (picture, category, price, duration, the whole
 * description) with Book Now. Escape or Close shuts it and focus goes back to the card.
 */
export function ServiceDetailsDialog({ service, onClose, onBook, isBooking }: ServiceDetailsDialogProps) {
  const { language } = useLanguage();
  const t = useT();
  const texts = service ? serviceTexts(service, language) : null;
  return (
    <Dialog open={service !== null} title={texts?.title ?? ''} onRequestClose={onClose}>
      {service && (
        <div className="space-y-4">
          <div className="overflow-hidden rounded-2xl">
            <ServiceThumbnail src={service.thumbnail} category={service.category} shape="detail" />
          </div>
          <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
            <p className="text-lg font-semibold text-plum-800">{formatLkr(service.price, language)}</p>
            <p className="inline-flex items-center gap-1.5 text-ink-muted">
              <Clock aria-hidden="true" className="size-4 text-gold-500" />
              {t('Duration: {minutes} min', { minutes: service.averageTime })}
            </p>
            <p className="rounded-full bg-plum-50 px-3 py-0.5 text-xs font-semibold text-plum-800">
              {t(categoryLabel(service.category))}
            </p>
          </div>
          <p className="leading-relaxed whitespace-pre-line text-ink">{texts?.description}</p>
          <Button fullWidth size="lg" onClick={() => onBook(service)} isLoading={isBooking}>
            {t('Book Now')}
          </Button>
        </div>
      )}
    </Dialog>
  );
}
