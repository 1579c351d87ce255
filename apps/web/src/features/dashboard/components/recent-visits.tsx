import type { Appointment } from '@salon/contracts';
import { RotateCcw } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { formatLongDate } from '../../../lib/format-time.ts';
import { bookedServiceTitle } from '../../../lib/service-texts.ts';
import { useLanguage, useT } from '../../../lib/use-language.tsx';

interface RecentVisitsProps {
  visits: Appointment[];
  onBookAgain: (visit: Appointment) => void;
  /** The visit whose services are going into the cart now. */
  repeatingVisitId: string | null;
}

/** docs/product.md#2.1: the latest past visits, each with Book again. */
export function RecentVisits({ visits, onBookAgain, repeatingVisitId }: RecentVisitsProps) {
  const t = useT();
  const { language } = useLanguage();
  return (
    <ul className="divide-y divide-sand-200 rounded-3xl border border-sand-200 bg-white">
      {visits.map((visit) => {
        const describedBy = `recent-visit-${visit._id}`;
        const services = visit.services
          .map((line) => `${bookedServiceTitle(line.service, language)} x ${line.quantity}`)
          .join(', ');
        return (
          <li
            key={visit._id}
            className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between sm:p-5"
          >
            <div id={describedBy} className="min-w-0">
              <p className="text-sm font-semibold text-plum-950">{formatLongDate(visit.date, language)}</p>
              <p className="mt-0.5 text-sm break-words text-ink-muted">{services}</p>
            </div>
            <Button
              variant="outline"
              size="sm"
              className="min-h-11 shrink-0 self-start sm:self-center"
              aria-describedby={describedBy}
              onClick={() => onBookAgain(visit)}
              isLoading={repeatingVisitId === visit._id}
              disabled={repeatingVisitId !== null && repeatingVisitId !== visit._id}
            >
              {repeatingVisitId !== visit._id && <RotateCcw aria-hidden="true" className="size-4" />}
              {t('Book again')}
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
