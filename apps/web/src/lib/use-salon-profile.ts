import { salonInfo } from './salon-info.ts';
import { salonMapsHref } from '@salon/contracts';
import type { SalonProfile } from '@salon/contracts';
import { usePublicConfig } from './public-config.ts';

export interface SalonDetails {
  name: string;
  address: string;
  phone: string;
  whatsapp: string;
  email: string;
  /** Opens the salon in a map: the owner's link, else a search for the address. */
  mapsHref: string;
  /** The embeddable map of the address. */
  mapEmbedSrc: string;
  phoneHref: string;
  whatsAppHref: string;
}

/**
 * wa.me wants digits only, with the country code, which a number saved before the server kept it
 * international (0771234567) lacks.
 */
export const whatsAppHrefOf = (whatsapp: string) =>
  `https://wa.me/${whatsapp.replace(/\D/g, '').replace(/^0(?=\d{9}$)/, '94')}`;

/** The details from the configured profile, each falling back to the sample value in salon-info.ts. */
export function salonDetails(profile: SalonProfile | null | undefined): SalonDetails {
  const name = profile?.name || salonInfo.name;
  const address = profile?.address || salonInfo.address;
  const phone = profile?.phone || salonInfo.phone;
  const whatsapp = profile?.whatsapp || salonInfo.whatsapp;
  const mapQuery = encodeURIComponent(`${address}, Sri Lanka`);
  return {
    name,
    address,
    phone,
    whatsapp,
    email: profile?.email || salonInfo.email,
    // The server answers only https links; checked again here, since it goes into an href.
    mapsHref: salonMapsHref(profile?.mapUrl, address)!,
    mapEmbedSrc: `https://www.google.com/maps?q=${mapQuery}&output=embed`,
    // `tel:` links want the number without spaces.
    phoneHref: `tel:${phone.replace(/\s+/g, '')}`,
    whatsAppHref: whatsAppHrefOf(whatsapp),
  };
}

/** A wa.me link to the salon's (or a branch's) WhatsApp that opens the chat with `text` already typed. */
export const whatsAppChatHref = (place: Pick<SalonDetails, 'whatsAppHref'>, text: string): string =>
  `${place.whatsAppHref}?text=${encodeURIComponent(text)}`;

/**
 * The salon's public details (docs/architecture.md#admin: the owner sets them in the back
 * office). While GET /api/config loads, or if it fails, the sample values stand in.
 */
export function useSalonProfile(): SalonDetails {
  const { data } = usePublicConfig();
  return salonDetails(data?.salon);
}
