import { salonInfo } from '../../../lib/salon-info.ts';
import { useT } from '../../../lib/use-language.tsx';
import { useSalonProfile } from '../../../lib/use-salon-profile.ts';

/** Every policy ends with the same contact details, read from the one configuration place. */
export function LegalContact({ email }: { email?: string }) {
  const salon = useSalonProfile();
  const t = useT();
  const shownEmail = email ?? salon.email;
  return (
    <address className="mt-4 rounded-2xl border border-sand-200 bg-sand-50 px-5 py-4 not-italic">
      <strong>{salonInfo.legal.companyName}</strong>
      <br />
      {salon.address}
      <br />
      {t('Phone:')} <a href={salon.phoneHref}>{salon.phone}</a>
      <br />
      {t('E-mail:')} <a href={`mailto:${shownEmail}`}>{shownEmail}</a>
      <br />
      {t('Website:')} {salonInfo.legal.website}
    </address>
  );
}
