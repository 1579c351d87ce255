import { zodResolver } from '@hookform/resolvers/zod';
import { APPOINTMENT_STATUSES, appointmentFiltersFormSchema } from '@salon/contracts';
import type { AppointmentFiltersForm, AppointmentStatus } from '@salon/contracts';
import { Search } from 'lucide-react';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { DEFAULT_SORT } from '../lib/list-query.ts';
import type { AppointmentListQuery } from '../lib/list-query.ts';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { useT } from '../../../lib/use-language.tsx';

interface AppointmentFiltersProps {
  query: AppointmentListQuery;
  onApply: (filters: Omit<AppointmentListQuery, 'page'>) => void;
}

/** The statuses as words of a list (a select cannot capitalise as the badges do); through `t` too. */
const statusLabels: Record<AppointmentStatus, string> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  completed: 'Completed',
  cancelled: 'Cancelled',
  'no-show': 'No-show',
};

const toForm = (query: AppointmentListQuery): AppointmentFiltersForm => ({
  status: query.status ?? '',
  from: query.from ?? '',
  to: query.to ?? '',
  search: query.search ?? '',
  sort: query.sort,
});

const emptyForm: AppointmentFiltersForm = { status: '', from: '', to: '', search: '', sort: DEFAULT_SORT };

/** The list's filters; applying them writes the address, which is what the list reads. */
export function AppointmentFilters({ query, onApply }: AppointmentFiltersProps) {
  const t = useT();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm({ resolver: zodResolver(appointmentFiltersFormSchema), defaultValues: toForm(query) });

  // Back and forward change the address without this form: follow it.
  const queryKey = JSON.stringify(toForm(query));
  useEffect(() => reset(JSON.parse(queryKey) as AppointmentFiltersForm), [queryKey, reset]);

  const apply = (form: AppointmentFiltersForm) =>
    onApply({
      ...(form.status && { status: form.status }),
      ...(form.from && { from: form.from }),
      ...(form.to && { to: form.to }),
      ...(form.search && { search: form.search }),
      sort: form.sort,
    });

  return (
    <form
      role="search"
      aria-label={t('Filter appointments')}
      noValidate
      onSubmit={handleSubmit(apply)}
      className="grid gap-4 rounded-3xl border border-sand-200 bg-white p-4 sm:grid-cols-2 sm:p-5 xl:grid-cols-4"
    >
      <TextField
        label="Search"
        type="search"
        placeholder={t('Reference, name, e-mail or phone')}
        className="sm:col-span-2"
        error={errors.search?.message}
        {...register('search')}
      />
      <SelectField
        label={t('Status')}
        error={errors.status?.message && t(errors.status.message)}
        {...register('status')}
      >
        <option value="">{t('Any status')}</option>
        {APPOINTMENT_STATUSES.map((status) => (
          <option key={status} value={status}>
            {t(statusLabels[status])}
          </option>
        ))}
      </SelectField>
      <SelectField label={t('Sort')} {...register('sort')}>
        <option value="upcoming">{t('Today and upcoming first')}</option>
        <option value="visit-desc">{t('Latest visit first')}</option>
        <option value="visit-asc">{t('Soonest visit first')}</option>
      </SelectField>
      <TextField label="From" type="date" error={errors.from?.message} {...register('from')} />
      <TextField label="To" type="date" error={errors.to?.message} {...register('to')} />
      <div className="flex flex-wrap items-end gap-3 sm:col-span-2 sm:justify-end">
        <Button
          variant="ghost"
          onClick={() => {
            reset(emptyForm);
            apply(emptyForm);
          }}
        >
          {t('Clear filters')}
        </Button>
        <Button type="submit">
          <Search aria-hidden="true" className="size-4" /> {t('Apply filters')}
        </Button>
      </div>
    </form>
  );
}
