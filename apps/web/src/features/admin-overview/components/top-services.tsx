import type { AdminOverview } from '@salon/contracts';
import { Panel } from './panel.tsx';

export function TopServices({ services }: { services: AdminOverview['topServices'] }) {
  return (
    <Panel title="Top services">
      {services.length === 0 ? (
        <p className="py-6 text-sm text-ink-muted">No bookings in the last 90 days.</p>
      ) : (
        <ol className="space-y-2">
          {services.map((service, index) => (
            <li key={service.title} className="flex items-center gap-3 text-sm">
              <span className="grid size-6 shrink-0 place-items-center rounded-full bg-blush-100 text-xs font-semibold text-plum-900">
                {index + 1}
              </span>
              <span className="min-w-0 flex-1 truncate text-ink">{service.title}</span>
              <span className="font-medium text-plum-950">
                {service.bookings} {service.bookings === 1 ? 'booking' : 'bookings'}
              </span>
            </li>
          ))}
        </ol>
      )}
      <p className="mt-3 text-xs text-ink-muted">Over the last 90 days.</p>
    </Panel>
  );
}
