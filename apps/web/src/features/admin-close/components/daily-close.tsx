import type { DailyClose as Close, DailyCloseTotals, DailyCloseVisit } from '@salon/contracts';
import { isValidDate } from '@salon/domain';
import { Download, Receipt } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { PhoneLink } from '../../../components/ui/phone-link.tsx';
import { PageLoader } from '../../../components/ui/spinner.tsx';
import { StatusBadge } from '../../../components/ui/status-badge.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useAdminBranch } from '../../../lib/admin-branch.ts';
import { errorMessage } from '../../../lib/api-error.ts';
import { errorDetail } from '../../../lib/error-detail.ts';
import { formatLkr } from '../../../lib/format-money.ts';
import { formatLongDate, formatTime12h } from '../../../lib/format-time.ts';
import { salonToday } from '../../../lib/salon-date.ts';
import { toast } from '../../../lib/toast.ts';
import { bookedServiceList } from '../../../lib/service-texts.ts';
import { useLanguage, useT } from '../../../lib/use-language.tsx';
import { useDownloadDailyClose } from '../api/download-daily-close.ts';
import { useDailyClose } from '../api/get-daily-close.ts';

export const closeLoadFailed = 'Failed to load the daily close';

/** The money columns of a visit, a stylist's totals and the day's, in one order everywhere. */
const MONEY_COLUMNS = [
  ['feePaidOnlineLkr', 'Paid online'],
  ['feeRefundedLkr', 'Refunded'],
  ['servicesTotalLkr', 'Services'],
  ['toTakeAtDeskLkr', 'To take at the desk'],
] as const satisfies readonly (readonly [keyof DailyCloseVisit & keyof DailyCloseTotals, string])[];

/** The totals' columns: a visit's money, and the fees paid at the desk this day for any day's visit. */
const TOTAL_COLUMNS = [
  ...MONEY_COLUMNS,
  ['feeTakenAtDeskLkr', 'Fee taken at the desk'],
] as const satisfies readonly (readonly [keyof DailyCloseTotals, string])[];

type TotalsRow = DailyCloseTotals & { key: string; name: string };

function StylistTotals({ close }: { close: Close }) {
  const t = useT();
  return (
    <TotalsTable
      title="Totals per stylist"
      firstColumn="Stylist"
      rows={close.stylists.map((row) => ({
        ...row,
        key: row.stylist?._id ?? 'none',
        name: row.stylist?.name ?? t('No stylist named'),
      }))}
      total={close.totals}
    />
  );
}

/** docs/decisions/0045-branches.md: every branch's close together, the totals of each. */
function BranchTotals({ close }: { close: Close }) {
  return (
    <TotalsTable
      title="Totals per branch"
      firstColumn="Branch"
      rows={(close.branches ?? []).map((row) => ({ ...row, key: row.branch._id, name: row.branch.name }))}
      total={close.totals}
    />
  );
}

