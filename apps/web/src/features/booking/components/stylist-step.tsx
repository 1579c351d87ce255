import { clsx } from 'clsx';
import { Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { imageSrcSet } from '@salon/domain';
import { Button } from '../../../components/ui/button.tsx';
import { formatLkr } from '../../../lib/format-money.ts';
import { stylistBio } from '../../../lib/team.ts';
import { useLanguage, useT } from '../../../lib/use-language.tsx';
import type { StylistOffer } from '../lib/stylist-offers.ts';

interface StylistStepProps {
  offers: StylistOffer[];
  /** null: "Anyone available". */
  chosen: string | null;
  onChoose: (staffId: string | null) => void;
  disabled?: boolean;
}

/** Up to two initials of a name, for a stylist without a photo. */
export function initialsOf(name: string): string {
  const letters = name
    .trim()
    .split(/\s+/)
    .map((word) => word.charAt(0).toUpperCase())
    .filter(Boolean);
  return (letters.length > 1 ? letters[0]! + letters.at(-1)! : (letters[0] ?? '?')).slice(0, 2);
}

function StylistPhoto({ name, photoUrl }: { name: string; photoUrl: string | null }) {
  return (
    <span
      aria-hidden="true"
      className="inline-grid size-14 shrink-0 place-items-center overflow-hidden rounded-full bg-blush-200 font-display text-lg font-semibold text-plum-900"
    >
      {photoUrl ? (
        <img
          alt=""
          width={56}
          height={56}
          loading="lazy"
          decoding="async"
          srcSet={imageSrcSet(photoUrl)}
          sizes="56px"
          src={photoUrl}
          className="size-full object-cover"
        />
      ) : (
        initialsOf(name)
      )}
    </span>
  );
}

function Choice({
  value,
  checked,
  onChoose,
  children,
}: {
  value: string;
  checked: boolean;
  onChoose: () => void;
  children: ReactNode;
}) {
  return (
    <label
      className={clsx(
        'flex min-h-11 cursor-pointer items-center gap-4 rounded-2xl border p-3 text-left transition-colors',
        'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-plum-600',
        checked
          ? 'border-plum-900 bg-plum-50 ring-1 ring-plum-900'
          : 'border-sand-200 bg-white hover:border-plum-300 hover:bg-plum-50',
      )}
    >
      <input
        type="radio"
        name="stylist"
        value={value}
        checked={checked}
        onChange={onChoose}
        className="sr-only"
      />
      {children}
    </label>
  );
}

/**
 * docs/decisions/0036-stylists.md: after the services, the customer picks a stylist who does
 * all of them, or "Anyone available" (first, and the default). Native radios give the group
 * its keyboard behaviour, as the time grid does.
 */
export function StylistStep({ offers, chosen, onChoose, disabled }: StylistStepProps) {
  const t = useT();
  const { language } = useLanguage();
  return (
    <fieldset disabled={disabled} className="min-w-0">
      <div role="radiogroup" aria-labelledby="stylist-title" className="grid gap-3 sm:grid-cols-2">
        <Choice value="" checked={chosen === null} onChoose={() => onChoose(null)}>
          <span
            aria-hidden="true"
            className="inline-grid size-14 shrink-0 place-items-center rounded-full bg-sand-100 text-plum-800"
          >
            <Users className="size-6" />
          </span>
          <span className="min-w-0">
            <span className="block font-medium text-plum-950">{t('Anyone available')}</span>
            <span className="block text-sm text-ink-muted">
              {t('The first stylist free at the time you choose')}
            </span>
          </span>
        </Choice>
        {offers.map(({ member, servicesTotal, differs }) => {
          const bio = stylistBio(member, language);
          return (
            <Choice
              key={member._id}
              value={member._id}
              checked={chosen === member._id}
              onChoose={() => onChoose(member._id)}
            >
              <StylistPhoto name={member.name} photoUrl={member.photoUrl} />
              <span className="min-w-0">
                <span className="block font-medium text-plum-950">{member.name}</span>
                {bio && <span className="line-clamp-2 block text-sm text-ink-muted">{bio}</span>}
                {differs && (
                  <span className="mt-1 block text-sm font-medium text-plum-800 tabular-nums">
                    {t('{price} for your services with this stylist', {
                      price: formatLkr(servicesTotal, language),
                    })}
                  </span>
                )}
              </span>
            </Choice>
          );
        })}
      </div>
    </fieldset>
  );
}

interface StylistSectionProps extends StylistStepProps {
  error: unknown;
  onRetry: () => void;
}

/** The step's card on the booking page, with its error state (booking goes on with anyone). */
export function StylistSection({ error, onRetry, ...step }: StylistSectionProps) {
  const t = useT();
  return (
    <section
      aria-labelledby="stylist-title"
      className="space-y-4 rounded-3xl border border-sand-200 bg-white p-6 shadow-sm sm:p-8"
    >
      <h2 id="stylist-title" className="text-2xl text-plum-950">
        {t('Choose your stylist')}
      </h2>
      {error ? (
        <div
          role="alert"
          className="rounded-2xl border border-red-100 bg-red-50 px-4 py-4 text-sm text-red-800"
        >
          <p>{t('The stylists could not be loaded. You can still book with anyone available.')}</p>
          <Button variant="outline" size="sm" className="mt-3" onClick={onRetry}>
            {t('Try Again')}
          </Button>
        </div>
      ) : (
        <StylistStep {...step} />
      )}
    </section>
  );
}
