import { clsx } from 'clsx';
import { Search } from 'lucide-react';
import { inputClasses } from '../../../components/ui/text-field.tsx';
import { useT } from '../../../lib/use-language.tsx';
import { serviceFilters } from '../lib/filter-services.ts';
import type { ServiceFilterId } from '../lib/filter-services.ts';

interface ServiceFiltersProps {
  filter: ServiceFilterId;
  onFilterChange: (filter: ServiceFilterId) => void;
  search: string;
  onSearchChange: (search: string) => void;
}

/**
 * docs/product.md#2.5: category buttons (pressed state announced) and the free-text search, in
 * one slim band: on a phone the buttons scroll sideways in a single row above the search.
 */
export function ServiceFilters({ filter, onFilterChange, search, onSearchChange }: ServiceFiltersProps) {
  const t = useT();
  return (
    <div className="flex flex-col gap-2.5 lg:flex-row lg:items-center lg:justify-between lg:gap-6">
      <div
        role="group"
        aria-label={t('Filter by category')}
        className="-mx-4 flex gap-2 overflow-x-auto px-4 [scrollbar-width:none] sm:mx-0 sm:flex-wrap sm:px-0"
      >
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
                'h-9 shrink-0 rounded-full border px-3.5 pointer-coarse:h-11 text-sm font-medium whitespace-nowrap transition-colors sm:px-4',
                isActive
                  ? 'border-plum-900 bg-plum-900 text-white shadow-sm'
                  : 'border-plum-900/15 bg-white text-plum-900 hover:border-plum-900/35 hover:bg-plum-50',
              )}
            >
              {t(label)}
            </button>
          );
        })}
      </div>
      <div className="relative w-full lg:max-w-xs">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-4 size-4 -translate-y-1/2 text-ink-muted"
        />
        <input
          type="search"
          name="search"
          value={search}
          onChange={(event) => onSearchChange(event.target.value)}
          placeholder={t('Search services...')}
          aria-label={t('Search services')}
          className={clsx(
            inputClasses,
            'h-10 rounded-full border-sand-300 py-2 pl-11 hover:border-sand-400 focus-visible:outline-plum-600',
          )}
        />
      </div>
    </div>
  );
}
