import { clsx } from 'clsx';
import { Search } from 'lucide-react';
import { inputClasses } from '../../../components/ui/text-field.tsx';
import { serviceFilters } from '../lib/filter-services.ts';
import type { ServiceFilterId } from '../lib/filter-services.ts';

interface ServiceFiltersProps {
  filter: ServiceFilterId;
  onFilterChange: (filter: ServiceFilterId) => void;
  search: string;
  onSearchChange: (search: string) => void;
}

/** docs/product.md#2.5: category buttons (pressed state announced) and the free-text search. */
export function ServiceFilters({ filter, onFilterChange, search, onSearchChange }: ServiceFiltersProps) {
  return (
    <div className="flex flex-col items-center gap-5">
      <div role="group" aria-label="Filter by category" className="flex flex-wrap justify-center gap-2">
        {serviceFilters.map(({ id, label }) => {
          const isActive = filter === id;
          return (
            <button
              key={id}
              id={id}
              type="button"
              aria-pressed={isActive}
              onClick={() => onFilterChange(id)}
              className={clsx(
                'h-10 rounded-full border px-4 text-sm font-medium transition-colors sm:px-5',
                isActive
                  ? 'border-plum-900 bg-plum-900 text-white shadow-sm'
                  : 'border-plum-900/15 bg-white text-plum-900 hover:border-plum-900/35 hover:bg-plum-50',
              )}
            >
              {label}
            </button>
          );
        })}
      </div>
      <div className="relative w-full max-w-md">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-4 size-4 -translate-y-1/2 text-ink-muted"
        />
        <input
          type="search"
          name="search"
          value={search}
          onChange={(event) => onSearchChange(event.target.value)}
          placeholder="Search services..."
          aria-label="Search services"
          className={clsx(
            inputClasses,
            'rounded-full border-sand-300 pl-11 hover:border-sand-400 focus-visible:outline-plum-600',
          )}
        />
      </div>
    </div>
  );
}
