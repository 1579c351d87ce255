import { errorMessage } from '../../lib/api-error.ts';
import { formatLkr } from '../../lib/format-money.ts';
import { serviceTexts } from '../../lib/service-texts.ts';
import type { Translatable } from '../../lib/service-texts.ts';
import { useLanguage, useT } from '../../lib/use-language.tsx';

export type ChecklistService = Translatable & { _id: string; price?: number };

interface DeskServiceChecklistProps {
  services: ChecklistService[];
  isPending: boolean;
  error: unknown;
  /** What an empty list tells the person booking. */
  emptyText: string;
  /** Show each service's price (the branch's own, docs/decisions/0046-branch-prices-messages-shifts.md). */
  showPrice?: boolean;
  chosen: string[];
  onChange: (serviceIds: string[]) => void;
}

/** The services of a desk booking, each a whole row to tap (44 px on a phone, docs/product.md#9). */
export function DeskServiceChecklist({
  services,
  isPending,
  error,
  emptyText,
  showPrice = false,
  chosen,
  onChange,
}: DeskServiceChecklistProps) {
  const t = useT();
  const { language } = useLanguage();
  const toggle = (id: string, on: boolean) =>
    onChange(on ? [...chosen, id] : chosen.filter((other) => other !== id));
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-semibold text-plum-950">{t('Services')}</legend>
      {isPending ? (
        <p className="text-sm text-ink-muted" role="status">
          {t('Loading services...')}
        </p>
      ) : error ? (
        <p className="text-sm text-red-700" role="alert">
          {t(errorMessage(error, 'The services could not be loaded'))}
        </p>
      ) : services.length === 0 ? (
        <p className="text-sm text-ink-muted">{t(emptyText)}</p>
      ) : (
        <div className="max-h-56 overflow-y-auto">
          {services.map((service) => (
            <div key={service._id} className="flex items-center gap-3">
              <label className="flex min-h-9 flex-1 items-center gap-3 text-sm text-ink pointer-coarse:min-h-11">
                <input
                  type="checkbox"
                  checked={chosen.includes(service._id)}
                  onChange={(e) => toggle(service._id, e.target.checked)}
                  aria-describedby={showPrice ? `desk-price-${service._id}` : undefined}
                  className="size-4 accent-plum-900"
                />
                {serviceTexts(service, language).title}
              </label>
              {showPrice && service.price !== undefined && (
                <span id={`desk-price-${service._id}`} className="text-sm text-ink-muted tabular-nums">
                  {formatLkr(service.price, language)}
                </span>
              )}
            </div>
          ))}
        </div>
      )}
    </fieldset>
  );
}
