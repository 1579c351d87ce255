import type { Service, ServiceCategory } from '@salon/contracts';

export type ServiceFilterId = 'all' | ServiceCategory;

/** docs/product.md#2.5: the filter buttons, their ids and their labels, in this order. */
export const serviceFilters: readonly { id: ServiceFilterId; label: string }[] = [
  { id: 'all', label: 'All Services' },
  { id: 'hair', label: 'Hair Style' },
  { id: 'nail', label: 'Nail Art' },
  { id: 'facial', label: 'Facial' },
  { id: 'makeup', label: 'Makeup' },
];

/** The category's label, as on its filter button. */
export const categoryLabel = (category: ServiceCategory): string =>
  serviceFilters.find((filter) => filter.id === category)?.label ?? category;

/** The filter named by the address's `?category=` (the home page's tiles link so); 'all' otherwise. */
export function filterFromQuery(category: string | null): ServiceFilterId {
  const id = category?.trim().toLowerCase();
  return serviceFilters.find((filter) => filter.id === id)?.id ?? 'all';
}

/**
 * docs/product.md#2.5 and docs/product.md#3: category compared case-insensitively; the search matches title or
 * description, case-insensitively. Surrounding spaces in the search are ignored. The owner's
 * translations match too, so a Tamil visitor can search in Tamil (docs/architecture.md#languages).
 */
export function filterServices(
  services: readonly Service[],
  filter: ServiceFilterId,
  search: string,
): Service[] {
  const needle = search.trim().toLowerCase();
  return services.filter((service) => {
    if (filter !== 'all' && service.category.toLowerCase() !== filter) return false;
    if (!needle) return true;
    const texts = [service, ...Object.values(service.translations ?? {})];
    return texts.some(
      (text) =>
        text?.title?.toLowerCase().includes(needle) || text?.description?.toLowerCase().includes(needle),
    );
  });
}
