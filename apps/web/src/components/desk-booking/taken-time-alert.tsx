import { Alert } from '../ui/alert.tsx';
import { Button } from '../ui/button.tsx';
import { formatTime12h } from '../../lib/format-time.ts';
import { useLanguage, useT } from '../../lib/use-language.tsx';

interface TakenTimeAlertProps {
  title: string;
  message: string;
  /** The nearest free starts a refused time came with (docs/decisions/0036-stylists.md). */
  nearest: string[];
  onTake: (start: string) => void;
}

/** A front-desk dialog's refusal, with a button for each of the nearest free starts. */
export function TakenTimeAlert({ title, message, nearest, onTake }: TakenTimeAlertProps) {
  const t = useT();
  const { language } = useLanguage();
  return (
    <Alert tone="error" title={t(title)}>
      <p>{message}</p>
      {nearest.length > 0 && (
        <div className="mt-2 flex flex-wrap gap-2">
          {nearest.map((slot) => (
            <Button key={slot} variant="outline" size="sm" onClick={() => onTake(slot)}>
              {t('Take {time}', { time: formatTime12h(slot, language) })}
            </Button>
          ))}
        </div>
      )}
    </Alert>
  );
}
