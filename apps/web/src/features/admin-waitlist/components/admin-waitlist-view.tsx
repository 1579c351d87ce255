import { waitlistMessages as m } from '@salon/contracts';
import type { AdminWaitlist } from '@salon/contracts';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { useAdminBranch } from '../../../lib/admin-branch.ts';
import { errorDetail } from '../../../lib/error-detail.ts';
import { formatLongDate, formatTime12h, formatTimeRange } from '../../../lib/format-time.ts';
import { salonToday } from '../../../lib/salon-date.ts';
import { toast } from '../../../lib/toast.ts';
import { bookedServiceList } from '../../../lib/service-texts.ts';
import { useLanguage, useT } from '../../../lib/use-language.tsx';
import { useAdminWaitlist } from '../api/get-admin-waitlist.ts';
import { useOfferByHand } from '../api/offer-by-hand.ts';
import { useSaveOfferMinutes } from '../api/save-offer-minutes.ts';

type Entry = AdminWaitlist['entries'][number];

/** docs/decisions/0042-waitlist.md: the owner's waitlist of a day, offers by hand and the fill rate. */
export function AdminWaitlistView() {
  const t = useT();
  const { language } = useLanguage();
  const [date, setDate] = useState(() => salonToday());
  // docs/decisions/0047-back-office-per-branch.md: the back office's branch switcher says which
  // branch (or all) is shown.
  const { branchId, choosing, ready } = useAdminBranch({ all: true });
  const day = useAdminWaitlist(date, branchId, ready);
  const statusText = { held: m.offerStatusHeld, booked: m.offerStatusBooked, ended: m.offerStatusEnded };

  return (
    <div className="space-y-6">
      <TextField
        label={m.adminDay}
        type="date"
        value={date}
        onChange={(event) => event.target.value && setDate(event.target.value)}
        className="w-full max-w-xs"
      />
      {day.isPending && <p className="text-sm text-ink-muted">{t(m.loading)}</p>}
      {day.isError && (
        <ErrorState
          title={m.loadFailed}
          message={errorDetail(day.error, m.loadFailed)}
          onRetry={() => void day.refetch()}
          isRetrying={day.isFetching}
        />
      )}
      {day.data && (
        <>
          <OfferMinutes key={day.data.offerMinutes} saved={day.data.offerMinutes} />
          <p className="rounded-2xl bg-sand-50 px-4 py-3 text-sm text-ink">
            {t(m.adminFillRate, { filled: day.data.fillRate.filled, cancelled: day.data.fillRate.cancelled })}
          </p>
          <section aria-labelledby="waiting-title" className="space-y-3">
            <h2 id="waiting-title" className="text-xl text-plum-950">
              {t(m.adminWaiting)}
            </h2>
            {day.data.entries.length === 0 && <p className="text-sm text-ink-muted">{t(m.adminNoEntries)}</p>}
            <ol className="space-y-3">
              {day.data.entries.map((entry) => (
                <WaitingEntry
                  key={entry._id}
                  entry={entry}
                  date={date}
                  showBranch={choosing}
                  branchId={branchId}
                />
              ))}
            </ol>
          </section>
          <section aria-labelledby="offers-title" className="space-y-3">
            <h2 id="offers-title" className="text-xl text-plum-950">
              {t(m.adminOffers)}
            </h2>
            <ul className="space-y-2">
              {day.data.offers.map((offer) => (
                <li key={offer._id} className="rounded-2xl border border-sand-200 bg-white px-4 py-3 text-sm">
                  <span className="font-medium text-ink">{offer.customerName}</span>{' '}
                  {formatLongDate(offer.date, language)}, {formatTime12h(offer.startTime, language)} ·{' '}
                  {offer.branchName && <>{t(m.atBranch, { branch: offer.branchName })} · </>}
                  {t(statusText[offer.status])}
                </li>
              ))}
            </ul>
          </section>
        </>
      )}
    </div>
  );
}

/**
 * One waiting entry and its offer by hand, made at the branch shown (docs/decisions/0049-branch-manager.md):
 * an entry waiting at any branch is offered a time there; with every branch shown, wherever it fits.
 */
function WaitingEntry({
  entry,
  date,
  showBranch,
  branchId,
}: {
  entry: Entry;
  date: string;
  showBranch: boolean;
  branchId: string | undefined;
}) {
  const t = useT();
  const { language } = useLanguage();
  const offer = useOfferByHand();
  const first = entry.windows.find((w) => w.date === date)?.from ?? '10:00';
  const [start, setStart] = useState(first);
  return (
    <li className="rounded-2xl border border-sand-200 bg-white p-4">
      <p className="font-medium text-ink">{entry.customerName}</p>
      {showBranch && (
        <p className="text-sm text-ink-muted">
          {entry.branchName ? t(m.atBranch, { branch: entry.branchName }) : t(m.anyBranch)}
        </p>
      )}
      <p className="text-sm text-ink-muted">{bookedServiceList(entry.services, language)}</p>
      <ul className="mt-1 text-sm text-ink-muted">
        {entry.windows.map((w) => (
          <li key={`${w.date}-${w.from}`}>
            {formatLongDate(w.date, language)}: {formatTimeRange(w.from, w.to, language)}
          </li>
        ))}
      </ul>
      {entry.hasLiveOffer ? (
        <p className="mt-2 text-sm text-plum-900">{t(m.offerStatusHeld)}</p>
      ) : (
        <form
          className="mt-3 flex flex-wrap items-end gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            offer.mutate(
              { entryId: entry._id, date, startTime: start, ...(branchId && { branchId }) },
              {
                onSuccess: () => toast.success(t(m.adminOffered, { name: entry.customerName })),
                onError: (error) => toast.error(t(errorMessage(error, m.adminNothingFits))),
              },
            );
          }}
        >
          <TextField
            label={m.adminOfferStart}
            type="time"
            required
            value={start}
            onChange={(event) => setStart(event.target.value)}
          />
          <Button type="submit" className="min-h-11" isLoading={offer.isPending}>
            {t(m.adminOfferByHand)}
          </Button>
        </form>
      )}
    </li>
  );
}

function OfferMinutes({ saved }: { saved: number }) {
  const t = useT();
  const save = useSaveOfferMinutes();
  const [minutes, setMinutes] = useState(String(saved));
  return (
    <form
      className="flex flex-wrap items-end gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(Number(minutes), {
          onSuccess: () => toast.success(t(m.offerMinutesSaved)),
          onError: (error) => toast.error(t(errorMessage(error, m.offerMinutesRange))),
        });
      }}
    >
      <TextField
        label={m.adminOfferMinutes}
        type="number"
        min={10}
        max={30}
        required
        value={minutes}
        onChange={(event) => setMinutes(event.target.value)}
        hint={t(m.offerMinutesRange)}
      />
      <Button type="submit" className="min-h-11" isLoading={save.isPending}>
        {t(m.save)}
      </Button>
    </form>
  );
}
