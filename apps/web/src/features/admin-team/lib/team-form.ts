import type { AdminStaffMember, MoveRefusalReason, WeeklyShiftInput } from '@salon/contracts';

/** Why a colleague cannot take a booking, as the move dialog says it. */
export const refusalReasonLabels: Record<MoveRefusalReason, string> = {
  services: 'does not do every service booked',
  shift: 'is not on shift then',
  timeOff: 'is away then',
  busy: 'is busy then',
};

/** One service line of the dialog: ticked or not, with the stylist's own price and length as typed. */
export interface ServiceChoice {
  serviceId: string;
  chosen: boolean;
  price: string;
  averageTime: string;
}

export interface StylistFormValues {
  name: string;
  bio: string;
  bioSi: string;
  bioTa: string;
  services: Record<string, ServiceChoice>;
  shifts: WeeklyShiftInput[];
  /** Where they work (docs/decisions/0045-branches.md); null: as saved, or the main branch for a new stylist. */
  branchIds: string[] | null;
}

export function stylistFormDefaults(stylist: AdminStaffMember | null): StylistFormValues {
  const services: Record<string, ServiceChoice> = {};
  for (const line of stylist?.services ?? [])
    services[line.serviceId] = {
      serviceId: line.serviceId,
      chosen: true,
      price: line.price === null ? '' : String(line.price),
      averageTime: line.averageTime === null ? '' : String(line.averageTime),
    };
  return {
    name: stylist?.name ?? '',
    bio: stylist?.bio ?? '',
    bioSi: stylist?.translations.si?.bio ?? '',
    bioTa: stylist?.translations.ta?.bio ?? '',
    services,
    shifts: stylist?.shifts.map((shift) => ({ ...shift })) ?? [],
    branchIds: stylist?.branchIds ?? null,
  };
}

/**
 * An own price or length left empty takes the catalogue's (null). Anything else goes as the
 * number typed; what is not a number goes as typed, so the server refuses it with its reason
 * instead of JSON turning it into null.
 */
function ownNumber(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const number = Number(trimmed);
  return Number.isFinite(number) ? number : (trimmed as unknown as number);
}

/** `branchIds`: sent when the salon has two or more branches (the page shows the choice). */
export function stylistRequests(values: StylistFormValues, branchIds?: string[]) {
  return {
    details: {
      name: values.name,
      bio: values.bio,
      translations: { si: { bio: values.bioSi }, ta: { bio: values.bioTa } },
      ...(branchIds && { branchIds }),
    },
    services: {
      services: Object.values(values.services)
        .filter((line) => line.chosen)
        .map((line) => ({
          serviceId: line.serviceId,
          price: ownNumber(line.price),
          averageTime: ownNumber(line.averageTime),
        })),
    },
    shifts: { shifts: values.shifts },
  };
}
