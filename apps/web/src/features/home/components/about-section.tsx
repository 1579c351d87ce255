import { Clock, MapPin, Star } from 'lucide-react';
import { useSalonProfile } from '../../../lib/use-salon-profile.ts';
import { useT } from '../../../lib/use-language.tsx';
import { useOpeningHoursText } from '../../../lib/use-opening-hours-text.ts';

/** The hours and the address arrive written (the owner's, in the page's language); the booking line is translated here. */
const visitFacts = (hours: string, address: string, t: ReturnType<typeof useT>) => [
  { Icon: Clock, label: 'Open', value: hours },
  { Icon: MapPin, label: 'Find us', value: address },
  { Icon: Star, label: 'Booking', value: t('Reserve online, pay for services at the salon') },
];

/** The nav bar's About Us is an in-page anchor to this section (docs/product.md#2.2): keep id="about". */
export function AboutSection() {
  const salon = useSalonProfile();
  const t = useT();
  const hours = useOpeningHoursText();
  return (
    <section id="about" aria-labelledby="about-heading" className="bg-white">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-20 sm:px-6 lg:grid-cols-2 lg:gap-16">
        <div>
          <p className="text-xs font-semibold tracking-[0.22em] text-plum-700 uppercase">{t('About us')}</p>
          <h2 id="about-heading" className="mt-4 text-3xl text-plum-950 sm:text-4xl">
            {t('A calm chair on Galle Road')}
          </h2>
          <p className="mt-5 leading-relaxed text-ink-muted">
            {t(
              '{name} is a neighbourhood salon for hair, nails, skin and makeup. Our stylists take the time to listen before they begin, use products we trust, and keep to the time we promised you.',
              { name: salon.name },
            )}
          </p>
          <p className="mt-4 leading-relaxed text-ink-muted">
            {t(
              'Choose your services online, pick a time that suits you, and secure it with a small booking fee. The service itself is paid at the salon.',
            )}
          </p>
        </div>
        <ul className="grid content-start gap-4">
          {visitFacts(hours, salon.address, t).map(({ Icon, label, value }) => (
            <li
              key={label}
              className="flex items-start gap-4 rounded-2xl border border-sand-200 bg-sand-50 p-5"
            >
              <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-blush-100 text-plum-800">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <div>
                <p className="text-xs font-semibold tracking-wider text-ink-muted uppercase">{t(label)}</p>
                <p className="mt-1 text-ink">{value}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
