import type { AdminService } from '@salon/contracts';
import { Eye, EyeOff, Pencil, Scissors, Trash2 } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { ImageWithFallback } from '../../../components/ui/image-with-fallback.tsx';
import { formatLkr } from '../../../lib/format-money.ts';
import { useLanguage, useT } from '../../../lib/use-language.tsx';
import { categoryLabels } from '../lib/service-form.ts';

interface ServiceRowProps {
  service: AdminService;
  isToggling: boolean;
  onEdit: () => void;
  onToggleHidden: () => void;
  onDelete: () => void;
}

export function ServiceRow({ service, isToggling, onEdit, onToggleHidden, onDelete }: ServiceRowProps) {
  const t = useT();
  const { language } = useLanguage();
  return (
    <li className="flex flex-col gap-3 rounded-2xl border border-sand-200 bg-white p-4 sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 items-center gap-4">
        <ImageWithFallback
          src={service.thumbnail}
          width={56}
          height={56}
          sizes="56px"
          className="size-14 shrink-0 rounded-xl object-cover"
          fallback={
            <span className="grid size-14 shrink-0 place-items-center rounded-xl bg-blush-100 text-plum-700">
              <Scissors aria-hidden="true" className="size-5" />
            </span>
          }
        />
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2 font-medium text-ink">
            <span className="truncate">{service.title}</span>
            {service.hidden && (
              <span className="rounded-full bg-sand-200 px-2 py-0.5 text-xs font-medium text-ink-muted">
                {t('Hidden')}
              </span>
            )}
          </p>
          <p className="text-sm text-ink-muted">
            {t(categoryLabels[service.category])} · {formatLkr(service.price, language)} ·{' '}
            {t('{minutes} min', { minutes: service.averageTime })}
          </p>
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          size="sm"
          onClick={onEdit}
          aria-label={t('Edit {title}', { title: service.title })}
        >
          <Pencil aria-hidden="true" className="size-4" />
          {t('Edit')}
        </Button>
        <Button
          variant="outline"
          size="sm"
          onClick={onToggleHidden}
          isLoading={isToggling}
          aria-label={
            service.hidden
              ? t('Show {title}', { title: service.title })
              : t('Hide {title}', { title: service.title })
          }
        >
          {!isToggling &&
            (service.hidden ? (
              <Eye aria-hidden="true" className="size-4" />
            ) : (
              <EyeOff aria-hidden="true" className="size-4" />
            ))}
          {service.hidden ? t('Show') : t('Hide')}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          onClick={onDelete}
          aria-label={t('Delete {title}', { title: service.title })}
        >
          <Trash2 aria-hidden="true" className="size-4" />
          {t('Delete')}
        </Button>
      </div>
    </li>
  );
}
