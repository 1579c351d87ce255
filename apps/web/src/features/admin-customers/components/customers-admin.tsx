import type { CustomerSummary } from '@salon/contracts';
import { Search, Users } from 'lucide-react';
import type { FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { PhoneLink } from '../../../components/ui/phone-link.tsx';
import { PageLoader } from '../../../components/ui/spinner.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorDetail } from '../../../lib/error-detail.ts';
import { formatLkr } from '../../../lib/format-money.ts';
import { formatLongDate } from '../../../lib/format-time.ts';
import { useLanguage, useT } from '../../../lib/use-language.tsx';
import { useCustomers } from '../api/get-customers.ts';

export const customersLoadFailed = 'Failed to load the customers';

/** The search and page, kept in the address so a search can be gone back to. */
function useListAddress() {
  const [params, setParams] = useSearchParams();
  const q = (params.get('q') ?? '').trim().slice(0, 100);
  const page = Math.max(1, Math.floor(Number(params.get('page')) || 1));
  const go = (next: { q: string; page: number }) => {
    const written = new URLSearchParams();
    if (next.q) written.set('q', next.q);
    if (next.page > 1) written.set('page', String(next.page));
    setParams(written);
  };
  return { q, page, go };
}

function CustomerName({ customer }: { customer: CustomerSummary }) {
  return (
    <Link
      to={`/admin/customers/${customer._id}`}
      className="inline-flex min-h-11 items-center rounded font-semibold text-plum-800 underline-offset-4 hover:underline md:min-h-0"
    >
      {customer.name}
    </Link>
  );
}

/** docs/decisions/0041-customers-and-merge.md: the owner's customers, found by name, phone or e-mail. */
export function CustomersAdmin() {
  const t = useT();
  const { language } = useLanguage();
  const { q, page, go } = useListAddress();
  const customers = useCustomers(q, page);

  function search(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const typed = new FormData(event.currentTarget).get('q');
    go({ q: typeof typed === 'string' ? typed.trim().slice(0, 100) : '', page: 1 });
  }

  const lastVisit = (customer: CustomerSummary) =>
    customer.lastVisit ? formatLongDate(customer.lastVisit, language) : t('None yet');

  return (
    <div className="space-y-6">
      <form role="search" onSubmit={search} className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <TextField
          label="Search customers"
          hint="A name, an e-mail or a phone number in any format"
          type="search"
          name="q"
          // Back and forward change the address: the box starts again from it.
          key={q}
          defaultValue={q}
          maxLength={100}
          className="flex-1"
        />
        <Button type="submit" className="sm:mb-6">
          <Search aria-hidden="true" className="size-4" />
          {t('Search')}
        </Button>
      </form>

      {customers.isPending ? (
        <PageLoader label={t('Loading customers...')} />
      ) : customers.isError ? (
        <ErrorState
          title={customersLoadFailed}
          message={errorDetail(customers.error, customersLoadFailed)}
          onRetry={() => void customers.refetch()}
          isRetrying={customers.isFetching}
        />
      ) : customers.data.customers.length === 0 ? (
        <EmptyState
          icon={Users}
          title={q ? 'No customer matches' : 'No customers yet'}
          message={q ? 'Try part of the name, or the phone number as it is written anywhere.' : undefined}
        />
      ) : (
        <>
          <p className="text-sm text-ink-muted" aria-live="polite">
            {t(customers.data.total === 1 ? '{count} customer' : '{count} customers', {
              count: customers.data.total,
            })}
          </p>
          <div
            tabIndex={0}
            role="region"
            aria-label={t('Customers table')}
            className="hidden overflow-x-auto rounded-3xl border border-sand-200 bg-white md:block"
          >
            <table className="w-full text-left text-sm">
              <caption className="sr-only">{t('Customers')}</caption>
              <thead className="border-b border-sand-200 text-xs text-ink-muted">
                <tr>
                  <th scope="col" className="px-4 py-3 font-medium">
                    {t('Customer')}
                  </th>
                  <th scope="col" className="px-4 py-3 font-medium">
                    {t('Phone')}
                  </th>
                  <th scope="col" className="px-4 py-3 text-right font-medium">
                    {t('Visits')}
                  </th>
                  <th scope="col" className="px-4 py-3 font-medium">
                    {t('Last visit')}
                  </th>
                  <th scope="col" className="px-4 py-3 text-right font-medium">
                    {t('Spend')}
                  </th>
                  <th scope="col" className="px-4 py-3 text-right font-medium">
                    {t('No-shows')}
                  </th>
                  <th scope="col" className="px-4 py-3 text-right font-medium">
                    {t('Cancellations')}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-sand-100">
                {customers.data.customers.map((customer) => (
                  <tr key={customer._id}>
                    <td className="px-4 py-3">
                      <CustomerName customer={customer} />
                      <span className="block text-xs text-ink-muted">{customer.email ?? t('no e-mail')}</span>
                    </td>
                    <td className="px-4 py-3">
                      {customer.phone ? <PhoneLink phone={customer.phone} /> : t('No phone')}
                    </td>
                    <td className="px-4 py-3 text-right">{customer.visits}</td>
                    <td className="px-4 py-3 whitespace-nowrap">{lastVisit(customer)}</td>
                    <td className="px-4 py-3 text-right whitespace-nowrap">
                      {formatLkr(customer.spendLkr, language)}
                    </td>
                    <td className="px-4 py-3 text-right">{customer.noShows}</td>
                    <td className="px-4 py-3 text-right">{customer.cancellations}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <ul className="space-y-4 md:hidden" aria-label={t('Customers')}>
            {customers.data.customers.map((customer) => (
              <li key={customer._id} className="rounded-3xl border border-sand-200 bg-white p-4">
                <CustomerName customer={customer} />
                <p className="text-sm text-ink-muted">{customer.email ?? t('no e-mail')}</p>
                {customer.phone && <PhoneLink phone={customer.phone} className="text-sm" />}
                <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
                  <dt className="text-ink-muted">{t('Visits')}</dt>
                  <dd className="text-ink">{customer.visits}</dd>
                  <dt className="text-ink-muted">{t('Last visit')}</dt>
                  <dd className="text-ink">{lastVisit(customer)}</dd>
                  <dt className="text-ink-muted">{t('Spend')}</dt>
                  <dd className="text-ink">{formatLkr(customer.spendLkr, language)}</dd>
                  <dt className="text-ink-muted">{t('No-shows')}</dt>
                  <dd className="text-ink">{customer.noShows}</dd>
                  <dt className="text-ink-muted">{t('Cancellations')}</dt>
                  <dd className="text-ink">{customer.cancellations}</dd>
                </dl>
              </li>
            ))}
          </ul>
          <Pagination
            page={page}
            pageCount={Math.ceil(customers.data.total / customers.data.pageSize)}
            onPageChange={(next) => go({ q, page: next })}
            label={t('Customer pages')}
          />
        </>
      )}
    </div>
  );
}
