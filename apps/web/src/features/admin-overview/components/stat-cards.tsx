import type { AdminOverview } from '@salon/contracts';
import { Ban, Banknote, RotateCcw, UserX } from 'lucide-react';
import type { ComponentType, SVGProps } from 'react';
import { formatLkr } from '../../../lib/format-money.ts';
import { useLanguage, useT } from '../../../lib/use-language.tsx';

interface Stat {
  label: string;
  value: string;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
}

/** This month's money and misses, the figures the owner checks first. */
export function StatCards({ month }: { month: AdminOverview['thisMonth'] }) {
  const t = useT();
  const { language } = useLanguage();
  const stats: Stat[] = [
    { label: 'Fees collected', value: formatLkr(month.feesCollected, language), icon: Banknote },
    { label: 'Fees refunded', value: formatLkr(month.feesRefunded, language), icon: RotateCcw },
    { label: 'Cancellations', value: String(month.cancellations), icon: Ban },
    { label: 'No-shows', value: String(month.noShows), icon: UserX },
  ];
  return (
    <section aria-labelledby="this-month-heading">
      <h2 id="this-month-heading" className="sr-only">
        {t('This month')}
      </h2>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {stats.map(({ label, value, icon: Icon }) => (
          <div key={label} className="min-w-0 rounded-2xl border border-sand-200 bg-white p-4">
            <dt className="flex items-center gap-2 text-xs font-medium text-ink-muted">
              <Icon aria-hidden="true" className="size-4 text-plum-700" />
              {t(label)} <span className="sr-only">{t('this month')}</span>
            </dt>
            {/* A month of fees ("LKR 1,250,000") must wrap inside half a phone's width, not widen the page. */}
            <dd className="mt-2 text-lg font-semibold [overflow-wrap:anywhere] text-plum-950 tabular-nums sm:text-xl">
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-2 text-xs text-ink-muted">{t('Figures for the current month.')}</p>
    </section>
  );
}
