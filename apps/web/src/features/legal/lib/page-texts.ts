import { isLanguage } from '@salon/contracts';
import type { Language } from '@salon/contracts';
import { useQuery } from '@tanstack/react-query';
import { useLanguage } from '../../../lib/use-language.tsx';
import type { FaqItem, FaqDetails } from '../content/faq-items.ts';
import type { RefundHighlight } from '../content/refund-policy.tsx';
import type { LegalSection } from '../components/legal-types.ts';

/** The texts of one page in one language other than English, as its content module gives them. */
export interface PageTexts {
  faq: { faqItemsFor: (details: FaqDetails) => FaqItem[] };
  /** The sections take the effective date written in the language. */
  privacy: { privacySections: (effectiveDate: string) => LegalSection[] };
  terms: { termsSections: (effectiveDate: string) => LegalSection[] };
  refund: {
    refundHighlights: readonly RefundHighlight[];
    refundSections: (effectiveDate: string) => LegalSection[];
  };
}
export type PageName = keyof PageTexts;
type OtherLanguage = Exclude<Language, 'en'>;

/**
 * docs/architecture.md#languages: the FAQ's and the policies' long texts are too long for the
 * catalogues, which every page of a language loads: each page has a module per language,
 * fetched only for that page in that language.
 */
const loaders: { [Page in PageName]: Record<OtherLanguage, () => Promise<PageTexts[Page]>> } = {
  faq: { si: () => import('../content/faq-items.si.ts'), ta: () => import('../content/faq-items.ta.ts') },
  privacy: {
    si: () => import('../content/privacy-policy.si.tsx'),
    ta: () => import('../content/privacy-policy.ta.tsx'),
  },
  terms: {
    si: () => import('../content/terms-conditions.si.tsx'),
    ta: () => import('../content/terms-conditions.ta.tsx'),
  },
  refund: {
    si: () => import('../content/refund-policy.si.tsx'),
    ta: () => import('../content/refund-policy.ta.tsx'),
  },
};

const loaded = new Map<string, unknown>();
const keyOf = (page: PageName, language: OtherLanguage) => `${page} ${language}`;

async function loadPageTexts<Page extends PageName>(page: Page, language: OtherLanguage): Promise<void> {
  if (!loaded.has(keyOf(page, language))) loaded.set(keyOf(page, language), await loaders[page][language]());
}

/**
 * For the page's route: in the browser, the page's texts in the page's language come with its
 * code, so hydration sees the words the server rendered. The server loads them through the
 * query of `usePageTexts` (its renderer loads what a render asked for, then renders again).
 */
export async function preloadPageTexts(page: PageName): Promise<void> {
  if (typeof document === 'undefined') return;
  const { lang } = document.documentElement;
  if (isLanguage(lang) && lang !== 'en') await loadPageTexts(page, lang);
}

/** The page's texts in the visitor's language; null for English, and while they load. */
export function usePageTexts<Page extends PageName>(page: Page): PageTexts[Page] | null {
  const { language } = useLanguage();
  const known =
    language === 'en' ? undefined : (loaded.get(keyOf(page, language)) as PageTexts[Page] | undefined);
  const query = useQuery({
    queryKey: ['page-texts', page, language],
    // The module itself is no data to keep: the answer says only that it is loaded.
    queryFn: async () => {
      await loadPageTexts(page, language as OtherLanguage);
      return language;
    },
    enabled: language !== 'en' && known === undefined,
    staleTime: Infinity,
  });
  if (language === 'en') return null;
  return known ?? (query.data ? ((loaded.get(keyOf(page, language)) as PageTexts[Page]) ?? null) : null);
}
