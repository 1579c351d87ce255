import { clsx } from 'clsx';
import { Inbox } from 'lucide-react';
import type { ComponentType, ReactNode, SVGProps } from 'react';
import { useT } from '../../lib/use-language.tsx';

interface EmptyStateProps {
  title: string;
  message?: ReactNode;
  /** A lucide icon (or any SVG component); decorative only. */
  icon?: ComponentType<SVGProps<SVGSVGElement>>;
  /** An optional call to action, e.g. a link or a button. */
  action?: ReactNode;
  className?: string;
}

/** A friendly "nothing here" panel for lists that came back empty. */
export function EmptyState({ title, message, icon: Icon = Inbox, action, className }: EmptyStateProps) {
  const t = useT();
  return (
    <div
      role="status"
      className={clsx(
        'mx-auto flex max-w-md flex-col items-center rounded-3xl border border-dashed border-sand-300 bg-white/70 px-6 py-14 text-center',
        className,
      )}
    >
      <span className="grid size-14 place-items-center rounded-2xl bg-blush-100 text-plum-700">
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <p className="mt-5 font-display text-xl text-plum-950">{t(title)}</p>
      {message && (
        <p className="mt-2 text-sm text-ink-muted">{typeof message === 'string' ? t(message) : message}</p>
      )}
      {action && <div className="mt-6">{action}</div>}
    </div>
  );
}
