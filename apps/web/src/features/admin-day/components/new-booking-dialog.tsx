import { FEE_SETTLEMENTS, frontDeskMessages, createDeskAppointmentRequestSchema } from '@salon/contracts';
import type { AppointmentStaff, FeeSettlement, Language, LookedUpCustomer } from '@salon/contracts';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { TakenTimeAlert } from './taken-time-alert.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorMessage, hasErrorCode } from '../../../lib/api-error.ts';
import { formatTime12h } from '../../../lib/format-time.ts';
import { toast } from '../../../lib/toast.ts';
import { serviceTexts } from '../../../lib/service-texts.ts';
import { useLanguage, useT } from '../../../lib/use-language.tsx';
import { useCreateDeskBooking } from '../api/create-desk-booking.ts';
import { useBookableServices, useFreeStarts } from '../api/get-free-starts.ts';
import { useCustomerLookup } from '../api/lookup-customers.ts';
import { feeSettlementLabels, nearestSlotsOf } from '../lib/front-desk.ts';

const BOOKING_FAILED = 'The booking could not be made';
/** Each language in its own script, as the language switch writes it. */
const languageNames: Record<Language, string> = { en: 'English', si: 'සිංහල', ta: 'தமிழ்' };
const ANYONE = '';

interface NewBookingDialogProps {
  date: string;
  /** The team that day; empty in a salon with no team (no stylist to choose). */
  team: AppointmentStaff[];
  /** Filled in from an empty slot the owner clicked. */
  startTime?: string | undefined;
  staffId?: string | undefined;
  /** Filled in by a "Book again" link: the customer and the services of their last visit. */
  customer?: LookedUpCustomer | undefined;
  serviceIds?: string[] | undefined;
  /** docs/decisions/0045-branches.md: the branch the day view shows; absent, the main one. */
  branchId?: string | undefined;
  onClose: () => void;
}

/**
 * docs/decisions/0040-front-desk.md: the owner books a customer who is not online. The customer
 * is found (name, phone or e-mail) or given by name and phone; only free starts are offered, the
 * same the website offers; the fee is settled at the desk, waived, or due at the visit.
 */
