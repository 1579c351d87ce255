import { LegalPage } from '../../features/legal/components/legal-page.tsx';
import { termsSections } from '../../features/legal/content/terms-conditions.tsx';
import { formatLegalDate } from '../../features/legal/lib/legal-dates.ts';
import { preloadPageTexts, usePageTexts } from '../../features/legal/lib/page-texts.ts';
import { salonInfo } from '../../lib/salon-info.ts';
import { useLanguage } from '../../lib/use-language.tsx';

/** The route loads the terms in the page's language with the page (page-texts.ts). */
export const preloadTexts = () => preloadPageTexts('terms');

/** docs/product.md#2.12; English as the spec words it. */
export function TermsConditionsPage() {
  const translated = usePageTexts('terms');
  const { language } = useLanguage();
  return (
    <LegalPage
      title="Terms & Conditions"
      description="The terms that apply when you use our website and book our services."
      sections={
        translated
          ? translated.termsSections(formatLegalDate(salonInfo.legal.effectiveDate, language))
          : termsSections
      }
      idPrefix="terms"
    />
  );
}
