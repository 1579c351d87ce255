import { openingHoursText } from './opening-hours-text.ts';
import { useBookingSettings } from './use-booking-settings.ts';
import { useLanguage, useT } from './use-language.tsx';

/** The owner's opening hours as prose in the page's language (opening-hours-text.ts). */
export function useOpeningHoursText(): string {
  const { openingHours } = useBookingSettings();
  const { language } = useLanguage();
  const t = useT();
  return openingHoursText(openingHours, language, t);
}
