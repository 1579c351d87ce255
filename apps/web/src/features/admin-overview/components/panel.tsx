import { clsx } from 'clsx';
import { useId } from 'react';
import type { ReactNode } from 'react';
import { useT } from '../../../lib/use-language.tsx';

/** One titled card of the overview. */
export function Panel({
  title,
  action,
  className,
  children,
}: {
  title: string;
  action?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  const t = useT();
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      // min-w-0: a grid item is otherwise as wide as its longest unbroken line (a long name).
      className={clsx('min-w-0 rounded-3xl border border-sand-200 bg-white p-5 sm:p-6', className)}
    >
      <div className="mb-3 flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <h2 id={headingId} className="text-lg text-plum-950">
          {t(title)}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}
