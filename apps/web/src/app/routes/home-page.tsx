import { Brush, Clock, Flower2, MapPin, Scissors, Sparkles, Star } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button-styles.ts';
import { salonInfo } from '../../lib/salon-info.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

const specialities = [
  { Icon: Scissors, title: 'Hair Style', text: 'Cuts, colour and styling' },
  { Icon: Sparkles, title: 'Nail Art', text: 'Manicures and nail design' },
  { Icon: Flower2, title: 'Facial', text: 'Cleansing and glow treatments' },
  { Icon: Brush, title: 'Makeup', text: 'Bridal, party and everyday' },
];

const visitFacts = [
  { Icon: Clock, label: 'Open', value: 'Mon to Sat, 9:00 to 19:00' },
  { Icon: MapPin, label: 'Find us', value: salonInfo.address },
  { Icon: Star, label: 'Booking', value: 'Reserve online, pay for services at the salon' },
];

export function HomePage() {
  useDocumentTitle(undefined);
  return (
    <>
      <section className="relative isolate overflow-hidden">
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-gradient-to-br from-blush-100 via-sand-50 to-sand-100"
        />
        <div
          aria-hidden="true"
          className="absolute -top-32 right-[-10%] -z-10 size-[28rem] rounded-full bg-plum-200/40 blur-3xl"
        />
        <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 py-16 sm:px-6 sm:py-24 lg:grid-cols-[1.15fr_1fr] lg:py-28">
          <div>
            <p className="text-xs font-semibold tracking-[0.22em] text-plum-700 uppercase">
              Hair and beauty · Colombo
            </p>
            <h1 className="mt-5 text-[2.6rem] leading-[1.05] text-plum-950 sm:text-6xl">
              Beauty, tailored
              <br />
              <span className="text-plum-700 italic">to you.</span>
            </h1>
            <p className="mt-6 max-w-lg text-lg leading-relaxed text-ink-muted">{salonInfo.tagline}</p>
            <div className="mt-10 flex flex-wrap gap-3">
              <Link to="/services" className={buttonClasses('primary', 'lg')}>
                Book Now
              </Link>
              <Link to="/special-offers" className={buttonClasses('outline', 'lg')}>
                See special offers
              </Link>
            </div>
          </div>

          <ul className="grid grid-cols-2 gap-4" aria-label="Our specialities">
            {specialities.map(({ Icon, title, text }, index) => (
              <li
                key={title}
                className={
                  'rounded-3xl border border-white/70 bg-white/70 p-5 shadow-[0_12px_40px_-24px_rgb(74_29_63/0.45)] backdrop-blur sm:p-6 ' +
                  (index % 2 === 1 ? 'translate-y-6' : '')
                }
              >
                <span className="grid size-11 place-items-center rounded-2xl bg-plum-900 text-blush-200">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <p className="mt-4 font-display text-xl text-plum-950">{title}</p>
                <p className="mt-1 text-sm text-ink-muted">{text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section id="about" aria-labelledby="about-heading" className="bg-white">
        <div className="mx-auto grid max-w-6xl gap-10 px-4 py-20 sm:px-6 lg:grid-cols-2 lg:gap-16">
          <div>
            <p className="text-xs font-semibold tracking-[0.22em] text-plum-700 uppercase">About us</p>
            <h2 id="about-heading" className="mt-4 text-3xl text-plum-950 sm:text-4xl">
              A calm chair on Galle Road
            </h2>
            <p className="mt-5 leading-relaxed text-ink-muted">
              {salonInfo.name} is a neighbourhood salon for hair, nails, skin and makeup. Our stylists take
              the time to listen before they begin, use products we trust, and keep to the time we promised
              you.
            </p>
            <p className="mt-4 leading-relaxed text-ink-muted">
              Choose your services online, pick a time that suits you, and secure it with a small booking fee.
              The service itself is paid at the salon.
            </p>
          </div>
          <ul className="grid content-start gap-4">
            {visitFacts.map(({ Icon, label, value }) => (
              <li
                key={label}
                className="flex items-start gap-4 rounded-2xl border border-sand-200 bg-sand-50 p-5"
              >
                <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-blush-100 text-plum-800">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <div>
                  <p className="text-xs font-semibold tracking-wider text-ink-muted uppercase">{label}</p>
                  <p className="mt-1 text-ink">{value}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}
