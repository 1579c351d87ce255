import { bookingFeeLkrSchema, catalogueAdminMessages } from '@salon/contracts';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { describeError } from '../../../lib/api-error.ts';
import { useT } from '../../../lib/use-language.tsx';
import { rulesSaveFailed, useSaveBookingRules } from '../api/settings-api.ts';

/** What the field holds as a fee: whole rupees in digits only, else nothing (refused below). */
const typedFee = (text: string) => (/^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN);

/**
 * docs/product.md#9: the booking fee a customer pays online, the owner's to set. Checked here
 * by the same rule as the server's; a hold already started keeps the fee it was started with.
 */
export function BookingFeeForm({ bookingFeeLkr }: { bookingFeeLkr: number }) {
  const save = useSaveBookingRules();
  const t = useT();
  const [text, setText] = useState(String(bookingFeeLkr));
  const [error, setError] = useState<string | undefined>();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = bookingFeeLkrSchema.safeParse(typedFee(text));
    if (!checked.success) {
      setError(catalogueAdminMessages.bookingFeeOutOfRange);
      return;
    }
    setError(undefined);
    save.mutate(
      { bookingFeeLkr: checked.data },
      {
        onSuccess: (rules) => setText(String(rules.bookingFeeLkr)),
        // The server's refusal (e.g. out of range) also stays under the field, beside the toast.
        onError: (failure) => setError(describeError(failure, rulesSaveFailed)),
      },
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('Booking fee')} className="space-y-3">
      <TextField
        label="Booking fee (LKR)"
        inputMode="numeric"
        autoComplete="off"
        className="max-w-xs"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setError(undefined);
        }}
        hint={t(
          'Customers pay this online to book, from LKR 200 to LKR 50,000. Bookings already being paid keep the fee they started with.',
        )}
        error={error && t(error)}
      />
      <Button type="submit" isLoading={save.isPending} className="w-full sm:w-auto">
        {t('Save booking fee')}
      </Button>
    </form>
  );
}
