import { ArrowRight, Gift, Scissors } from 'lucide-react';
import { Link } from 'react-router';
import { useT } from '../../../lib/use-language.tsx';

const tiles = [
  {
    to: '/services',
    title: 'Our Services',
    text: 'Hair, nails, facials and makeup, with clear prices and durations.',
    Icon: Scissors,
    tone: 'bg-white text-plum-950',
    iconTone: 'bg-blush-100 text-plum-800',
    textTone: 'text-ink-muted',
  },
  {
    to: '/special-offers',
    title: 'Special Offers',
    text: 'Packages of our favourite services at a special price, for a limited time.',
    Icon: Gift,
    tone: 'bg-plum-900 text-white',
    iconTone: 'bg-white/10 text-blush-200',
    textTone: 'text-plum-100/80',
  },
];

/** docs/product.md#1: the two tiles under the hero, each a whole-card link. */
export function HomeTiles() {
  const t = useT();
  return (
    <section aria-label={t('Explore')} className="relative z-10 mx-auto -mt-16 w-full max-w-6xl px-4 sm:px-6">
      <ul className="grid gap-4 sm:grid-cols-2 sm:gap-6">
        {tiles.map(({ to, title, text, Icon, tone, iconTone, textTone }) => (
          <li key={to}>
            <Link
              to={to}
              className={`group flex h-full items-start gap-5 rounded-3xl border border-sand-200/70 p-6 shadow-[0_18px_50px_-30px_rgb(74_29_63/0.6)] transition-transform hover:-translate-y-0.5 sm:p-8 ${tone}`}
            >
              <span className={`grid size-12 shrink-0 place-items-center rounded-2xl ${iconTone}`}>
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <span className="flex-1">
                <span className="flex items-center justify-between gap-3 font-display text-2xl">
                  {t(title)}
                  <ArrowRight
                    aria-hidden="true"
                    className="size-5 shrink-0 transition-transform group-hover:translate-x-1"
                  />
                </span>
                <span className={`mt-2 block text-sm leading-relaxed ${textTone}`}>{t(text)}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
