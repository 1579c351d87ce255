import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { useSaveBookingRules } from '../api/settings-api.ts';

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
        onChange={(event) => save.mutate(event.target.checked)}
      />
      <p className="mt-1 pl-6.5 text-xs text-ink-muted">
        When off, each new booking stays pending until you confirm it.
      </p>
    </div>
  );
}
