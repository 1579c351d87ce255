import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useT } from '../../lib/use-language.tsx';
import { Button } from './button.tsx';

interface PaginationProps {
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  label?: string;
}

/** Previous and next for a paged list, with where the reader is. */
export function Pagination({ page, pageCount, onPageChange, label = 'Pages' }: PaginationProps) {
  const t = useT();
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-3">
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
        <ChevronLeft aria-hidden="true" className="size-4" /> {t('Previous')}
      </Button>
      <p className="text-sm text-ink-muted" aria-live="polite">
        {t('Page {page} of {pageCount}', { page, pageCount })}
      </p>
      <Button variant="outline" size="sm" disabled={page >= pageCount} onClick={() => onPageChange(page + 1)}>
        {t('Next')} <ChevronRight aria-hidden="true" className="size-4" />
      </Button>
    </nav>
  );
}
