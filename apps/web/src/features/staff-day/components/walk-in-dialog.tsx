import { FEE_SETTLEMENTS, frontDeskMessages, staffWalkInRequestSchema } from '@salon/contracts';
import type { FeeSettlement, Language } from '@salon/contracts';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorMessage, hasErrorCode, isApiError } from '../../../lib/api-error.ts';
import { formatTime12h } from '../../../lib/format-time.ts';
import { salonToday } from '../../../lib/salon-date.ts';
import { serviceTexts } from '../../../lib/service-texts.ts';
import { toast } from '../../../lib/toast.ts';
import { useLanguage, useT } from '../../../lib/use-language.tsx';
import { useBookWalkIn, useWalkInStarts } from '../api/book-walk-in.ts';
import { useMyServices } from '../api/get-my-services.ts';

const BOOKING_FAILED = 'The booking could not be made';

/** How the fee was settled, in the owner's dialog's words (docs/decisions/0040-front-desk.md). */
const feeLabels: Record<FeeSettlement, string> = {
  'paid-at-desk': 'Paid at the desk',
  'due-at-desk': 'To pay at the visit',
  waived: 'Waived',
};

const nearestOf = (error: unknown): string[] => {
  if (!isApiError(error) || !hasErrorCode(error, 'SLOT_TAKEN')) return [];
  const details = error.details as { nearestSlots?: unknown } | undefined;
  return Array.isArray(details?.nearestSlots)
    ? details.nearestSlots.filter((slot) => typeof slot === 'string')
    : [];
};

/**
 * A stylist books a walk-in for themselves (docs/decisions/0039-staff-accounts.md): the customer
 * by name and phone only (no search of the customer list), the services they do, a free start
 * of theirs today or another day, and how the fee was settled.
 */
