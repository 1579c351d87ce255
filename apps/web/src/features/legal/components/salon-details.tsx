import { useSalonProfile } from '../../../lib/use-salon-profile.ts';

/** The configured salon name, for policy text written once as module constants. */
export function SalonName() {
  return <>{useSalonProfile().name}</>;
}

/** The configured address, for policy text written once as module constants. */
export function SalonAddress() {
  return <>{useSalonProfile().address}</>;
}
