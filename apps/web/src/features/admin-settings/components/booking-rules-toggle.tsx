import { moneyMessages } from '@salon/contracts';
import type { BookingRules } from '@salon/contracts';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { useT } from '../../../lib/use-language.tsx';
import { useSaveBookingRules } from '../api/settings-api.ts';

/**
 * Whether a paid booking starts confirmed or waits for the owner, and whether the booking fee
 * comes off the bill at the salon; each saved as soon as it changes.
 */
export function BookingRulesToggle({ rules }: { rules: BookingRules }) {
  const save = useSaveBookingRules();
  const t = useT();
  const shown = { ...rules, ...(save.isPending ? save.variables : undefined) };
  return (
    <div className="space-y-4">
      <div>
        <Checkbox
          label={t('Confirm paid bookings automatically')}
          checked={shown.autoConfirm}
          disabled={save.isPending}
          onChange={(event) => save.mutate({ autoConfirm: event.target.checked })}
        />
        <p className="mt-1 pl-6.5 text-xs text-ink-muted">
          {t('When off, each new booking stays pending until you confirm it.')}
        </p>
      </div>
      <div>
        <Checkbox
          label={t('Deduct the booking fee from the bill at the salon')}
          checked={shown.feeDeductedAtSalon}
          disabled={save.isPending}
          onChange={(event) => save.mutate({ feeDeductedAtSalon: event.target.checked })}
        />
        <p className="mt-1 pl-6.5 text-xs text-ink-muted">
          {t(
            'Customers see it beside every total, in their confirmation mail and in the refund policy: "{words}".',
            {
              words: `${t(moneyMessages.payAtSalon)} ${t(moneyMessages.feeDeducted)}`,
            },
          )}
        </p>
      </div>
    </div>
  );
}
