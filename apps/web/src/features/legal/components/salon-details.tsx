import { moneyMessages } from '@salon/contracts';
import { BOOKING_FEE_LKR } from '@salon/domain';
import { usePublicConfig } from '../../../lib/public-config.ts';
import { useSalonProfile } from '../../../lib/use-salon-profile.ts';

/** The configured salon name, for policy text written once as module constants. */
export function SalonName() {
  return <>{useSalonProfile().name}</>;
}

/** The configured address, for policy text written once as module constants. */
export function SalonAddress() {
  return <>{useSalonProfile().address}</>;
}

/** docs/product.md#9: whether the booking fee comes off the bill at the salon, as the owner set it. */
export function FeeDeductionSentence() {
  const feeDeducted = usePublicConfig().data?.feeDeductedAtSalon ?? false;
  const fee = `LKR ${BOOKING_FEE_LKR}`;
  return (
    <strong data-testid="fee-deduction">
      {feeDeducted ? moneyMessages.feeDeductedPolicy(fee) : moneyMessages.feeNotDeductedPolicy(fee)}
    </strong>
  );
}
