import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { useT } from '../../lib/use-language.tsx';

interface PageHeroProps {
  title: string;
  /** A small upper-case label above the title. */
  eyebrow?: string;
  description?: ReactNode;
  /** Extra content under the description, e.g. filters or a search field. */
  children?: ReactNode;
  className?: string;
  /** A slim band for pages whose content should show without scrolling (the services list). */
  compact?: boolean;
}

/** The title band at the top of a content page: one h1, soft brand gradient. Texts show in the visitor's language. */
export function PageHero({ title, eyebrow, description, children, className, compact }: PageHeroProps) {
  const t = useT();
  return (
    <section className={clsx('relative isolate overflow-hidden', className)}>
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-gradient-to-br from-blush-100 via-sand-50 to-sand-100"
      />
      <div
        aria-hidden="true"
        className="absolute -top-24 right-[-8%] -z-10 size-80 rounded-full bg-plum-200/40 blur-3xl"
      />
      {/* Fades into the page colour, so content overlapping the hero's edge shows no seam. */}
      <div
        aria-hidden="true"
        className="absolute inset-x-0 bottom-0 -z-10 h-24 bg-gradient-to-b from-transparent to-sand-50"
      />
      <div
        className={clsx(
          'mx-auto max-w-6xl px-4 text-center sm:px-6',
          compact ? 'pt-6 pb-4 sm:pt-8 sm:pb-5' : 'py-14 sm:py-20',
        )}
      >
        {eyebrow && (
          <p className="text-xs font-semibold tracking-[0.22em] text-plum-700 uppercase">{t(eyebrow)}</p>
        )}
        <h1
          className={clsx(
            'text-plum-950',
            compact ? 'text-3xl sm:text-4xl' : 'text-4xl sm:text-5xl',
            eyebrow && (compact ? 'mt-2' : 'mt-4'),
          )}
        >
          {t(title)}
        </h1>
        {description && (
          <p
            className={clsx(
              'mx-auto max-w-2xl leading-relaxed text-ink-muted',
              compact ? 'mt-2 text-sm sm:text-base' : 'mt-4 text-base sm:text-lg',
            )}
          >
            {typeof description === 'string' ? t(description) : description}
          </p>
        )}
        {children && <div className="mt-8">{children}</div>}
      </div>
    </section>
  );
}
