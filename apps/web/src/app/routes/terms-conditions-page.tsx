import { LegalPage } from '../../features/legal/components/legal-page.tsx';
import { termsSections } from '../../features/legal/content/terms-conditions.tsx';

/** docs/product.md#2.12. */
export function TermsConditionsPage() {
  return (
    <LegalPage
      title="Terms & Conditions"
      description="The terms that apply when you use our website and book our services."
      sections={termsSections}
      idPrefix="terms"
    />
  );
}
