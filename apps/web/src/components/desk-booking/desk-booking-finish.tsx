import type { FeeSettlement } from '@salon/contracts';
import { useT } from '../../lib/use-language.tsx';
import { Button } from '../ui/button.tsx';
import { BOOKING_FAILED } from './desk-booking.ts';
import { DeskTimeFields } from './desk-time-fields.tsx';
import type { DeskTimeFieldsProps } from './desk-time-fields.tsx';
import { FeeSettlementField } from './fee-settlement-field.tsx';
import { TakenTimeAlert } from './taken-time-alert.tsx';

interface DeskBookingFinishProps extends DeskTimeFieldsProps {
  /** The fee radio group's name: unique on the page. */
  feeName: string;
  fee: FeeSettlement;
  onFeeChange: (settlement: FeeSettlement) => void;
  /** The refusal to show, with the nearest free starts a taken time came with. */
  error: string | undefined;
  nearest: string[];
  isBooking: boolean;
  onCancel: () => void;
}

/**
 * The end every desk booking form shares (the owner's, docs/decisions/0040-front-desk.md, and a
 * stylist's walk-in, docs/decisions/0039-staff-accounts.md): the date and a free start, how the
 * fee is settled, a refusal with the nearest free starts to take, then Cancel and Book.
 */
export function DeskBookingFinish({
  feeName,
  fee,
  onFeeChange,
  error,
  nearest,
  isBooking,
  onCancel,
  ...time
}: DeskBookingFinishProps) {
  const t = useT();
  return (
    <>
      <DeskTimeFields {...time} />
      <FeeSettlementField name={feeName} value={fee} onChange={onFeeChange} />
      {error && (
        <TakenTimeAlert
          title={BOOKING_FAILED}
          message={error}
          nearest={nearest}
          onTake={time.onStartChange}
        />
      )}
      <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel} disabled={isBooking}>
          {t('Cancel')}
        </Button>
        <Button type="submit" isLoading={isBooking}>
          {t('Book')}
        </Button>
      </div>
    </>
  );
}
