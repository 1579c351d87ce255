import { frontDeskMessages, staffWalkInRequestSchema } from '@salon/contracts';
import { toMinutes, walkInBranchOf } from '@salon/domain';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { DeskServiceChecklist } from '../../../components/desk-booking/desk-service-checklist.tsx';
import { DeskBookingFinish } from '../../../components/desk-booking/desk-booking-finish.tsx';
import { WalkInCustomerFields } from '../../../components/desk-booking/walk-in-customer-fields.tsx';
import { useDeskBookingForm } from '../../../components/desk-booking/use-desk-booking-form.ts';
import { useWalkInCustomer } from '../../../components/desk-booking/use-walk-in-customer.ts';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { salonMinutesNow, salonToday } from '../../../lib/salon-date.ts';
import { toast } from '../../../lib/toast.ts';
import { useLanguage, useT } from '../../../lib/use-language.tsx';
import { useBookWalkIn, useWalkInStarts } from '../api/book-walk-in.ts';
import { useSchedule } from '../api/get-schedule.ts';
import { useWalkInServices } from '../api/get-walk-in-services.ts';

/**
 * A stylist books a walk-in for themselves (docs/decisions/0039-staff-accounts.md): the customer
 * by name and phone only (no search of the customer list), the services they do that the
 * branch offers, at its price (docs/decisions/0047-back-office-per-branch.md), a free start of
 * theirs today or another day, and how the fee was settled.
 */
export function WalkInDialog({
  branches,
  onClose,
}: {
  /** The branches of the stylist's shifts (docs/decisions/0047-back-office-per-branch.md). */
  branches: Array<{ _id: string; name: string }>;
  onClose: () => void;
}) {
  const t = useT();
  const { language } = useLanguage();
  const book = useBookWalkIn();
  const walkIn = useWalkInCustomer({ name: '', phone: '', language });
  const { customer } = walkIn;
  const form = useDeskBookingForm({ date: salonToday() });
  // The branch the stylist picked; until then the one of their shift that day, named in the select.
  const [pickedBranchId, setPickedBranchId] = useState<string>();
  const day = useSchedule(form.date, form.date);
  // The shift going on now, else the next that day (walkInBranchOf, the server's rule for an
  // absent branch too, docs/decisions/0047-back-office-per-branch.md): its prices and times show.
  const shiftBranchId = walkInBranchOf(
    (day.data?.shifts ?? []).flatMap((shift) =>
      shift.date === form.date && shift.branchId
        ? [
            {
              startMinute: toMinutes(shift.startTime),
              endMinute: toMinutes(shift.endTime),
              branchId: shift.branchId,
            },
          ]
        : [],
    ),
    form.date === salonToday() ? salonMinutesNow() : undefined,
  );
  const branchId = pickedBranchId ?? shiftBranchId ?? '';
  const services = useWalkInServices(form.date, branchId || undefined);
  // Another day or branch may not offer a service chosen before: it drops out of the booking.
  const chosen = services.data
    ? form.serviceIds.filter((id) => services.data.some((service) => service._id === id))
    : form.serviceIds;
  const starts = useWalkInStarts(form.date, chosen, branchId || undefined);

  function submit(event: FormEvent) {
    event.preventDefault();
    form.clearRefusal();
    const parsed = staffWalkInRequestSchema.safeParse({
      name: customer.name,
      phone: customer.phone,
      language: customer.language,
      services: chosen,
      date: form.date,
      startTime: form.start,
      feeSettlement: form.fee,
      ...(branchId && { branchId }),
    });
    if (!parsed.success) {
      // The customer's own fields are marked where they are; the foot says what else is wrong.
      walkIn.markProblems();
      const other = parsed.error.issues.find(
        (issue) => issue.path[0] !== 'name' && issue.path[0] !== 'phone',
      );
      if (other) form.refuse(other.message);
      return;
    }
    walkIn.clearProblems();
    book.mutate(parsed.data, {
      onSuccess: ({ data }) => {
        toast.success(t(frontDeskMessages.booked, { name: data.booking.customer.name }));
        onClose();
      },
      onError: form.failed,
    });
  }

  return (
    <Dialog
      open
      title={t('Book a walk-in')}
      description={t('For yourself: the customer’s name and phone, the services and a free time of yours.')}
      onRequestClose={() => !book.isPending && onClose()}
    >
      <form onSubmit={submit} noValidate className="space-y-5">
        {/* First: the branch decides which services and prices the list shows. */}
        {branches.length >= 2 && (
          <SelectField
            label={t('Branch')}
            value={branchId}
            onChange={(e) => setPickedBranchId(e.target.value)}
          >
            {/* Only while the day's shifts are unknown (or there is none): the server's own reading. */}
            {!branchId && <option value="">{t('Where I work that day')}</option>}
            {branches.map((branch) => (
              <option key={branch._id} value={branch._id}>
                {branch.name}
              </option>
            ))}
          </SelectField>
        )}
        <WalkInCustomerFields {...walkIn.fields} />
        <DeskServiceChecklist
          services={services.data ?? []}
          showPrice
          isPending={services.isPending}
          error={services.isError ? services.error : undefined}
          emptyText="You have no services to book online yet: ask the owner to add them."
          chosen={chosen}
          onChange={form.setServiceIds}
        />
        <DeskBookingFinish
          {...form.finish}
          starts={starts}
          feeName="walk-in-fee"
          isBooking={book.isPending}
          onCancel={onClose}
        />
      </form>
    </Dialog>
  );
}
