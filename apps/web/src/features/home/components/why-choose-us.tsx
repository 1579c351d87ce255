import { useT } from '../../../lib/use-language.tsx';
import { Award, CalendarCheck, Gem, HeartHandshake, ShieldCheck, Wallet } from 'lucide-react';

const benefits = [
  {
    Icon: Award,
    title: 'Experienced stylists',
    text: 'Trained professionals who listen first and keep up with the latest techniques.',
  },
  {
    Icon: Gem,
    title: 'Quality products',
    text: 'Salon-grade colour, skin and nail care from brands we trust.',
  },
  {
    Icon: ShieldCheck,
    title: 'Spotless hygiene',
    text: 'Tools sterilised after every client, fresh towels and clean stations.',
  },
  {
    Icon: CalendarCheck,
    title: 'Easy online booking',
    text: 'Choose your services and a time that suits you, any time of day.',
  },
  {
    Icon: Wallet,
    title: 'Fair, clear prices',
    text: 'Every price is shown up front; only a small booking fee is paid online.',
  },
  {
    Icon: HeartHandshake,
    title: 'Relaxing atmosphere',
    text: 'A calm, friendly space where you can unwind while we look after you.',
  },
];

/** docs/product.md#1: six benefit cards. */
export function WhyChooseUs() {
  const t = useT();
  return (
    <section aria-labelledby="why-heading" className="bg-sand-50">
      <div className="mx-auto max-w-6xl px-4 py-20 sm:px-6">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-xs font-semibold tracking-[0.22em] text-plum-700 uppercase">{t('Why us')}</p>
          <h2 id="why-heading" className="mt-4 text-3xl text-plum-950 sm:text-4xl">
            {t('Why Choose Us')}
          </h2>
          <p className="mt-4 text-ink-muted">{t('Six reasons our clients keep coming back.')}</p>
        </div>
        <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {benefits.map(({ Icon, title, text }) => (
            <li
              key={title}
              className="rounded-3xl border border-sand-200 bg-white p-6 shadow-[0_12px_40px_-30px_rgb(74_29_63/0.45)]"
            >
              <span className="grid size-12 place-items-center rounded-2xl bg-blush-100 text-plum-800">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <h3 className="mt-5 text-xl text-plum-950">{t(title)}</h3>
              <p className="mt-2 text-sm leading-relaxed text-ink-muted">{t(text)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
