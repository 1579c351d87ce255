import { Mail, MapPin, Phone } from 'lucide-react';
import { Link } from 'react-router';
import { BrandMark } from '../../components/ui/brand-mark.tsx';
import { AmexIcon, MastercardIcon, VisaIcon } from '../../components/ui/payment-icons.tsx';
import { FacebookIcon, InstagramIcon, TikTokIcon } from '../../components/ui/social-icons.tsx';
import { useBranches } from '../../lib/branches.ts';
import { salonInfo } from '../../lib/salon-info.ts';
import { useSalonProfile } from '../../lib/use-salon-profile.ts';
import { useT } from '../../lib/use-language.tsx';

// docs/product.md#2.2: /about and /contact lead to the home page's About and Contact sections.
const quickLinks = [
  { to: '/services', label: 'Services' },
  { to: '/gallery', label: 'Gallery' },
  { to: '/about', label: 'About Us' },
  { to: '/contact', label: 'Contact' },
];

const legalLinks = [
  { to: '/privacy-policy', label: 'Privacy Policy' },
  { to: '/terms-conditions', label: 'Terms & Conditions' },
  { to: '/refund-policy', label: 'Refund Policy' },
  { to: '/faq', label: 'FAQ' },
];

const socialLinks = [
  { href: salonInfo.social.facebook, label: 'Facebook', Icon: FacebookIcon },
  { href: salonInfo.social.instagram, label: 'Instagram', Icon: InstagramIcon },
  { href: salonInfo.social.tiktok, label: 'TikTok', Icon: TikTokIcon },
];

const year = new Date().getFullYear();
// On a touch screen each link is a 44 px row (docs/product.md#9), the rows' gaps taken into it.
const touchRow =
  'pointer-coarse:inline-flex pointer-coarse:min-h-11 pointer-coarse:min-w-11 pointer-coarse:items-center';
const linkClasses = `rounded text-sm text-plum-100/80 transition-colors hover:text-white ${touchRow}`;

function LinkColumn({ title, links }: { title: string; links: { to: string; label: string }[] }) {
  const t = useT();
  return (
    <div>
      <h2 className="font-sans text-xs font-semibold tracking-[0.18em] text-blush-200 uppercase">
        {t(title)}
      </h2>
      <ul className="mt-4 space-y-2.5 pointer-coarse:mt-2 pointer-coarse:space-y-0">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={linkClasses}>
              {t(link.label)}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function Footer() {
  const salon = useSalonProfile();
  const t = useT();
  // docs/decisions/0045-branches.md: with two or more branches each is named with its address;
  // with one (or the list not in yet) the salon's own address, as before.
  const branches = useBranches().data ?? [];
  return (
    <footer className="bg-plum-950 text-plum-100">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-14 sm:grid-cols-2 sm:px-6 lg:grid-cols-[1.4fr_1fr_1fr_1.3fr]">
        <div>
          <BrandMark name={salon.name} inverted />
          <p className="mt-4 max-w-xs text-sm leading-relaxed text-plum-100/75">{t(salonInfo.tagline)}</p>
          <ul className="mt-6 flex gap-2" aria-label={t('Social media')}>
            {socialLinks.map(({ href, label, Icon }) => (
              <li key={label}>
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={t('{name} on {network}', { name: salon.name, network: label })}
                  className="grid size-10 place-items-center rounded-full bg-white/8 pointer-coarse:size-11 text-plum-100 transition-colors hover:bg-white/15 hover:text-white"
                >
                  <Icon className="size-5" />
                </a>
              </li>
            ))}
          </ul>
        </div>
        <LinkColumn title="Quick links" links={quickLinks} />
        <LinkColumn title="Legal" links={legalLinks} />
        <div>
          <h2 className="font-sans text-xs font-semibold tracking-[0.18em] text-blush-200 uppercase">
            {t('Visit us')}
          </h2>
          <address className="mt-4 space-y-3 text-sm text-plum-100/80 not-italic pointer-coarse:space-y-1">
            {branches.length >= 2 ? (
              <ul className="space-y-2" aria-label={t('Our branches')}>
                {branches.map((branch) => (
                  <li key={branch._id} className="flex gap-3">
                    <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-gold-400" />
                    <span>
                      <span className="font-medium text-plum-50">{branch.name}</span>
                      {branch.address && <span className="block">{branch.address}</span>}
                    </span>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="flex gap-3">
                <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-gold-400" />
                {salon.address}
              </p>
            )}
            <p className="flex gap-3 pointer-coarse:items-center">
              <Phone
                aria-hidden="true"
                className="mt-0.5 size-4 shrink-0 text-gold-400 pointer-coarse:mt-0"
              />
              <a href={salon.phoneHref} className={linkClasses}>
                {salon.phone}
              </a>
            </p>
            <p className="flex gap-3 pointer-coarse:items-center">
              <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-gold-400 pointer-coarse:mt-0" />
              <a href={`mailto:${salon.email}`} className={linkClasses}>
                {salon.email}
              </a>
            </p>
          </address>
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-6xl flex-col items-center justify-between gap-4 px-4 py-6 text-xs text-plum-100/60 sm:flex-row sm:px-6">
          <div className="flex flex-col items-center gap-2 sm:flex-row sm:gap-4">
            <p>{t('© {year} {name}. All rights reserved.', { year, name: salon.name })}</p>
            {/* docs/product.md#2.2: the owner's discreet way in. */}
            <Link to="/admin/login" className={`rounded transition-colors hover:text-white ${touchRow}`}>
              {t('Staff sign-in')}
            </Link>
          </div>
          <div className="flex items-center gap-3">
            <span>{t('We accept')}</span>
            <ul className="flex gap-2" aria-label={t('Accepted payment methods')}>
              <li>
                <VisaIcon />
              </li>
              <li>
                <MastercardIcon />
              </li>
              <li>
                <AmexIcon />
              </li>
            </ul>
          </div>
        </div>
      </div>
    </footer>
  );
}
