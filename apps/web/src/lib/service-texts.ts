import type { BookedServiceLine, CartItem, Language, Service } from '@salon/contracts';

export type Translatable = Pick<Service, 'title' | 'description' | 'translations'>;

/**
 * The one rule for the owner's words in a language (docs/architecture.md#languages): the
 * language's title and description where the owner gave them, the English ones where not,
 * each text on its own.
 */
export function serviceTexts(
  service: Translatable,
  language: Language,
): { title: string; description: string } {
  const translated = language === 'en' ? undefined : service.translations?.[language];
  return {
    title: translated?.title?.trim() || service.title,
    description: translated?.description?.trim() || service.description,
  };
}

/** A cart line's title in `language`, by the same rule, from the translations the cart answer carries. */
export function cartItemTitle(item: Pick<CartItem, 'title' | 'service'>, language: Language): string {
  const { service } = item;
  return serviceTexts(
    {
      title: item.title || service.title,
      description: service.description,
      translations: service.translations,
    },
    language,
  ).title;
}

/**
 * A booked service's title in `language`, by the same rule, from the titles the appointment
 * answer keeps (My Appointments, the success screen after a hosted checkout).
 */
export function bookedServiceTitle(
  service: Pick<Service, 'title' | 'translations'>,
  language: Language,
): string {
  return serviceTexts({ ...service, description: '' }, language).title;
}

/**
 * Booked services as a list line in `language` (the day view, the daily close, a customer's
 * visits, the waitlist): each title by the same rule, "× 2" after one booked more than once.
 */
export const bookedServiceList = (services: readonly BookedServiceLine[], language: Language): string =>
  services
    .map((service) => {
      const title = bookedServiceTitle(service, language);
      return service.quantity > 1 ? `${title} × ${service.quantity}` : title;
    })
    .join(', ');