export function NewBookingDialog({
  date: initialDate,
  team,
  startTime,
  staffId,
  customer,
  serviceIds: initialServiceIds,
  branchId,
  onClose,
}: NewBookingDialogProps) {
  const t = useT();
  const { language } = useLanguage();
  const create = useCreateDeskBooking();
  const services = useBookableServices();
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<LookedUpCustomer | undefined>(customer);
  const [isNew, setIsNew] = useState(false);
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const [email, setEmail] = useState('');
  const [customerLanguage, setCustomerLanguage] = useState<Language>(language);
  const [serviceIds, setServiceIds] = useState<string[]>(initialServiceIds ?? []);
  const [stylist, setStylist] = useState(staffId ?? ANYONE);
  const [date, setDate] = useState(initialDate);
  const [start, setStart] = useState(startTime ?? '');
  // Most walk-ins pay with their visit: the one choice that takes no money now is the default.
  const [fee, setFee] = useState<FeeSettlement>('due-at-desk');
  const [error, setError] = useState<string | undefined>();
  const [nearest, setNearest] = useState<string[]>([]);
  const lookup = useCustomerLookup(isNew || chosen ? '' : search);
  const starts = useFreeStarts(date, serviceIds, stylist || undefined, branchId);
  const offered = starts.data ?? [];

  function submit(event: FormEvent) {
    event.preventDefault();
    setError(undefined);
    setNearest([]);
    const parsed = createDeskAppointmentRequestSchema.safeParse({
      customer: chosen
        ? { userId: chosen._id }
        : isNew
          ? { name, phone, email, language: customerLanguage }
          : undefined,
      services: serviceIds,
      ...(stylist && { staffId: stylist }),
      date,
      startTime: start,
      feeSettlement: fee,
      ...(branchId && { branchId }),
    });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? BOOKING_FAILED);
      return;
    }
    create.mutate(parsed.data, {
      onSuccess: ({ customerName }) => {
        toast.success(t(frontDeskMessages.booked, { name: customerName }));
        onClose();
      },
      onError: (failure) => {
        if (hasErrorCode(failure, 'SLOT_TAKEN')) setNearest(nearestSlotsOf(failure));
        setError(t(errorMessage(failure, BOOKING_FAILED)));
      },
    });
  }

  const toggleService = (id: string, on: boolean) =>
    setServiceIds((current) => (on ? [...current, id] : current.filter((other) => other !== id)));

  return (
    <Dialog open title={t('New booking')} onRequestClose={() => !create.isPending && onClose()}>
      <form onSubmit={submit} noValidate className="space-y-5">
        <fieldset className="space-y-3">
          <legend className="text-sm font-semibold text-plum-950">{t('Customer')}</legend>
          {chosen ? (
            <div className="flex flex-wrap items-center justify-between gap-2 rounded-xl bg-sand-50 p-3 text-sm">
              <span>
                <span className="font-medium">{chosen.name}</span>
                {chosen.phone && <span className="block text-ink-muted">{chosen.phone}</span>}
                {chosen.language && (
                  <span className="block text-ink-muted">
                    {t('Their messages go out in {language}', { language: languageNames[chosen.language] })}
                  </span>
                )}
              </span>
              <Button variant="ghost" size="sm" onClick={() => setChosen(undefined)}>
                {t('Change')}
              </Button>
            </div>
          ) : isNew ? (
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
              <TextField
                label="Email"
                type="email"
                optional
                value={email}
                onChange={(e) => setEmail(e.target.value)}
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
              <Button variant="ghost" size="sm" onClick={() => setIsNew(false)}>
                {t('Find a customer instead')}
              </Button>
            </div>
          ) : (
            <div className="space-y-2">
              <TextField
                label="Find a customer"
                type="search"
                value={search}
                hint={t('Name, phone or e-mail')}
                onChange={(e) => setSearch(e.target.value)}
              />
              {search.trim().length >= 2 &&
                (lookup.isPending ? (
                  <p className="text-sm text-ink-muted" role="status">
                    {t('Searching...')}
                  </p>
                ) : lookup.isError ? (
                  <p className="text-sm text-red-700" role="alert">
                    {t(errorMessage(lookup.error, 'The search failed'))}
                  </p>
                ) : lookup.data.length === 0 ? (
                  <p className="text-sm text-ink-muted" role="status">
                    {t('No customer found')}
                  </p>
                ) : (
                  <ul
                    aria-label={t('Customers found')}
                    className="divide-y divide-sand-200 rounded-xl border border-sand-200"
                  >
                    {lookup.data.map((customer) => (
                      <li key={customer._id}>
                        <button
                          type="button"
                          className="block min-h-11 w-full px-3 py-2 text-left text-sm hover:bg-sand-50 focus-visible:outline-2 focus-visible:outline-plum-600"
                          onClick={() => setChosen(customer)}
                        >
                          <span className="font-medium">{customer.name}</span>
                          <span className="block text-ink-muted">
                            {[customer.phone, customer.email].filter(Boolean).join(' · ')}
                          </span>
                        </button>
                      </li>
                    ))}
                  </ul>
                ))}
              <Button variant="outline" size="sm" onClick={() => setIsNew(true)}>
                {t('New customer')}
              </Button>
            </div>
          )}
        </fieldset>

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
          ) : (
            <div className="max-h-56 overflow-y-auto">
              {services.data.map((service) => (
                // A whole row to tap on a phone (44 px, docs/product.md#9).
                <label
                  key={service._id}
                  className="flex min-h-9 items-center gap-3 text-sm text-ink pointer-coarse:min-h-11"
                >
                  <input
                    type="checkbox"
                    checked={serviceIds.includes(service._id)}
                    onChange={(e) => toggleService(service._id, e.target.checked)}
                    className="size-4 accent-plum-900"
                  />
                  {serviceTexts(service, language).title}
                </label>
              ))}
            </div>
          )}
        </fieldset>

        {team.length > 0 && (
          <SelectField label={t('Stylist')} value={stylist} onChange={(e) => setStylist(e.target.value)}>
            <option value={ANYONE}>{t('Anyone available')}</option>
            {team.map((member) => (
              <option key={member._id} value={member._id}>
                {member.name}
              </option>
            ))}
          </SelectField>
        )}

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
                  name="fee-settlement"
                  value={settlement}
                  checked={fee === settlement}
                  onChange={() => setFee(settlement)}
                  className="size-4 accent-plum-900"
                />
                {t(feeSettlementLabels[settlement])}
              </label>
            ))}
          </div>
        </fieldset>

        {error && (
          <TakenTimeAlert title={BOOKING_FAILED} message={error} nearest={nearest} onTake={setStart} />
        )}

        <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose} disabled={create.isPending}>
            {t('Cancel')}
          </Button>
          <Button type="submit" isLoading={create.isPending}>
            {t('Book')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
