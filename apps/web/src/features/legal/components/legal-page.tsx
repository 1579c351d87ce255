import type { ReactNode } from 'react';
import { PageHero } from '../../../components/ui/page-hero.tsx';
import { salonInfo } from '../../../lib/salon-info.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useLanguage, useT } from '../../../lib/use-language.tsx';
import { useSalonProfile } from '../../../lib/use-salon-profile.ts';
import { formatLegalDate } from '../lib/legal-dates.ts';
import { LegalSections, sectionAnchor } from './legal-sections.tsx';
import type { LegalSection } from './legal-types.ts';

interface LegalPageProps {
  title: string;
  description: string;
  sections: LegalSection[];
  idPrefix: string;
  /** Shown above the sections, e.g. a summary of the key numbers. */
  lead?: ReactNode;
  /** Shown after the sections, e.g. the privacy page's printable copy. */
  children?: ReactNode;
}

/** The frame of the three policy pages: hero, a sticky contents list on wide screens, prose. */
export function LegalPage({ title, description, sections, idPrefix, lead, children }: LegalPageProps) {
  const salon = useSalonProfile();
  const t = useT();
  const { language } = useLanguage();
  useDocumentTitle(title);
  return (
    <>
      <PageHero eyebrow={salon.name} title={title} description={description}>
        <p className="text-sm text-ink-muted">
          {t('Effective date:')}{' '}
          <time dateTime={salonInfo.legal.effectiveDate}>
            {formatLegalDate(salonInfo.legal.effectiveDate, language)}
          </time>
        </p>
      </PageHero>
      <div className="mx-auto grid w-full max-w-6xl gap-10 px-4 py-12 sm:px-6 sm:py-16 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-14">
        <nav aria-label={t('Contents')} className="hidden lg:block">
          <div className="sticky top-24">
            <p className="text-xs font-semibold tracking-[0.18em] text-plum-700 uppercase">
              {t('On this page')}
            </p>
            <ol className="mt-4 space-y-1 border-l border-sand-200">
              {sections.map((section) => (
                <li key={section.id}>
                  <a
                    href={`#${sectionAnchor(idPrefix, section.id)}`}
                    className="-ml-px block border-l-2 border-transparent py-1.5 pl-4 text-sm text-ink-muted transition-colors hover:border-plum-400 hover:text-plum-900"
                  >
                    {section.title}
                  </a>
                </li>
              ))}
            </ol>
          </div>
        </nav>
        <article className="max-w-3xl min-w-0 rounded-3xl border border-sand-200 bg-white px-5 py-8 shadow-sm shadow-plum-950/5 sm:px-10 sm:py-12">
          {lead}
          <LegalSections sections={sections} idPrefix={idPrefix} />
          {children}
        </article>
      </div>
    </>
  );
}
