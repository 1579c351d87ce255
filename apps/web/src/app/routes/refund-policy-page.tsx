import { LegalPage } from '../../features/legal/components/legal-page.tsx';
import { RefundHighlights } from '../../features/legal/components/refund-highlights.tsx';
import { refundSections } from '../../features/legal/content/refund-policy.tsx';

/** docs/product.md#2.12 and the policy numbers of docs/product.md#9. */
export function RefundPolicyPage() {
  return (
    <LegalPage
      title="Refund Policy"
      description="Cancellations, missed appointments and how refunds are paid."
      sections={refundSections}
      idPrefix="refund"
      lead={<RefundHighlights />}
    />
  );
}
