import type { AdminService } from '@salon/contracts';
import { Eye, EyeOff, Pencil, Scissors, Trash2 } from 'lucide-react';
import { AdminListRow, AdminRowAction } from '../../../components/ui/admin-list-row.tsx';
import { formatLkr } from '../../../lib/format-money.ts';
import { serviceTexts } from '../../../lib/service-texts.ts';
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
  // The owner reads the row in their language, as customers see it; the English under it when it differs.
  const title = serviceTexts(service, language).title;
  return (
    <AdminListRow
      imageUrl={service.thumbnail}
      imageShape="square"
      fallbackIcon={Scissors}
      title={
        <p className="flex flex-wrap items-center gap-2 font-medium text-ink">
          <span className="truncate">{title}</span>
          {title !== service.title && (
            <span lang="en" className="truncate text-xs font-normal text-ink-muted">
              {service.title}
            </span>
          )}
          {service.hidden && (
            <span className="rounded-full bg-sand-200 px-2 py-0.5 text-xs font-medium text-ink-muted">
              {t('Hidden')}
            </span>
          )}
        </p>
      }
      summary={
        <>
          {t(categoryLabels[service.category])} · {formatLkr(service.price, language)} ·{' '}
          {t('{minutes} min', { minutes: service.averageTime })}
        </>
      }
      actions={
        <>
          <AdminRowAction
            icon={Pencil}
            label={t('Edit')}
            ariaLabel={t('Edit {title}', { title })}
            onClick={onEdit}
          />
          <AdminRowAction
            icon={service.hidden ? Eye : EyeOff}
            label={service.hidden ? t('Show') : t('Hide')}
            ariaLabel={service.hidden ? t('Show {title}', { title }) : t('Hide {title}', { title })}
            onClick={onToggleHidden}
            isLoading={isToggling}
          />
          <AdminRowAction
            icon={Trash2}
            label={t('Delete')}
            ariaLabel={t('Delete {title}', { title })}
            onClick={onDelete}
            variant="ghost"
          />
        </>
      }
    />
  );
}
