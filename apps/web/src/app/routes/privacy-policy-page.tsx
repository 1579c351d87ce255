import { LegalPage } from '../../features/legal/components/legal-page.tsx';
import { LegalSections } from '../../features/legal/components/legal-sections.tsx';
import { privacySections } from '../../features/legal/content/privacy-policy.tsx';
import { formatLegalDate } from '../../features/legal/lib/legal-dates.ts';
import { preloadPageTexts, usePageTexts } from '../../features/legal/lib/page-texts.ts';
import { salonInfo } from '../../lib/salon-info.ts';
import { useLanguage, useT } from '../../lib/use-language.tsx';

/** The route loads the policy in the page's language with the page (page-texts.ts). */
export const preloadTexts = () => preloadPageTexts('privacy');

/**
 * docs/product.md#2.12: the privacy page repeats its content twice. The second copy is framed as a
 * printable copy, with its own heading ids so every anchor on the page stays unique.
 */
export function PrivacyPolicyPage() {
  const translated = usePageTexts('privacy');
  const { language } = useLanguage();
  const t = useT();
  const sections = translated
    ? translated.privacySections(formatLegalDate(salonInfo.legal.effectiveDate, language))
    : privacySections;
  return (
    <LegalPage
      title="Privacy Policy"
      description="How we collect, use and protect your personal information."
      sections={sections}
      idPrefix="privacy"
    >
      <section aria-labelledby="privacy-printable-copy" className="mt-16 border-t border-sand-200 pt-12">
        <h2 id="privacy-printable-copy" className="text-3xl text-plum-950">
          {t('Printable copy')}
        </h2>
        <p className="mt-2 mb-8 text-sm text-ink-muted">{t('The same policy in full, for your records.')}</p>
        <LegalSections sections={sections} idPrefix="privacy-print" headingLevel={3} />
      </section>
    </LegalPage>
  );
}
