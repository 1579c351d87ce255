import { catalogueAdminMessages } from '@salon/contracts';
import { toast } from 'sonner';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { describeError } from '../../../lib/api-error.ts';
import { useSaveBookingRules } from '../api/settings-api.ts';

export const rulesSaveFailed = 'Failed to save the booking rules';

/** Whether a paid booking starts confirmed or waits for the owner; saved as soon as it changes. */
export function BookingRulesToggle({ autoConfirm }: { autoConfirm: boolean }) {
  const save = useSaveBookingRules();
  const shown = save.isPending && save.variables !== undefined ? save.variables : autoConfirm;
  return (
    <div>
      <Checkbox
        label="Confirm paid bookings automatically"
        checked={shown}
        disabled={save.isPending}
        onChange={(event) =>
          save.mutate(event.target.checked, {
            onSuccess: () => toast.success(catalogueAdminMessages.bookingRulesSaved),
            onError: (error) => toast.error(describeError(error, rulesSaveFailed)),
          })
        }
      />
      <p className="mt-1 pl-6.5 text-xs text-ink-muted">
        When off, each new booking stays pending until you confirm it.
      </p>
    </div>
  );
}
