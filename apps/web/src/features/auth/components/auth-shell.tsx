import { Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { useBookingFee } from '../../../lib/use-booking-fee.ts';
import { formatLkr } from '../../../lib/format-money.ts';
import { useLanguage, useT } from '../../../lib/use-language.tsx';

interface AuthShellProps {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  /**
   * Who signs in here: customers see what booking online offers them; salon staff see what the
   * back office is for, with no customer marketing (issue 24).
   */
  audience?: 'customer' | 'staff';
}

const promises = [
  'Book in under a minute',
  // {fee}: the owner's booking fee (docs/product.md#9).
  'Only a {fee} booking fee online',
  'Reminders before every visit',
];

const staffPromises = [
  'Today’s appointments and chairs at a glance',
  'Confirm, complete or cancel a booking, with the customer told',
  'Services, offers, gallery and opening hours in one place',
];

/** The frame every authentication screen shares: a brand panel beside a focused form card. */
export function AuthShell({ title, subtitle, children, footer, audience = 'customer' }: AuthShellProps) {
  const isStaff = audience === 'staff';
  const t = useT();
  const { language } = useLanguage();
  const fee = useBookingFee();
  return (
    <div className="mx-auto grid w-full max-w-6xl gap-8 px-4 py-8 sm:px-6 sm:py-12 lg:grid-cols-[1fr_1.05fr] lg:gap-12 lg:py-16">
      <aside
        aria-hidden="true"
        className="relative hidden overflow-hidden rounded-[2rem] bg-gradient-to-br from-plum-900 via-plum-800 to-plum-950 p-10 text-plum-50 lg:flex lg:flex-col lg:justify-between"
      >
        <div className="absolute -top-24 -right-24 size-72 rounded-full bg-blush-300/20 blur-2xl" />
        <div className="absolute -bottom-28 -left-16 size-80 rounded-full bg-gold-400/15 blur-3xl" />
        <div className="relative flex items-center gap-2 text-sm tracking-[0.2em] text-blush-200 uppercase">
          <Sparkles className="size-4" /> Salon
        </div>
        <div className="relative">
          {isStaff ? (
            <p className="font-display text-4xl leading-tight text-white">{t('The salon’s back office')}</p>
          ) : (
            <p className="font-display text-4xl leading-tight text-white">
              {t('Unhurried care,')}
              <br />
              <span className="text-blush-200 italic">{t('beautifully')}</span> {t('done.')}
            </p>
          )}
          <ul className="mt-8 space-y-3 text-sm text-plum-100">
            {(isStaff ? staffPromises : promises).map((promise) => (
              <li key={promise} className="flex items-center gap-3">
                <span className="size-1.5 rounded-full bg-gold-400" />
                {t(promise, { fee: formatLkr(fee, language) })}
              </li>
            ))}
          </ul>
        </div>
        <p className="relative text-xs text-plum-200">
          {isStaff ? t('For salon staff only') : t('Galle Road, Colombo 03')}
        </p>
      </aside>

      <section className="mx-auto w-full max-w-md self-center rounded-[2rem] border border-sand-200 bg-white p-6 shadow-[0_20px_60px_-30px_rgb(74_29_63/0.35)] sm:p-10">
        <h1 className="text-3xl text-plum-950 sm:text-[2.1rem]">{t(title)}</h1>
        {subtitle && (
          <p className="mt-2 text-sm text-ink-muted">
            {typeof subtitle === 'string' ? t(subtitle) : subtitle}
          </p>
        )}
        <div className="mt-8">{children}</div>
        {footer && (
          <div className="mt-8 border-t border-sand-100 pt-6 text-center text-sm text-ink-muted">
            {footer}
          </div>
        )}
      </section>
    </div>
  );
}
