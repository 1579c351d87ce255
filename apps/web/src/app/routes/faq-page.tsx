import { Mail, Phone } from 'lucide-react';
import { buttonClasses } from '../../components/ui/button-styles.ts';
import { PageHero } from '../../components/ui/page-hero.tsx';
import { FaqAccordion } from '../../features/legal/components/faq-accordion.tsx';
import { faqItemsFor } from '../../features/legal/content/faq-items.ts';
import { preloadPageTexts, usePageTexts } from '../../features/legal/lib/page-texts.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useT } from '../../lib/use-language.tsx';
import { useBookingFee } from '../../lib/use-booking-fee.ts';
import { useOpeningHoursText } from '../../lib/use-opening-hours-text.ts';
import { useSalonProfile } from '../../lib/use-salon-profile.ts';

/** The route loads the questions in the page's language with the page (page-texts.ts). */
export const preloadTexts = () => preloadPageTexts('faq');

/** docs/product.md#2.12; in Sinhala and Tamil from their own modules, English as the spec words it. */
export function FaqPage() {
  const salon = useSalonProfile();
  const t = useT();
  const bookingFeeLkr = useBookingFee();
  const translated = usePageTexts('faq');
  const openingHours = useOpeningHoursText();
  const details = { phone: salon.phone, email: salon.email, openingHours, bookingFeeLkr };
  const items = (translated?.faqItemsFor ?? faqItemsFor)(details);
  useDocumentTitle('FAQ');
  return (
    <>
      <PageHero
        eyebrow="Help"
        title="Frequently Asked Questions"
        description="Everything you might want to know before your visit. Can't find your answer? We are a call away."
      />
      <div className="mx-auto w-full max-w-3xl space-y-10 px-4 py-12 sm:px-6 sm:py-16">
        <FaqAccordion items={items} />
        <aside
          aria-labelledby="faq-contact-title"
          className="rounded-3xl bg-gradient-to-br from-plum-900 to-plum-950 px-6 py-8 text-center text-plum-50 sm:px-10"
        >
          <h2 id="faq-contact-title" className="text-2xl text-white">
            {t('Still have a question?')}
          </h2>
          <p className="mt-2 text-sm text-plum-100/85">
            {t('Our team is happy to help. We are open {hours}.', { hours: openingHours })}
          </p>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            <a href={salon.phoneHref} className={buttonClasses('secondary')}>
              <Phone aria-hidden="true" className="size-4" />
              {salon.phone}
            </a>
            <a
              href={`mailto:${salon.email}`}
              className="inline-flex h-11 items-center justify-center gap-2 rounded-full border border-white/30 px-5 text-sm font-medium text-white transition-colors hover:bg-white/10"
            >
              <Mail aria-hidden="true" className="size-4" />
              {salon.email}
            </a>
          </div>
        </aside>
      </div>
    </>
  );
}
