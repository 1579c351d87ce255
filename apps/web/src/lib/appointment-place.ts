import { salonMapsHref } from '@salon/contracts';
import type { AppointmentBranch, Branch } from '@salon/contracts';
import { useBranches } from './branches.ts';
import { useSalonProfile, whatsAppHrefOf } from './use-salon-profile.ts';
import type { SalonDetails } from './use-salon-profile.ts';

/** Where an appointment is and how to reach it, for its calendar file, Directions and WhatsApp links. */
export interface AppointmentPlace {
  /** The branch named on the page: with two or more branches only (docs/decisions/0045-branches.md). */
  branch: AppointmentBranch | undefined;
  /** The calendar event's place, written as the confirmation mail's .ics writes it. */
  location: string;
  /** Undefined for a branch with neither a map link nor an address: no map beats the wrong one. */
  mapsHref: string | undefined;
  whatsAppHref: string;
}

/**
 * The appointment's own branch, else (one branch, or the list still loading) the salon's profile.
 * The appointment carries its branch's name and address; the map link and WhatsApp number come
 * from GET /api/branches, and a branch with no WhatsApp of its own falls back to the salon's.
 */
export function appointmentPlace(
  salon: SalonDetails,
  booked: AppointmentBranch | undefined,
  branches: Branch[] | undefined,
): AppointmentPlace {
  const branch = (branches?.length ?? 0) >= 2 ? booked : undefined;
  if (!branch) {
    return {
      branch: undefined,
      location: `${salon.name}, ${salon.address}`,
      mapsHref: salon.mapsHref,
      whatsAppHref: salon.whatsAppHref,
    };
  }
  const listed = branches?.find((candidate) => candidate._id === branch._id);
  const address = branch.address ?? listed?.address ?? null;
  return {
    branch,
    location: [`${salon.name} ${branch.name}`, address].filter(Boolean).join(', '),
    mapsHref: salonMapsHref(listed?.mapUrl, address),
    whatsAppHref: listed?.whatsapp ? whatsAppHrefOf(listed.whatsapp) : salon.whatsAppHref,
  };
}

export function useAppointmentPlace(booked: AppointmentBranch | undefined) {
  const salon = useSalonProfile();
  const branches = useBranches();
  return appointmentPlace(salon, booked, branches.data);
}
