import { LANGUAGES } from '@salon/contracts';
import type { Language, ServiceTranslations } from '@salon/contracts';
import type { BookedService } from '../../db/schema/index.ts';

/**
 * The owner's Sinhala and Tamil titles as booked, kept beside the English title so the
 * customer's screens, mails and calendar files name the services in their language whatever
 * the catalogue becomes (docs/architecture.md#languages). Descriptions are not shown after
 * booking. No key when the service has no title in another language, as on rows booked before.
 */
export function bookedTitleTranslations(
  translations: ServiceTranslations,
): Pick<BookedService, 'translations'> {
  const kept: ServiceTranslations = {};
  for (const language of LANGUAGES) {
    if (language === 'en') continue;
    const title = translations[language]?.title?.trim();
    if (title) kept[language] = { title };
  }
  return Object.keys(kept).length ? { translations: kept } : {};
}

/** A booked service's title in `language`: the language's title when the owner gave one, else the English. */
export function bookedServiceTitle(
  service: Pick<BookedService, 'title' | 'translations'>,
  language: Language,
): string {
  if (language === 'en') return service.title;
  return service.translations?.[language]?.title?.trim() || service.title;
}

/** "Haircut x 1, Facial x 2", each title in `language`; the owner's and admins' mails pass 'en'. */
export const describeBookedServices = (
  services: ReadonlyArray<Pick<BookedService, 'title' | 'translations' | 'quantity'>>,
  language: Language,
) => services.map((service) => `${bookedServiceTitle(service, language)} x ${service.quantity}`).join(', ');
