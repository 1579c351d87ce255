import { Button } from '../../../components/ui/button.tsx';
import { formatTime12h } from '../../../lib/format-time.ts';
import { useLanguage, useT } from '../../../lib/use-language.tsx';

interface NearestTimesProps {
  /** "HH:mm" starts the server offered with its 409 (at most three). */
  starts: string[];
  onChoose: (start: string) => void;
  disabled?: boolean;
}

/**
 * docs/decisions/0036-stylists.md: the chosen time went to someone else a moment ago; the
 * nearest free starts of the same day, for the same stylist choice, are one press away.
 */
export function NearestTimes({ starts, onChoose, disabled }: NearestTimesProps) {
  const t = useT();
  const { language } = useLanguage();
  return (
    <section
      role="alert"
      aria-labelledby="nearest-times-title"
      className="rounded-2xl border border-amber-200 bg-amber-50 p-4 sm:p-5"
    >
      <p id="nearest-times-title" className="text-sm font-medium text-amber-900">
        {t('That time was just taken. These are the nearest free times:')}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        {starts.map((start) => (
          <Button
            key={start}
            variant="outline"
            size="md"
            className="min-w-24 tabular-nums"
            disabled={disabled}
            onClick={() => onChoose(start)}
          >
            {formatTime12h(start, language)}
          </Button>
        ))}
      </div>
    </section>
  );
}
