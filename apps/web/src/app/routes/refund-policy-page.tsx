import { ComingSoon } from '../../components/ui/coming-soon.tsx';

export function RefundPolicyPage() {
  return (
    <ComingSoon
      title="Refund Policy"
      description="Cancellations, no-shows and how refunds of the booking fee work."
    />
  );
}
