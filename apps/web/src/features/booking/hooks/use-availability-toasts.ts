import { appointmentMessages } from '@salon/contracts';
import { useEffect } from 'react';
import { toast } from 'sonner';
import { describeError } from '../../../lib/api-error.ts';

interface AvailabilityState {
  data: string[] | undefined;
  error: unknown;
  dataUpdatedAt: number;
  errorUpdatedAt: number;
}

/** docs/product.md#8.3: a failed check and a day without slots are also said as toasts, once per answer. */
export function useAvailabilityToasts({ data, error, dataUpdatedAt, errorUpdatedAt }: AvailabilityState) {
  useEffect(() => {
    if (errorUpdatedAt && error) toast.error(describeError(error, appointmentMessages.checkFailed));
    // Only a new answer should toast again, not every render of the same one.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [errorUpdatedAt]);

  useEffect(() => {
    if (dataUpdatedAt && data?.length === 0) toast(appointmentMessages.noSlotsFound);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dataUpdatedAt]);
}
