import { LegalPage } from '../../features/legal/components/legal-page.tsx';
import { RefundHighlights } from '../../features/legal/components/refund-highlights.tsx';
import { refundHighlights, refundSections } from '../../features/legal/content/refund-policy.tsx';
import { formatLegalDate } from '../../features/legal/lib/legal-dates.ts';
import { preloadPageTexts, usePageTexts } from '../../features/legal/lib/page-texts.ts';
import { salonInfo } from '../../lib/salon-info.ts';
import { useLanguage } from '../../lib/use-language.tsx';

/** The route loads the policy in the page's language with the page (page-texts.ts). */
export const preloadTexts = () => preloadPageTexts('refund');

/** docs/product.md#2.12 and the policy numbers of docs/product.md#9; English as the spec words it. */
export function RefundPolicyPage() {
  const translated = usePageTexts('refund');
  const { language } = useLanguage();
  return (
    <LegalPage
      title="Refund Policy"
      description="Cancellations, missed appointments and how refunds are paid."
      sections={
        translated
          ? translated.refundSections(formatLegalDate(salonInfo.legal.effectiveDate, language))
          : refundSections
      }
      idPrefix="refund"
      lead={<RefundHighlights highlights={translated?.refundHighlights ?? refundHighlights} />}
    />
  );
}
