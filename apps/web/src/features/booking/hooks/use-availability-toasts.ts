import { appointmentMessages } from '@salon/contracts';
import { useEffect } from 'react';
import { toast } from '../../../lib/toast.ts';
import { errorMessage } from '../../../lib/api-error.ts';
import { useT } from '../../../lib/use-language.tsx';

interface AvailabilityState {
  error: unknown;
  errorUpdatedAt: number;
}

/**
 * docs/product.md#8.3: a failed check is also said as a toast, once per answer. A day without
 * slots is said once, in the slot grid, not again as a toast.
 */
export function useAvailabilityToasts({ error, errorUpdatedAt }: AvailabilityState) {
  const t = useT();
  useEffect(() => {
    if (errorUpdatedAt && error) toast.error(t(errorMessage(error, appointmentMessages.checkFailed)));
    // Only a new answer should toast again, not every render of the same one.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [errorUpdatedAt]);
}
