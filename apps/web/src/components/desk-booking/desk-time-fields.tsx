import type { ReactNode } from 'react';
import { errorMessage } from '../../lib/api-error.ts';
import { formatTime12h } from '../../lib/format-time.ts';
import { useLanguage, useT } from '../../lib/use-language.tsx';
import { SelectField } from '../ui/select-field.tsx';
import { TextField } from '../ui/text-field.tsx';

export interface DeskTimeFieldsProps {
  date: string;
  onDateChange: (date: string) => void;
  start: string;
  onStartChange: (start: string) => void;
  /** Services are chosen: only then are free starts asked for. */
  hasServices: boolean;
  /** The free starts as the desk sees them (docs/decisions/0040-front-desk.md), and their query's state. */
  starts: {
    data: string[] | undefined;
    isPending: boolean;
    isFetching: boolean;
    isError: boolean;
    error: unknown;
  };
}

/** A desk booking's date and one of the free starts that day (a start already chosen stays listed). */
export function DeskTimeFields({
  date,
  onDateChange,
  start,
  onStartChange,
  hasServices,
  starts,
}: DeskTimeFieldsProps) {
  const t = useT();
  const { language } = useLanguage();
  const offered = starts.data ?? [];
  let hint: ReactNode;
  if (!hasServices) hint = t('Choose the services first');
  else if (starts.isFetching) hint = t('Finding free times...');
  else if (starts.isError) hint = t(errorMessage(starts.error, 'The free times could not be loaded'));
  else if (offered.length === 0) hint = t('No free time that day');
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <TextField
        label="Date"
        type="date"
        value={date}
        required
        onChange={(e) => onDateChange(e.target.value)}
      />
      <SelectField
        label={t('Start time')}
        value={start}
        disabled={!hasServices || starts.isPending}
        hint={hint}
        onChange={(e) => onStartChange(e.target.value)}
      >
        <option value="">{t('Choose a time')}</option>
        {start && !offered.includes(start) && <option value={start}>{formatTime12h(start, language)}</option>}
        {offered.map((slot) => (
          <option key={slot} value={slot}>
            {formatTime12h(slot, language)}
          </option>
        ))}
      </SelectField>
    </div>
  );
}
