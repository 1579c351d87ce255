import type { AdminService } from '@salon/contracts';
import { formatLkr } from '../../../lib/format-money.ts';
import { useLanguage, useT } from '../../../lib/use-language.tsx';

interface ServicePickerProps {
  services: AdminService[];
  value: string[];
  onChange: (ids: string[]) => void;
  error?: string;
}

/** The services an offer includes, ticked from the catalogue. */
export function ServicePicker({ services, value, onChange, error }: ServicePickerProps) {
  const t = useT();
  const { language } = useLanguage();
  return (
    <fieldset aria-describedby={error ? 'offer-services-error' : undefined}>
      <legend className="mb-1.5 text-sm font-medium text-ink">{t('Included services')}</legend>
      <ul className="max-h-48 space-y-1 overflow-y-auto rounded-xl border border-sand-300 p-2">
        {services.map((service) => {
          const id = `offer-service-${service._id}`;
          return (
            <li
              key={service._id}
              className="flex items-center gap-2.5 rounded-lg px-2 py-1.5 hover:bg-sand-50"
            >
              <input
                id={id}
                type="checkbox"
                className="size-4 accent-plum-800"
                checked={value.includes(service._id)}
                onChange={(event) =>
                  onChange(
                    event.target.checked
                      ? [...value, service._id]
                      : value.filter((chosen) => chosen !== service._id),
                  )
                }
              />
              <label htmlFor={id} className="flex flex-1 justify-between gap-2 text-sm text-ink">
                <span>{service.title}</span>
                <span className="text-ink-muted">{formatLkr(service.price, language)}</span>
              </label>
            </li>
          );
        })}
      </ul>
      {error && (
        <p id="offer-services-error" className="mt-1.5 text-sm text-red-700">
          {t(error)}
        </p>
      )}
    </fieldset>
  );
}
