import { createBranchRequestSchema } from '@salon/contracts';
import type { AdminBranch, CreateBranchRequest } from '@salon/contracts';

/** One weekday of the form: index 0 = Sunday, as the API numbers them. */
export interface DayValues {
  isOpen: boolean;
  open: string;
  close: string;
}

/** A service of the catalogue: offered here or not, and an own price (empty: the catalogue's). */
export interface ServiceChoice {
  chosen: boolean;
  price: string;
}

/** What the branch dialog holds: text as typed, turned into the request on saving. */
export interface BranchFormValues {
  name: string;
  address: string;
  mapUrl: string;
  phone: string;
  whatsapp: string;
  days: DayValues[];
  chairs: string;
  bookingFee: string;
  position: string;
  lat: string;
  lng: string;
  services: Record<string, ServiceChoice>;
  /** A new branch offers every service until the owner unticks one. */
  offersAllByDefault: boolean;
}

/** The fields a refusal can name, each shown under its control. */
export const branchFields = [
  'name',
  'address',
  'mapUrl',
  'phone',
  'whatsapp',
  'hours',
  'chairs',
  'bookingFeeLkr',
  'position',
  'lat',
  'lng',
  'services',
] as const;
export type BranchField = (typeof branchFields)[number];

const NEW_DAY: DayValues = { isOpen: true, open: '09:00', close: '19:00' };

export function branchFormDefaults(branch: AdminBranch | null, nextPosition: number): BranchFormValues {
  if (!branch)
    return {
      name: '',
      address: '',
      mapUrl: '',
      phone: '',
      whatsapp: '',
      // Monday to Saturday open, Sunday closed, as the salon's first hours.
      days: Array.from({ length: 7 }, (_, weekday) => ({ ...NEW_DAY, isOpen: weekday !== 0 })),
      chairs: '2',
      bookingFee: '',
      position: String(nextPosition),
      lat: '',
      lng: '',
      services: {},
      offersAllByDefault: true,
    };
  return {
    name: branch.name,
    address: branch.address ?? '',
    mapUrl: branch.mapUrl ?? '',
    phone: branch.phone ?? '',
    whatsapp: branch.whatsapp ?? '',
    days: branch.hours.map((hours) => ({
      isOpen: hours !== null,
      open: hours?.open ?? NEW_DAY.open,
      close: hours?.close ?? NEW_DAY.close,
    })),
    chairs: String(branch.chairs),
    bookingFee: branch.bookingFeeLkr === null ? '' : String(branch.bookingFeeLkr),
    position: String(branch.position),
    lat: branch.lat === null ? '' : String(branch.lat),
    lng: branch.lng === null ? '' : String(branch.lng),
    services: Object.fromEntries(
      branch.services.map((line) => [
        line.serviceId,
        { chosen: true, price: line.priceLkr === null ? '' : String(line.priceLkr) },
      ]),
    ),
    offersAllByDefault: false,
  };
}

export const choiceOf = (values: BranchFormValues, serviceId: string): ServiceChoice =>
  values.services[serviceId] ?? { chosen: values.offersAllByDefault, price: '' };

const text = (value: string) => (value.trim() === '' ? null : value.trim());
/** A number as typed; blank is null, anything unreadable NaN (which the contract refuses with its message). */
const numberOrNull = (value: string) => (value.trim() === '' ? null : Number(value.trim()));

/** The whole branch as the API takes it: a new one (POST) and an edit (PATCH) send every field. */
export function toBranchRequest(
  values: BranchFormValues,
  serviceIds: readonly string[],
): CreateBranchRequest {
  return {
    name: values.name,
    address: text(values.address),
    mapUrl: text(values.mapUrl),
    phone: text(values.phone),
    whatsapp: text(values.whatsapp),
    hours: values.days.map((day) => (day.isOpen ? { open: day.open, close: day.close } : null)),
    chairs: numberOrNull(values.chairs) ?? Number.NaN,
    bookingFeeLkr: numberOrNull(values.bookingFee),
    position: numberOrNull(values.position) ?? 0,
    lat: numberOrNull(values.lat),
    lng: numberOrNull(values.lng),
    services: serviceIds
      .filter((serviceId) => choiceOf(values, serviceId).chosen)
      .map((serviceId) => ({ serviceId, priceLkr: numberOrNull(choiceOf(values, serviceId).price) })),
  };
}

/** The contract's own refusals, each on its field, before anything is sent. */
export function formErrors(request: CreateBranchRequest): Partial<Record<BranchField, string>> {
  const checked = createBranchRequestSchema.safeParse(request);
  if (checked.success) return {};
  const errors: Partial<Record<BranchField, string>> = {};
  for (const issue of checked.error.issues) {
    const field = branchFields.find((name) => name === issue.path[0]);
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}
