import { usePublicConfig } from '../../../lib/public-config.ts';
import { useBookingFee } from '../../../lib/use-booking-fee.ts';
import { formatLkr } from '../../../lib/format-money.ts';
import { useLanguage, useT } from '../../../lib/use-language.tsx';
import { useSalonProfile } from '../../../lib/use-salon-profile.ts';

/** The configured salon name, for policy text written once as module constants. */
export function SalonName() {
  return <>{useSalonProfile().name}</>;
}

/** The configured address, for policy text written once as module constants. */
export function SalonAddress() {
  return <>{useSalonProfile().address}</>;
}

/** The owner's booking fee as every rupee amount is written ("LKR 1,000"), for text written once as module constants. */
export function BookingFee() {
  const fee = useBookingFee();
  return <>{formatLkr(fee, useLanguage().language)}</>;
}

/** docs/product.md#9: whether the booking fee comes off the bill at the salon, as the owner set it. */
export function FeeDeductionSentence() {
  const feeDeducted = usePublicConfig().data?.feeDeductedAtSalon ?? false;
  const t = useT();
  const fee = formatLkr(useBookingFee(), useLanguage().language);
  // The templates' English is moneyMessages' sentences: English visitors read them unchanged.
  return (
    <strong data-testid="fee-deduction">
      {feeDeducted
        ? t('The {fee} booking fee is deducted from your bill at the salon.', { fee })
        : t(
            'The {fee} booking fee is not deducted from your bill: the services are paid in full at the salon.',
            {
              fee,
            },
          )}
    </strong>
  );
}
