import { frontDeskMessages, createDeskAppointmentRequestSchema } from '@salon/contracts';
import type { AppointmentStaff, LookedUpCustomer } from '@salon/contracts';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { languageNames } from '../../../components/desk-booking/desk-booking.ts';
import { DeskServiceChecklist } from '../../../components/desk-booking/desk-service-checklist.tsx';
import { DeskBookingFinish } from '../../../components/desk-booking/desk-booking-finish.tsx';
import { WalkInCustomerFields } from '../../../components/desk-booking/walk-in-customer-fields.tsx';
import { useDeskBookingForm } from '../../../components/desk-booking/use-desk-booking-form.ts';
import { useWalkInCustomer } from '../../../components/desk-booking/use-walk-in-customer.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { toast } from '../../../lib/toast.ts';
import { useLanguage, useT } from '../../../lib/use-language.tsx';
import { useCreateDeskBooking } from '../api/create-desk-booking.ts';
import { useDeskServices, useFreeStarts } from '../api/get-free-starts.ts';
import { useCustomerLookup } from '../api/lookup-customers.ts';

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
  /**
   * Its name, with two or more branches: said under the title, as the switcher that chose it is
   * out of view on a phone once the day is scrolled.
   */
  branchName?: string | undefined;
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
  branchName,
  onClose,
}: NewBookingDialogProps) {
  const t = useT();
  const { language } = useLanguage();
  const create = useCreateDeskBooking();
  const services = useDeskServices(branchId);
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<LookedUpCustomer | undefined>(customer);
  const [isNew, setIsNew] = useState(false);
  const walkIn = useWalkInCustomer({ name: '', phone: '', email: '', language });
  const form = useDeskBookingForm({ date: initialDate, startTime, serviceIds: initialServiceIds });
  const [stylist, setStylist] = useState(staffId ?? ANYONE);
  const lookup = useCustomerLookup(isNew || chosen ? '' : search);
  const starts = useFreeStarts(form.date, form.serviceIds, stylist || undefined, branchId);

  function submit(event: FormEvent) {
    event.preventDefault();
    form.clearRefusal();
    const parsed = createDeskAppointmentRequestSchema.safeParse({
      customer: chosen ? { userId: chosen._id } : isNew ? walkIn.customer : undefined,
      services: form.serviceIds,
      ...(stylist && { staffId: stylist }),
      date: form.date,
      startTime: form.start,
      feeSettlement: form.fee,
      ...(branchId && { branchId }),
    });
    if (!parsed.success) {
      // A new customer's own fields are marked where they are; the foot says what else is wrong.
      const marks = walkIn.markProblems(!chosen && isNew);
      const other = parsed.error.issues.find(
        (issue) => issue.path[0] !== 'customer' || Object.keys(marks).length === 0,
      );
      if (other) form.refuse(other.message);
      return;
    }
    walkIn.clearProblems();
    create.mutate(parsed.data, {
      onSuccess: ({ customerName }) => {
        toast.success(t(frontDeskMessages.booked, { name: customerName }));
        onClose();
      },
      onError: form.failed,
    });
  }

  return (
    <Dialog
      open
      title={t('New booking')}
      description={branchName && t('At {branch}', { branch: branchName })}
      onRequestClose={() => !create.isPending && onClose()}
    >
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
              <WalkInCustomerFields {...walkIn.fields} withEmail />
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

        <DeskServiceChecklist
          services={services.data ?? []}
          isPending={services.isPending}
          error={services.error}
          emptyText="This branch offers no services to book yet."
          showPrice
          chosen={form.serviceIds}
          onChange={form.setServiceIds}
        />

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

        <DeskBookingFinish
          {...form.finish}
          starts={starts}
          feeName="fee-settlement"
          isBooking={create.isPending}
          onCancel={onClose}
        />
      </form>
    </Dialog>
  );
}
