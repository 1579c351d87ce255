import type { User } from '@salon/contracts';
import { calculateProfileCompletion, completionLevel } from '@salon/domain';
import type { CompletionLevel } from '@salon/domain';
import { clsx } from 'clsx';
import { CircleCheck, CircleDashed } from 'lucide-react';
import { useT } from '../../../lib/use-language.tsx';

const barColours: Record<CompletionLevel, string> = {
  low: 'bg-red-500',
  partial: 'bg-yellow-400',
  complete: 'bg-emerald-500',
};

const levelNotes: Record<CompletionLevel, string> = {
  low: 'A few details help us prepare for your visit.',
  partial: 'Almost there: just a little more.',
  complete: 'Your profile is complete. Thank you!',
};

/** docs/product.md#2.4 and docs/product.md#4.3: completion bar (red, yellow, green) with its three checklist items. */
export function ProfileCompletionCard({ user }: { user: User }) {
  const t = useT();
  const percent = calculateProfileCompletion(user);
  const level = completionLevel(percent);
  const items = [
    { label: 'Profile Picture', isDone: Boolean(user.profileImage) },
    { label: 'Phone Number', isDone: Boolean(user.phone?.trim()) },
    { label: 'Address', isDone: Boolean(user.address?.trim()) },
  ];

  return (
    <section
      aria-labelledby="profile-completion-title"
      className="rounded-3xl border border-sand-200 bg-white p-6 shadow-sm shadow-plum-950/5"
    >
      <div className="flex items-baseline justify-between gap-4">
        <h2 id="profile-completion-title" className="text-xl text-plum-950">
          {t('Profile completion')}
        </h2>
        <span className="font-display text-2xl text-plum-950 tabular-nums" data-testid="completion-percent">
          {percent}%
        </span>
      </div>
      <div
        role="progressbar"
        aria-labelledby="profile-completion-title"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={t('{percent}% complete', { percent })}
        className="mt-3 h-2.5 overflow-hidden rounded-full bg-sand-100"
      >
        <div
          data-level={level}
          className={clsx('h-full rounded-full transition-[width] duration-500', barColours[level])}
          style={{ width: `${percent}%` }}
        />
      </div>
      <p className="mt-2 text-sm text-ink-muted">{t(levelNotes[level])}</p>
      <ul className="mt-4 space-y-2.5">
        {items.map(({ label, isDone }) => (
          <li key={label} className="flex items-center gap-2.5 text-sm">
            {isDone ? (
              <CircleCheck aria-hidden="true" className="size-5 text-emerald-600" />
            ) : (
              <CircleDashed aria-hidden="true" className="size-5 text-sand-400" />
            )}
            <span className={isDone ? 'text-ink' : 'text-ink-muted'}>{t(label)}</span>
            <span className="sr-only">{t(isDone ? '(done)' : '(not done yet)')}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
