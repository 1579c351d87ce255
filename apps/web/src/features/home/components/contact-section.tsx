import { whatsAppMessages } from '@salon/contracts';
import { Mail, MapPin, MessageCircle, Phone } from 'lucide-react';
import type { ComponentType, SVGProps } from 'react';
import { useSalonProfile, whatsAppChatHref } from '../../../lib/use-salon-profile.ts';
import type { SalonDetails } from '../../../lib/use-salon-profile.ts';
import { useT } from '../../../lib/use-language.tsx';
import { useOpeningHoursText } from '../../../lib/use-opening-hours-text.ts';
import { MapCard } from './map-card.tsx';

interface ContactItem {
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
  label: string;
  value: string;
  href: string;
  isExternal?: boolean;
}

const contactItems = (salon: SalonDetails, t: ReturnType<typeof useT>): ContactItem[] => [
  { Icon: Phone, label: 'Phone', value: salon.phone, href: salon.phoneHref },
  { Icon: MapPin, label: 'Location', value: salon.address, href: salon.mapsHref, isExternal: true },
  {
    Icon: MessageCircle,
    label: whatsAppMessages.chat,
    value: salon.whatsapp,
    // The template's English is whatsAppMessages.askSalon's, so English visitors get the same text.
    href: whatsAppChatHref(
      salon,
      t('Hello {salon}, I would like to ask about an appointment.', { salon: salon.name }),
    ),
    isExternal: true,
  },
  { Icon: Mail, label: 'Email', value: salon.email, href: `mailto:${salon.email}` },
];

/** docs/product.md#1: phone, location, a map, a chat entry and e-mail, as the owner configured them. */
export function ContactSection() {
  const salon = useSalonProfile();
  const t = useT();
  const hours = useOpeningHoursText();
  return (
    <section id="contact" aria-labelledby="contact-heading" className="bg-white">
      <div className="mx-auto max-w-6xl px-4 py-20 sm:px-6">
        <div className="max-w-2xl">
          <p className="text-xs font-semibold tracking-[0.22em] text-plum-700 uppercase">{t('Contact')}</p>
          <h2 id="contact-heading" className="mt-4 text-3xl text-plum-950 sm:text-4xl">
            {t('Get in touch')}
          </h2>
          <p className="mt-4 text-ink-muted">
            {t('Questions about a service or a booking? Call, message or drop by. Opening hours: {hours}.', {
              hours,
            })}
          </p>
        </div>
        <div className="mt-10 grid gap-6 lg:grid-cols-[1fr_1.2fr]">
          <ul className="grid content-start gap-4 sm:grid-cols-2 lg:grid-cols-1">
            {contactItems(salon, t).map(({ Icon, label, value, href, isExternal }) => (
              <li key={label}>
                <a
                  href={href}
                  {...(isExternal ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                  className="flex h-full items-start gap-4 rounded-2xl border border-sand-200 bg-sand-50 p-5 transition-colors hover:border-plum-200 hover:bg-plum-50"
                >
                  <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-plum-900 text-blush-200">
                    <Icon aria-hidden="true" className="size-5" />
                  </span>
                  <span className="min-w-0">
                    <span className="block text-xs font-semibold tracking-wider text-ink-muted uppercase">
                      {t(label)}
                    </span>
                    <span className="mt-1 block break-words text-ink">{value}</span>
                  </span>
                </a>
              </li>
            ))}
          </ul>
          <MapCard />
        </div>
      </div>
    </section>
  );
}
