import { catalogueMessages } from '@salon/contracts';
import type { Service } from '@salon/contracts';
import { SearchX } from 'lucide-react';
import { useDeferredValue, useMemo, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { describeError } from '../../../lib/api-error.ts';
import { useServices } from '../api/get-services.ts';
import { filterServices } from '../lib/filter-services.ts';
import type { ServiceFilterId } from '../lib/filter-services.ts';
import { ServiceCard } from './service-card.tsx';
import { ServiceFilters } from './service-filters.tsx';
import { ServiceGridSkeleton } from './service-grid-skeleton.tsx';
import { FIRST_ROW_CARDS } from '../../../components/ui/image-with-fallback.tsx';

interface ServicesCatalogueProps {
  onBook: (service: Service) => void;
  bookingServiceId: string | null;
}

/** docs/product.md#2.5: filters, search and the card grid, with loading, empty and failure states. */
export function ServicesCatalogue({ onBook, bookingServiceId }: ServicesCatalogueProps) {
  const { data: services, error, isPending, refetch, isRefetching } = useServices();
  const [filter, setFilter] = useState<ServiceFilterId>('all');
  const [search, setSearch] = useState('');
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
        message={describeError(error, catalogueMessages.servicesLoadFailed)}
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
              Clear filters
            </Button>
          )
        }
      />
    );
  } else {
    content = (
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {visible.map((service, index) => (
          <li key={service._id} className="flex">
            <ServiceCard
              service={service}
              onBook={onBook}
              isBooking={bookingServiceId === service._id}
              priority={index < FIRST_ROW_CARDS}
            />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className="mx-auto w-full max-w-6xl px-4 pb-20 sm:px-6">
      <div className="-mt-8 rounded-3xl border border-sand-200 bg-white/90 p-4 shadow-[0_12px_40px_-28px_rgb(74_29_63/0.45)] backdrop-blur sm:p-6">
        <ServiceFilters
          filter={filter}
          onFilterChange={setFilter}
          search={search}
          onSearchChange={setSearch}
        />
      </div>
      {services && !error && (
        <p aria-live="polite" className="mt-8 text-sm text-ink-muted">
          {visible.length === 1 ? '1 service' : `${visible.length} services`}
        </p>
      )}
      <div className="mt-4">{content}</div>
    </div>
  );
}
