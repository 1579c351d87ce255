import type { ServiceCategory } from '@salon/contracts';
import { Brush, Flower2, Phone, Scissors, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { salonInfo } from '../../../lib/salon-info.ts';
import { useSalonProfile } from '../../../lib/use-salon-profile.ts';
import { useT } from '../../../lib/use-language.tsx';

// Each tile opens the services page filtered to its category (docs/product.md#2.5).
const specialities: { Icon: typeof Scissors; title: string; text: string; category: ServiceCategory }[] = [
  { Icon: Scissors, title: 'Hair Style', text: 'Cuts, colour and styling', category: 'hair' },
  { Icon: Sparkles, title: 'Nail Art', text: 'Manicures and nail design', category: 'nail' },
  { Icon: Flower2, title: 'Facial', text: 'Cleansing and glow treatments', category: 'facial' },
  { Icon: Brush, title: 'Makeup', text: 'Bridal, party and everyday', category: 'makeup' },
];

/** docs/product.md#1: the hero, whose Book Now leads to the services to choose from. */
export function HomeHero() {
  const salon = useSalonProfile();
  const t = useT();
  return (
    <section className="relative isolate overflow-hidden">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-gradient-to-br from-blush-100 via-sand-50 to-sand-100"
      />
      <div
        aria-hidden="true"
        className="absolute -top-32 right-[-10%] -z-10 size-[28rem] rounded-full bg-plum-200/40 blur-3xl"
      />
      {/* Fades into the page colour behind the tiles that overlap the hero's lower edge. */}
      <div
        aria-hidden="true"
        className="absolute inset-x-0 bottom-0 -z-10 h-32 bg-gradient-to-b from-transparent to-sand-50"
      />
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 pt-16 pb-28 sm:px-6 sm:pt-24 sm:pb-32 lg:grid-cols-[1.15fr_1fr] lg:pt-28">
        <div>
          <p className="text-xs font-semibold tracking-[0.22em] text-plum-700 uppercase">
            {t('Hair and beauty · Colombo')}
          </p>
          <h1 className="mt-5 text-[2.6rem] leading-[1.05] text-plum-950 sm:text-6xl">
            {t('Beauty, tailored')}
            <br />
            <span className="text-plum-700 italic">{t('to you.')}</span>
          </h1>
          <p className="mt-6 max-w-lg text-lg leading-relaxed text-ink-muted">{t(salonInfo.tagline)}</p>
          <div className="mt-10 flex flex-wrap gap-3">
            <Link to="/services" className={buttonClasses('primary', 'lg')}>
              {t('Book Now')}
            </Link>
            {/* In Tamil the label takes two lines on a phone: the number stays whole on one of them. */}
            <a href={salon.phoneHref} className={buttonClasses('outline', 'lg')}>
              <Phone aria-hidden="true" className="size-4 shrink-0" />
              {t('Call {phone}', { phone: salon.phone.replaceAll(' ', '\u00a0') })}
            </a>
          </div>
        </div>

        <ul className="grid grid-cols-2 gap-4" aria-label={t('Our specialities')}>
          {specialities.map(({ Icon, title, text, category }, index) => (
            <li key={title} className={index % 2 === 1 ? 'translate-y-6' : undefined}>
              <Link
                to={`/services?category=${category}`}
                className="block h-full rounded-3xl border border-white/70 bg-white/70 p-5 shadow-[0_12px_40px_-24px_rgb(74_29_63/0.45)] backdrop-blur transition hover:-translate-y-0.5 hover:bg-white/90 sm:p-6"
              >
                <span className="grid size-11 place-items-center rounded-2xl bg-plum-900 text-blush-200">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <span className="mt-4 block font-display text-xl text-plum-950">{t(title)}</span>
                <span className="mt-1 block text-sm text-ink-muted">{t(text)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