function TotalsTable({
  title,
  firstColumn,
  rows,
  total,
}: {
  title: 'Totals per stylist' | 'Totals per branch';
  firstColumn: 'Stylist' | 'Branch';
  rows: TotalsRow[];
  total: DailyCloseTotals;
}) {
  const t = useT();
  const { language } = useLanguage();
  return (
    <div className="space-y-1">
      {/* On a phone the table is wider than the screen: say so where the edge cuts it. */}
      <p className="text-right text-xs text-ink-muted sm:hidden" aria-hidden="true">
        {t('Scroll sideways for more →')}
      </p>
      <div
        tabIndex={0}
        role="region"
        aria-label={t(title)}
        className="overflow-x-auto bg-[linear-gradient(to_right,white_30%,transparent),linear-gradient(to_left,white_30%,transparent),radial-gradient(farthest-side_at_100%_50%,rgb(0_0_0/0.15),transparent)] bg-[length:2.5rem_100%,2.5rem_100%,0.75rem_100%] bg-[position:left_center,right_center,right_center] bg-no-repeat [background-attachment:local,local,scroll]"
      >
        <table className="w-full min-w-[32rem] text-left text-sm">
          <caption className="pb-2 text-left text-xl text-plum-950">{t(title)}</caption>
          <thead className="border-b border-sand-200 text-xs text-ink-muted">
            <tr>
              <th scope="col" className="px-3 py-2 font-medium">
                {t(firstColumn)}
              </th>
              <th scope="col" className="px-3 py-2 text-right font-medium">
                {t('Visits')}
              </th>
              {TOTAL_COLUMNS.map(([key, label]) => (
                <th key={key} scope="col" className="px-3 py-2 text-right font-medium">
                  {t(label)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-sand-100">
            {rows.map((row) => (
              <tr key={row.key}>
                <th scope="row" className="px-3 py-2 font-medium text-ink">
                  {row.name}
                </th>
                <td className="px-3 py-2 text-right">{row.visits}</td>
                {TOTAL_COLUMNS.map(([key]) => (
                  <td key={key} className="px-3 py-2 text-right whitespace-nowrap">
                    {formatLkr(row[key], language)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
          <tfoot className="border-t-2 border-sand-300 font-semibold">
            <tr>
              <th scope="row" className="px-3 py-2 text-ink">
                {t('Day total')}
              </th>
              <td className="px-3 py-2 text-right">{total.visits}</td>
              {TOTAL_COLUMNS.map(([key]) => (
                <td key={key} className="px-3 py-2 text-right whitespace-nowrap">
                  {formatLkr(total[key], language)}
                </td>
              ))}
            </tr>
          </tfoot>
        </table>
      </div>
    </div>
  );
}

/**
 * docs/decisions/0041-customers-and-merge.md: fees of desk bookings paid at the desk when they
 * were made this day, for a visit of any day; that visit's own card leaves the fee out.
 */
function TakenAtDesk({ close }: { close: Close }) {
  const t = useT();
  const { language } = useLanguage();
  return (
    <section aria-labelledby="close-taken-title" className="space-y-3">
      <h2 id="close-taken-title" className="text-xl text-plum-950">
        {t('Taken at the desk today')}
      </h2>
      <ul className="space-y-3">
        {close.takenAtDesk.map((taken) => (
          <li
            key={taken._id}
            className="flex flex-wrap items-start justify-between gap-2 rounded-3xl border border-sand-200 bg-white p-4"
          >
            <div>
              <p className="font-semibold text-ink">{taken.customerName}</p>
              <p className="text-sm text-ink">
                {t('Booking fee for the visit on {date} at {time}', {
                  date: formatLongDate(taken.visitDate, language),
                  time: formatTime12h(taken.startTime, language),
                })}
              </p>
              <p className="text-xs text-ink-muted">
                {taken.appointmentId}
                {taken.stylist && ` · ${t('With {name}', { name: taken.stylist.name })}`}
              </p>
            </div>
            <p className="font-semibold text-plum-950">{formatLkr(taken.feeLkr, language)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Visits({ close }: { close: Close }) {
  const t = useT();
  const { language } = useLanguage();
  return (
    <section aria-labelledby="close-visits-title" className="space-y-3">
      <h2 id="close-visits-title" className="text-xl text-plum-950">
        {t('Visits')}
      </h2>
      <ul className="space-y-3">
        {close.visits.map((visit) => (
          <li key={visit._id} className="rounded-3xl border border-sand-200 bg-white p-4">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <div>
                <p className="font-semibold text-ink">
                  {formatTime12h(visit.startTime, language)} · {visit.customerName}
                </p>
                {visit.customerPhone && <PhoneLink phone={visit.customerPhone} className="text-sm" />}
                <p className="text-sm text-ink">{bookedServiceList(visit.services, language)}</p>
                <p className="text-xs text-ink-muted">
                  {visit.appointmentId}
                  {visit.stylist && ` · ${t('With {name}', { name: visit.stylist.name })}`}
                </p>
              </div>
              <StatusBadge status={visit.status} t={t} />
            </div>
            <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
              {MONEY_COLUMNS.map(([key, label]) => (
                <div key={key}>
                  <dt className="text-xs text-ink-muted">{t(label)}</dt>
                  <dd className={key === 'toTakeAtDeskLkr' ? 'font-semibold text-plum-950' : 'text-ink'}>
                    {formatLkr(visit[key], language)}
                  </dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * docs/decisions/0041-customers-and-merge.md: a day's visits with what was paid online and what
 * to take at the desk, the totals per stylist and the day's, and the same as a spreadsheet.
 */
export function DailyClose() {
  const t = useT();
  const { language } = useLanguage();
  const [params, setParams] = useSearchParams();
  const asked = params.get('date');
  const date = asked && isValidDate(asked) ? asked : salonToday();
  // docs/decisions/0045-branches.md: the branch the switcher shows, or every branch together.
  const { branchId, showsAll, ready } = useAdminBranch({ all: true });
  const close = useDailyClose(date, branchId, ready);
  const download = useDownloadDailyClose();

  function saveCsv() {
    download.mutate(
      { date, branchId },
      {
        onError: (failure) => toast.error(t(errorMessage(failure, 'Could not download the file'))),
      },
    );
  }

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <TextField
          label="Day"
          type="date"
          value={date}
          onChange={(event) => {
            if (isValidDate(event.target.value)) setParams({ date: event.target.value });
          }}
          className="sm:w-56"
        />
        <Button variant="outline" onClick={saveCsv} isLoading={download.isPending} className="sm:mb-0.5">
          <Download aria-hidden="true" className="size-4" />
          {t('Download CSV')}
        </Button>
      </div>
      <p className="text-sm text-ink-muted">{formatLongDate(date, language)}</p>
      {close.isPending ? (
        <PageLoader label={t('Loading the daily close...')} />
      ) : close.isError ? (
        <ErrorState
          title={closeLoadFailed}
          message={errorDetail(close.error, closeLoadFailed)}
          onRetry={() => void close.refetch()}
          isRetrying={close.isFetching}
        />
      ) : close.data.visits.length === 0 && close.data.takenAtDesk.length === 0 ? (
        <EmptyState icon={Receipt} title="No visits this day" message="Cancelled visits are not listed." />
      ) : (
        <>
          {showsAll && (close.data.branches?.length ?? 0) > 1 && <BranchTotals close={close.data} />}
          <StylistTotals close={close.data} />
          {close.data.visits.length > 0 && <Visits close={close.data} />}
          {close.data.takenAtDesk.length > 0 && <TakenAtDesk close={close.data} />}
        </>
      )}
    </div>
  );
}
