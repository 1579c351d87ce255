import type { CustomerDetail as Customer } from '@salon/contracts';
import { ArrowLeft, CalendarPlus, Merge } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { PhoneLink } from '../../../components/ui/phone-link.tsx';
import { PageLoader } from '../../../components/ui/spinner.tsx';
import { StatusBadge } from '../../../components/ui/status-badge.tsx';
import { useBranches } from '../../../lib/branches.ts';
import { hasErrorCode } from '../../../lib/api-error.ts';
import { errorDetail } from '../../../lib/error-detail.ts';
import { formatLkr } from '../../../lib/format-money.ts';
import { formatLongDate, formatTime12h } from '../../../lib/format-time.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { bookedServiceList } from '../../../lib/service-texts.ts';
import { useLanguage, useT } from '../../../lib/use-language.tsx';
import { useCustomer } from '../api/get-customer.ts';
import { bookAgainHref } from '../lib/book-again.ts';
import { CustomerNotes } from './customer-notes.tsx';
import { MergeDialog } from './merge-dialog.tsx';

export const customerLoadFailed = 'Failed to load the customer';

function Figures({ customer }: { customer: Customer }) {
  const t = useT();
  const { language } = useLanguage();
  const figures = [
    [t('Visits'), String(customer.visits)],
    [t('Spend'), formatLkr(customer.spendLkr, language)],
    [t('No-shows'), String(customer.noShows)],
    [t('Cancellations'), String(customer.cancellations)],
  ] as const;
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {figures.map(([label, value]) => (
        <div key={label} className="rounded-2xl border border-sand-200 bg-white p-4">
          <dt className="text-xs text-ink-muted">{label}</dt>
          <dd className="mt-1 text-xl font-semibold text-plum-950">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Visits({ customer }: { customer: Customer }) {
  const t = useT();
  const { language } = useLanguage();
  // docs/decisions/0047-back-office-per-branch.md: history is shared, so each visit says where, with
  // two or more branches; a branch manager too reads visits at every branch (decision 0049).
  const severalBranches = (useBranches().data?.length ?? 0) >= 2;
  return (
    <section aria-labelledby="customer-visits-title" className="space-y-3">
      <h2 id="customer-visits-title" className="text-xl text-plum-950">
        {t('Visits')}
      </h2>
      {customer.visitsList.length === 0 ? (
        <p className="text-sm text-ink-muted">{t('No visits yet.')}</p>
      ) : (
        <ul className="divide-y divide-sand-100 rounded-3xl border border-sand-200 bg-white">
          {customer.visitsList.map((visit) => (
            <li key={visit._id} className="flex flex-wrap items-start justify-between gap-2 p-4">
              <div>
                <p className="font-medium text-ink">
                  {formatLongDate(visit.date, language)}, {formatTime12h(visit.startTime, language)}
                </p>
                <p className="text-sm text-ink">{bookedServiceList(visit.services, language)}</p>
                <p className="text-xs text-ink-muted">
                  {visit.appointmentId}
                  {visit.stylist && ` · ${t('With {name}', { name: visit.stylist })}`}
                  {severalBranches &&
                    visit.branch &&
                    ` · ${t('At {branch}', { branch: visit.branch.name })}`}{' '}
                  · {formatLkr(visit.servicesTotalLkr, language)}
                </p>
              </div>
              <StatusBadge status={visit.status} t={t} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * One customer for the owner or a branch manager: figures, visits, the salon's notes, Book again;
 * Merge for the owner alone (docs/decisions/0049-branch-manager.md).
 */
export function CustomerDetail({ id, mayMerge = true }: { id: string; mayMerge?: boolean }) {
  const t = useT();
  const customer = useCustomer(id);
  const [isMerging, setIsMerging] = useState(false);
  useDocumentTitle('Customer · Admin');

  const back = (
    <Link
      to="/admin/customers"
      className="inline-flex min-h-11 items-center gap-1 rounded text-sm font-medium text-plum-800 hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {t('All customers')}
    </Link>
  );

  if (customer.isPending) return <PageLoader label={t('Loading the customer...')} />;
  if (customer.isError) {
    return (
      <div className="space-y-4">
        {back}
        <ErrorState
          title={hasErrorCode(customer.error, 'NOT_FOUND') ? 'Customer not found' : customerLoadFailed}
          message={errorDetail(customer.error, customerLoadFailed)}
          onRetry={() => void customer.refetch()}
          isRetrying={customer.isFetching}
        />
      </div>
    );
  }
  const record = customer.data;
  return (
    <div className="space-y-8">
      {back}
      <header className="space-y-2">
        <h1 className="text-3xl text-plum-950 sm:text-4xl">{record.name}</h1>
        <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-ink-muted">
          {record.phone ? <PhoneLink phone={record.phone} /> : <span>{t('No phone')}</span>}
          <span>{record.email ?? t('no e-mail')}</span>
        </p>
        <div className="flex flex-wrap gap-3 pt-2">
          <Link to={bookAgainHref(record)} className={buttonClasses('primary', 'md')}>
            <CalendarPlus aria-hidden="true" className="size-4" />
            {t('Book again')}
          </Link>
          {mayMerge && (
            <Button variant="outline" onClick={() => setIsMerging(true)}>
              <Merge aria-hidden="true" className="size-4" />
              {t('Merge a duplicate')}
            </Button>
          )}
        </div>
      </header>
      <Figures customer={record} />
      <div className="grid gap-8 lg:grid-cols-2">
        <CustomerNotes customerId={record._id} notes={record.notes} />
        <Visits customer={record} />
      </div>
      {mayMerge && isMerging && <MergeDialog customer={record} onClose={() => setIsMerging(false)} />}
    </div>
  );
}
