import type { FeeSettlement } from '@salon/contracts';
import { useState } from 'react';
import { errorMessage, hasErrorCode } from '../../lib/api-error.ts';
import { useT } from '../../lib/use-language.tsx';
import { BOOKING_FAILED, nearestSlotsOf } from './desk-booking.ts';

interface DeskBookingStart {
  date: string;
  startTime?: string | undefined;
  serviceIds?: string[] | undefined;
}

/**
 * What every desk booking form keeps (docs/decisions/0040-front-desk.md): the services, the date
 * and start, how the fee is settled, and the last refusal with the nearest free starts.
 */
export function useDeskBookingForm(initial: DeskBookingStart) {
  const t = useT();
  const [serviceIds, setServiceIds] = useState<string[]>(initial.serviceIds ?? []);
  const [date, setDate] = useState(initial.date);
  const [start, setStart] = useState(initial.startTime ?? '');
  // Most walk-ins pay with their visit: the one choice that takes no money now is the default.
  const [fee, setFee] = useState<FeeSettlement>('due-at-desk');
  const [error, setError] = useState<string | undefined>();
  const [nearest, setNearest] = useState<string[]>([]);
  return {
    serviceIds,
    setServiceIds,
    date,
    start,
    fee,
    /** Before a new try: the last refusal goes. */
    clearRefusal() {
      setError(undefined);
      setNearest([]);
    },
    /** A refusal of the form's own (the contract's message), translated. */
    refuse: (message: string | undefined) => setError(t(message ?? BOOKING_FAILED)),
    /** The server's refusal; a taken time comes with the nearest free starts to take. */
    failed(failure: unknown) {
      if (hasErrorCode(failure, 'SLOT_TAKEN')) setNearest(nearestSlotsOf(failure));
      setError(t(errorMessage(failure, BOOKING_FAILED)));
    },
    /** The props of `DeskBookingFinish` this state drives. */
    finish: {
      date,
      onDateChange: setDate,
      start,
      onStartChange: setStart,
      hasServices: serviceIds.length > 0,
      fee,
      onFeeChange: setFee,
      error,
      nearest,
    },
  };
}
