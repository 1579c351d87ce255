import type { AdminOverview } from '@salon/contracts';
import { Panel } from './panel.tsx';
import { bookedServiceTitle } from '../../../lib/service-texts.ts';
import { useLanguage, useT } from '../../../lib/use-language.tsx';

export function TopServices({ services }: { services: AdminOverview['topServices'] }) {
  const t = useT();
  const { language } = useLanguage();
  return (
    <Panel title="Top services">
      {services.length === 0 ? (
        <p className="py-6 text-sm text-ink-muted">{t('No bookings in the last 90 days.')}</p>
      ) : (
        <ol className="space-y-2">
          {services.map((service, index) => (
            <li key={service.title} className="flex items-center gap-3 text-sm">
              <span className="grid size-6 shrink-0 place-items-center rounded-full bg-blush-100 text-xs font-semibold text-plum-900">
                {index + 1}
              </span>
              <span className="min-w-0 flex-1 truncate text-ink">
                {bookedServiceTitle(service, language)}
              </span>
              <span className="font-medium text-plum-950">
                {service.bookings === 1
                  ? t('{count} booking', { count: service.bookings })
                  : t('{count} bookings', { count: service.bookings })}
              </span>
            </li>
          ))}
        </ol>
      )}
      <p className="mt-3 text-xs text-ink-muted">{t('Over the last 90 days.')}</p>
    </Panel>
  );
}