export function WalkInDialog({ stylistId, onClose }: { stylistId: string; onClose: () => void }) {
  const t = useT();
  const { language } = useLanguage();
  const services = useMyServices(stylistId);
  const book = useBookWalkIn();
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const [customerLanguage, setCustomerLanguage] = useState<Language>(language);
  const [serviceIds, setServiceIds] = useState<string[]>([]);
  const [date, setDate] = useState(salonToday());
  const [start, setStart] = useState('');
  const [fee, setFee] = useState<FeeSettlement>('due-at-desk');
  const [error, setError] = useState<string | undefined>();
  const [nearest, setNearest] = useState<string[]>([]);
  const starts = useWalkInStarts(date, serviceIds);
  const offered = starts.data ?? [];

  function submit(event: FormEvent) {
    event.preventDefault();
    setError(undefined);
    setNearest([]);
    const parsed = staffWalkInRequestSchema.safeParse({
      name,
      phone,
      language: customerLanguage,
      services: serviceIds,
      date,
      startTime: start,
      feeSettlement: fee,
    });
    if (!parsed.success) {
      setError(t(parsed.error.issues[0]?.message ?? BOOKING_FAILED));
      return;
    }
    book.mutate(parsed.data, {
      onSuccess: ({ data }) => {
        toast.success(t(frontDeskMessages.booked, { name: data.booking.customer.name }));
        onClose();
      },
      onError: (failure) => {
        setNearest(nearestOf(failure));
        setError(t(errorMessage(failure, BOOKING_FAILED)));
      },
    });
  }

  const toggle = (id: string, on: boolean) =>
    setServiceIds((current) => (on ? [...current, id] : current.filter((other) => other !== id)));

  return (
    <Dialog
      open
      title={t('Book a walk-in')}
      description={t('For yourself: the customer’s name and phone, the services and a free time of yours.')}
      onRequestClose={() => !book.isPending && onClose()}
    >
      <form onSubmit={submit} noValidate className="space-y-5">
        <div className="space-y-3">
          <TextField label="Full name" value={name} required onChange={(e) => setName(e.target.value)} />
          <TextField
            label="Phone number"
            type="tel"
            autoComplete="off"
            value={phone}
            required
            onChange={(e) => setPhone(e.target.value)}
          />
          <SelectField
            label={t('Language of their messages')}
            value={customerLanguage}
            onChange={(e) => setCustomerLanguage(e.target.value as Language)}
          >
            <option value="en">English</option>
            <option value="si">සිංහල</option>
            <option value="ta">தமிழ்</option>
          </SelectField>
        </div>

        <fieldset className="space-y-2">
          <legend className="text-sm font-semibold text-plum-950">{t('Services')}</legend>
          {services.isPending ? (
            <p className="text-sm text-ink-muted" role="status">
              {t('Loading services...')}
            </p>
          ) : services.isError ? (
            <p className="text-sm text-red-700" role="alert">
              {t(errorMessage(services.error, 'The services could not be loaded'))}
            </p>
          ) : services.services.length === 0 ? (
            <p className="text-sm text-ink-muted">
              {t('You have no services to book online yet: ask the owner to add them.')}
            </p>
          ) : (
            <div className="max-h-56 overflow-y-auto">
              {services.services.map((service) => (
                <label key={service._id} className="flex min-h-11 items-center gap-3 text-sm text-ink">
                  <input
                    type="checkbox"
                    checked={serviceIds.includes(service._id)}
                    onChange={(e) => toggle(service._id, e.target.checked)}
                    className="size-4 accent-plum-900"
                  />
                  {serviceTexts(service, language).title}
                </label>
              ))}
            </div>
          )}
        </fieldset>

        <div className="grid gap-3 sm:grid-cols-2">
          <TextField
            label="Date"
            type="date"
            value={date}
            required
            onChange={(e) => setDate(e.target.value)}
          />
          <SelectField
            label={t('Start time')}
            value={start}
            disabled={serviceIds.length === 0 || starts.isPending}
            hint={
              serviceIds.length === 0
                ? t('Choose the services first')
                : starts.isFetching
                  ? t('Finding free times...')
                  : starts.isError
                    ? t(errorMessage(starts.error, 'The free times could not be loaded'))
                    : offered.length === 0
                      ? t('No free time that day')
                      : undefined
            }
            onChange={(e) => setStart(e.target.value)}
          >
            <option value="">{t('Choose a time')}</option>
            {start && !offered.includes(start) && (
              <option value={start}>{formatTime12h(start, language)}</option>
            )}
            {offered.map((slot) => (
              <option key={slot} value={slot}>
                {formatTime12h(slot, language)}
              </option>
            ))}
          </SelectField>
        </div>

        <fieldset>
          <legend className="mb-2 text-sm font-semibold text-plum-950">{t('Booking fee')}</legend>
          <div className="flex flex-col gap-1 sm:flex-row sm:flex-wrap sm:gap-4">
            {FEE_SETTLEMENTS.map((settlement) => (
              <label key={settlement} className="flex min-h-11 items-center gap-2 text-sm">
                <input
                  type="radio"
                  name="walk-in-fee"
                  value={settlement}
                  checked={fee === settlement}
                  onChange={() => setFee(settlement)}
                  className="size-4 accent-plum-900"
                />
                {t(feeLabels[settlement])}
              </label>
            ))}
          </div>
        </fieldset>

        {error && (
          <Alert title={t(BOOKING_FAILED)}>
            <p>{error}</p>
            {nearest.length > 0 && (
              <div className="mt-2 flex flex-wrap gap-2">
                {nearest.map((slot) => (
                  <Button key={slot} variant="outline" size="sm" onClick={() => setStart(slot)}>
                    {t('Take {time}', { time: formatTime12h(slot, language) })}
                  </Button>
                ))}
              </div>
            )}
          </Alert>
        )}

        <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose} disabled={book.isPending}>
            {t('Cancel')}
          </Button>
          <Button type="submit" isLoading={book.isPending}>
            {t('Book')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
