import { waitlistMessages as m } from '@salon/contracts';
import type { WaitlistEntry, WaitlistOffer } from '@salon/contracts';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { useConfirm } from '../../../components/ui/use-confirm.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { errorDetail } from '../../../lib/error-detail.ts';
import { formatLongDate, formatTime12h } from '../../../lib/format-time.ts';
import { SALON_TIME_ZONE } from '../../../lib/salon-date.ts';
import { toast } from '../../../lib/toast.ts';
import { bookedServiceList } from '../../../lib/service-texts.ts';
import { useLanguage, useT } from '../../../lib/use-language.tsx';
import { useMyWaitlist } from '../api/get-my-waitlist.ts';
import { useLeaveWaitlist } from '../api/leave-waitlist.ts';

/** "HH:mm" on the salon's clock of an instant. */
const salonHhMm = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: SALON_TIME_ZONE,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(iso));

/**
 * The booking page claiming the offer (docs/decisions/0042-waitlist.md): it reads the held time,
 * branch, services and fee from the offer itself, so the link names only the offer.
 */
export const offerCheckoutPath = (offer: Pick<WaitlistOffer, '_id'>) =>
  `/book-appointment?${new URLSearchParams({ offerId: offer._id }).toString()}`;

/** docs/decisions/0042-waitlist.md: the customer's offers (book or let go) and waiting entries (leave). */
export function MyWaitlist() {
  const t = useT();
  const { language } = useLanguage();
  const waitlist = useMyWaitlist();
  const leave = useLeaveWaitlist();
  const [confirmDialog, confirm] = useConfirm();

  if (waitlist.isPending) return <p className="text-sm text-ink-muted">{t(m.loading)}</p>;
  if (waitlist.isError)
    return (
      <ErrorState
        title={m.loadFailed}
        message={errorDetail(waitlist.error, m.loadFailed)}
        onRetry={() => void waitlist.refetch()}
        isRetrying={waitlist.isFetching}
      />
    );
  const { entries, offers } = waitlist.data;

  const when = (date: string, time: string) =>
    `${formatLongDate(date, language)}, ${formatTime12h(time, language)}`;
  // Leaving gives up a time held for the entry (decision 0042 passes it on): asked first.
  const onLeave = async (entry: WaitlistEntry) => {
    const holdsTime = offers.some((offer) => offer.entryId === entry._id && offer.holdExpiresAt);
    if (
      holdsTime &&
      !(await confirm({
        title: t(m.leaveWithOfferTitle),
        description: t(m.leaveWithOfferBody),
        confirmLabel: t(m.leave),
        cancelLabel: t(m.keepWaiting),
      }))
    )
      return;
    leave.mutate(entry._id, {
      onSuccess: () => toast.success(t(m.left)),
      onError: (error) => toast.error(t(errorMessage(error, m.leaveFailed))),
    });
  };

  return (
    <section aria-labelledby="waitlist-title" className="space-y-4">
      <h2 id="waitlist-title" className="text-2xl text-plum-950">
        {t(m.yourEntries)}
      </h2>
      {offers.map((offer) => (
        <article key={offer._id} className="rounded-3xl border border-plum-200 bg-plum-50 p-5 shadow-sm">
          <h3 className="text-lg text-plum-950">{t(m.offerTitle)}</h3>
          <p className="mt-1 text-sm text-ink">{when(offer.date, offer.startTime)}</p>
          {offer.branchName && (
            <p className="text-sm text-ink">{t(m.atBranch, { branch: offer.branchName })}</p>
          )}
          <p className="text-sm text-ink-muted">{bookedServiceList(offer.services, language)}</p>
          {offer.holdExpiresAt && (
            <p className="mt-1 text-sm text-ink-muted">
              {t(m.offerHeldUntil, { time: formatTime12h(salonHhMm(offer.holdExpiresAt), language) })}
            </p>
          )}
          <Link to={offerCheckoutPath(offer)} className={buttonClasses('primary', 'md', 'mt-3 min-h-11')}>
            {t(m.claim)}
          </Link>
        </article>
      ))}
      {entries.length === 0 && offers.length === 0 && (
        <p className="text-sm text-ink-muted">{t(m.noEntries)}</p>
      )}
      <ul className="space-y-3">
        {entries.map((entry) => (
          <li key={entry._id} className="rounded-3xl border border-sand-200 bg-white p-5 shadow-sm">
            <p className="text-sm font-medium text-ink">{bookedServiceList(entry.services, language)}</p>
            {entry.branchName && (
              <p className="text-sm text-ink-muted">{t(m.atBranch, { branch: entry.branchName })}</p>
            )}
            <ul className="mt-2 space-y-1 text-sm text-ink-muted">
              {entry.windows.map((w) => (
                <li key={`${w.date}-${w.from}`}>
                  {formatLongDate(w.date, language)}: {formatTime12h(w.from, language)} –{' '}
                  {w.to === '24:00' ? formatTime12h('23:59', language) : formatTime12h(w.to, language)}
                </li>
              ))}
            </ul>
            <Button
              variant="outline"
              className="mt-3 min-h-11"
              isLoading={leave.isPending && leave.variables === entry._id}
              onClick={() => void onLeave(entry)}
            >
              {t(m.leave)}
            </Button>
          </li>
        ))}
      </ul>
      {confirmDialog}
    </section>
  );
}
