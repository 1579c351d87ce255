import { catalogueMessages } from '@salon/contracts';
import type { Service } from '@salon/contracts';
import { SearchX } from 'lucide-react';
import { useDeferredValue, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { BranchPrices } from '../../../components/branch-prices.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { FIRST_ROW_CARDS } from '../../../components/ui/image-with-fallback.tsx';
import { describeError, hasErrorCode } from '../../../lib/api-error.ts';
import { useChosenBranch } from '../../../lib/branches.ts';
import { useAfterHydration } from '../../../lib/hydration.ts';
import { useT } from '../../../lib/use-language.tsx';
import { KEEP_SCROLL } from '../../../lib/scroll-restoration.ts';
import { useServices } from '../api/get-services.ts';
import { filterFromQuery, filterServices } from '../lib/filter-services.ts';
import type { ServiceFilterId } from '../lib/filter-services.ts';
import { ServiceCard } from './service-card.tsx';
import { ServiceDetailsDialog } from './service-details-dialog.tsx';
import { ServiceFilters } from './service-filters.tsx';
import { ServiceGridSkeleton } from './service-grid-skeleton.tsx';

interface ServicesCatalogueProps {
  onBook: (service: Service) => void;
  bookingServiceId: string | null;
}

/**
 * The category lives in the address (`?category=hair`), so a link can open the page filtered
 * and a reload keeps it. The server renders the page by its path alone
 * (docs/architecture.md#page-rendering): while the browser hydrates that markup the list is
 * unfiltered, as the server drew it, and the query's filter applies right after.
 */
function useCategoryFilter(): [ServiceFilterId, (filter: ServiceFilterId) => void] {
  const { search } = useLocation();
  const navigate = useNavigate();
  const filter = useAfterHydration<ServiceFilterId>(
    'all',
    filterFromQuery(new URLSearchParams(search).get('category')),
  );
  const setFilter = (next: ServiceFilterId) => {
    const params = new URLSearchParams(search);
    if (next === 'all') params.delete('category');
    else params.set('category', next);
    const query = params.toString();
    // The same history entry, and the reader stays where they are in the list.
    void navigate({ search: query ? `?${query}` : '' }, { replace: true, state: KEEP_SCROLL });
  };
  return [filter, setFilter];
}

/** docs/product.md#2.5: filters, search and the card grid, with loading, empty and failure states. */
export function ServicesCatalogue({ onBook, bookingServiceId }: ServicesCatalogueProps) {
  // docs/decisions/0045-branches.md: the chosen branch's services and prices. The server renders the
  // salon's (it knows no choice); the branch's follow once the app has taken the page over.
  const branchChoice = useChosenBranch();
  const { branchId } = branchChoice;
  const shownBranchId = useAfterHydration<string | undefined>(undefined, branchId);
  const { data: services, error, isPending, refetch, isRefetching } = useServices(shownBranchId);
  const t = useT();
  const [filter, setFilter] = useCategoryFilter();
  const [search, setSearch] = useState('');
  const [detailsOf, setDetailsOf] = useState<Service | null>(null);
  // Typing stays responsive on slow phones; the grid follows a beat behind.
  const deferredSearch = useDeferredValue(search);
  const visible = useMemo(
    () => filterServices(services ?? [], filter, deferredSearch),
    [services, filter, deferredSearch],
  );
  const isFiltered = filter !== 'all' || search.trim() !== '';

  let content;
  if (isPending) {
    content = <ServiceGridSkeleton />;
  } else if (error) {
    content = (
      <ErrorState
        title={catalogueMessages.somethingWrong}
        message={
          hasErrorCode(error, 'INVALID_RESPONSE')
            ? catalogueMessages.invalidResponse
            : describeError(error, catalogueMessages.servicesLoadFailed)
        }
        onRetry={() => void refetch()}
        isRetrying={isRefetching}
      />
    );
  } else if (visible.length === 0) {
    content = (
      <EmptyState
        icon={SearchX}
        title={catalogueMessages.noServices}
        message={catalogueMessages.noServicesHint}
        action={
          isFiltered && (
            <Button
              variant="outline"
              size="sm"
              onClick={() => {
                setFilter('all');
                setSearch('');
              }}
            >
              {t('Clear filters')}
            </Button>
          )
        }
      />
    );
  } else {
    content = (
      <ul className="grid gap-3 sm:grid-cols-2 sm:gap-4 lg:grid-cols-3">
        {visible.map((service, index) => (
          <li key={service._id} className="flex">
            <ServiceCard
              service={service}
              onBook={onBook}
              onShowDetails={setDetailsOf}
              isBooking={bookingServiceId === service._id}
              priority={index < FIRST_ROW_CARDS}
            />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className="mx-auto w-full max-w-6xl px-4 pb-16 sm:px-6">
      {/* Which branch's prices these are, and a way to another's (nothing with one branch). */}
      <BranchPrices choice={branchChoice} branchId={shownBranchId} className="pt-4 pb-1" />
      {/* Stays in view under the sticky top bar (65 px: 4rem and its border) while the list scrolls. */}
      <div
        data-testid="service-filters"
        className="sticky top-[65px] z-20 -mx-4 border-b border-sand-200/80 bg-sand-50/95 px-4 py-2.5 backdrop-blur-md sm:-mx-6 sm:px-6"
      >
        <ServiceFilters
          filter={filter}
          onFilterChange={setFilter}
          search={search}
          onSearchChange={setSearch}
        />
      </div>
      {services && !error && (
        <p aria-live="polite" className="mt-3 text-sm text-ink-muted">
          {t(visible.length === 1 ? '{count} service' : '{count} services', { count: visible.length })}
        </p>
      )}
      <div className="mt-3">{content}</div>
      <ServiceDetailsDialog
        service={detailsOf}
        onClose={() => setDetailsOf(null)}
        onBook={(service) => {
          setDetailsOf(null);
          onBook(service);
        }}
        isBooking={detailsOf !== null && bookingServiceId === detailsOf._id}
      />
    </div>
  );
}
