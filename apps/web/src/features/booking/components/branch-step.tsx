import type { Branch } from '@salon/contracts';
import { distanceKm, nearestFirst } from '@salon/domain';
import type { Place } from '@salon/domain';
import { clsx } from 'clsx';
import { LocateFixed, MapPin } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { openingHoursText } from '../../../lib/opening-hours-text.ts';
import { useLanguage, useT } from '../../../lib/use-language.tsx';

interface BranchStepProps {
  branches: Branch[];
  /** null: none chosen yet. */
  chosen: string | null;
  onChoose: (branchId: string) => void;
  disabled?: boolean;
}

type Locating = 'idle' | 'asking' | 'sorted' | 'refused';

/**
 * docs/decisions/0045-branches.md: with two or more branches the customer picks one first. Cards
 * with each branch's name, address and hours; "Nearest first" asks for the location and sorts
 * them by distance when allowed. Native radios give the group its keyboard behaviour, as the
 * stylist step does.
 */
export function BranchStep({ branches, chosen, onChoose, disabled }: BranchStepProps) {
  const t = useT();
  const { language } = useLanguage();
  const [here, setHere] = useState<Place | null>(null);
  const [locating, setLocating] = useState<Locating>('idle');
  const shown = here ? nearestFirst(branches, here) : branches;

  function findNearest() {
    if (!('geolocation' in navigator)) {
      setLocating('refused');
      return;
    }
    setLocating('asking');
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setHere({ lat: position.coords.latitude, lng: position.coords.longitude });
        setLocating('sorted');
      },
      () => setLocating('refused'),
      { maximumAge: 10 * 60_000, timeout: 15_000 },
    );
  }

  return (
    <section
      aria-labelledby="branch-title"
      className="space-y-4 rounded-3xl border border-sand-200 bg-white p-6 shadow-sm sm:p-8"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="branch-title" className="text-2xl text-plum-950">
            {t('Choose a branch')}
          </h2>
          <p className="mt-1 text-sm text-ink-muted">{t('Where would you like your visit?')}</p>
        </div>
        <Button
          type="button"
          variant="secondary"
          onClick={findNearest}
          disabled={disabled || locating === 'asking'}
          className="min-h-11"
        >
          <LocateFixed aria-hidden="true" className="size-4" />
          {locating === 'asking' ? t('Finding your location…') : t('Nearest first')}
        </Button>
      </div>
      <p role="status" className="text-sm text-ink-muted">
        {locating === 'sorted' && t('Sorted by distance from you.')}
        {locating === 'refused' &&
          t('Your location is not available, so the branches stay in the salon’s order.')}
      </p>
      <fieldset disabled={disabled} className="min-w-0">
        <legend className="sr-only">{t('Choose a branch')}</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          {shown.map((branch) => {
            const checked = chosen === branch._id;
            const km =
              here && branch.lat !== null && branch.lng !== null
                ? Math.round(distanceKm(here, { lat: branch.lat, lng: branch.lng }))
                : null;
            return (
              <label
                key={branch._id}
                className={clsx(
                  'flex min-h-11 cursor-pointer items-start gap-3 rounded-2xl border p-4 text-left transition-colors',
                  'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-plum-600',
                  checked
                    ? 'border-plum-900 bg-plum-50 ring-1 ring-plum-900'
                    : 'border-sand-200 bg-white hover:border-plum-300 hover:bg-plum-50',
                )}
              >
                <input
                  type="radio"
                  name="branch"
                  value={branch._id}
                  checked={checked}
                  onChange={() => onChoose(branch._id)}
                  className="sr-only"
                />
                <MapPin aria-hidden="true" className="mt-1 size-5 shrink-0 text-plum-800" />
                <span className="min-w-0">
                  <span className="block font-medium text-plum-950">{branch.name}</span>
                  {branch.address && <span className="block text-sm text-ink">{branch.address}</span>}
                  <span className="mt-1 block text-sm text-ink-muted">
                    {openingHoursText(branch.hours, language, t)}
                  </span>
                  {km !== null && (
                    <span className="mt-1 block text-sm font-medium text-plum-800">
                      {t('{km} km away', { km: String(km) })}
                    </span>
                  )}
                </span>
              </label>
            );
          })}
        </div>
      </fieldset>
    </section>
  );
}
