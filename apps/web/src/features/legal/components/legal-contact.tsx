import { salonInfo, salonPhoneHref } from '../../../lib/salon-info.ts';

/** Every policy ends with the same contact details, read from the one configuration place. */
export function LegalContact({ email = salonInfo.email }: { email?: string }) {
  return (
    <address className="mt-4 rounded-2xl border border-sand-200 bg-sand-50 px-5 py-4 not-italic">
      <strong>{salonInfo.legal.companyName}</strong>
      <br />
      {salonInfo.address}
      <br />
      Phone: <a href={salonPhoneHref}>{salonInfo.phone}</a>
      <br />
      E-mail: <a href={`mailto:${email}`}>{email}</a>
      <br />
      Website: {salonInfo.legal.website}
    </address>
  );
}
