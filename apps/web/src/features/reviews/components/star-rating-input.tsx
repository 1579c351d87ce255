import { clsx } from 'clsx';
import { Star } from 'lucide-react';
import { useId, useState } from 'react';
import { useT } from '../../../lib/use-language.tsx';
import { RATING_SCALE } from './star-rating.tsx';

interface StarRatingInputProps {
  value: number | undefined;
  onChange: (rating: number) => void;
  onBlur?: () => void;
  error?: string;
  legend?: string;
}

const ratingWords = ['Poor', 'Fair', 'Good', 'Very good', 'Excellent'] as const;

/**
 * Native radios under the star icons: the browser supplies the radio-group keyboard model
 * (Tab into the group, arrow keys move and select) and screen readers announce "N stars".
 */
export function StarRatingInput({
  value,
  onChange,
  onBlur,
  error,
  legend = 'Your rating',
}: StarRatingInputProps) {
  const name = useId();
  const t = useT();
  const errorId = `${name}-error`;
  const [hovered, setHovered] = useState<number | null>(null);
  const shown = hovered ?? value ?? 0;

  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1.5 text-sm font-medium text-ink">{t(legend)}</legend>
      <div className="flex items-center gap-3">
        <div className="flex" onMouseLeave={() => setHovered(null)}>
          {RATING_SCALE.map((step) => (
            <label
              key={step}
              onMouseEnter={() => setHovered(step)}
              className="cursor-pointer rounded-lg p-1 has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-plum-600"
            >
              <input
                type="radio"
                name={name}
                value={step}
                checked={value === step}
                onChange={() => onChange(step)}
                onBlur={onBlur}
                className="sr-only"
              />
              <span className="sr-only">
                {t(step === 1 ? '{count} star' : '{count} stars', { count: step })}
              </span>
              <Star
                aria-hidden="true"
                className={clsx(
                  'size-8 transition-transform duration-150 hover:scale-110',
                  step <= shown ? 'fill-gold-400 text-gold-500' : 'fill-white text-sand-300',
                )}
              />
            </label>
          ))}
        </div>
        <span aria-hidden="true" className="text-sm text-ink-muted">
          {t(ratingWords[shown - 1] ?? 'Tap a star')}
        </span>
      </div>
      {error && (
        <p id={errorId} className="mt-1.5 text-sm text-red-700">
          {t(error)}
        </p>
      )}
    </fieldset>
  );
}
