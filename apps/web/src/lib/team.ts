import { staffListResponseSchema } from '@salon/contracts';
import type { Language, StaffMember } from '@salon/contracts';
import { linesForStylist } from '@salon/domain';
import type { RequestedLine } from '@salon/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client.ts';

/**
 * docs/decisions/0036-stylists.md: the team customers can book (GET /api/staff). Booking and
 * moving an appointment both offer it, so it lives here rather than in one feature.
 */
export async function getStaff(signal?: AbortSignal, branchId?: string): Promise<StaffMember[]> {
  // docs/decisions/0045-branches.md: the stylists working at that branch (absent: the main one).
  const query = branchId ? `?branchId=${encodeURIComponent(branchId)}` : '';
  const answer = await apiRequest(`/api/staff${query}`, { schema: staffListResponseSchema, signal });
  return answer.data.staff;
}

export const staffQueryOptions = (branchId?: string) =>
  queryOptions({
    queryKey: ['staff', branchId ?? null] as const,
    queryFn: ({ signal }) => getStaff(signal, branchId),
    // The team changes rarely; a minute old is current enough to choose from.
    staleTime: 60_000,
  });

export function useStaff({
  enabled = true,
  branchId,
}: { enabled?: boolean; branchId?: string | undefined } = {}) {
  return useQuery({ ...staffQueryOptions(branchId), enabled });
}

/** The stylist's bio in `language` where the owner gave one, else the English (docs/architecture.md#languages). */
export function stylistBio(member: Pick<StaffMember, 'bio' | 'translations'>, language: Language): string {
  const translated = language === 'en' ? undefined : member.translations?.[language]?.bio?.trim();
  return translated || member.bio;
}

/** A stylist who does every requested service, with the lines as they do them (their own price and length). */
export interface QualifiedStylist {
  member: StaffMember;
  lines: RequestedLine[];
}

/** Only stylists who do every service asked for are offered (docs/decisions/0036-stylists.md), in the team's order. */
export function stylistsFor(
  staff: readonly StaffMember[],
  lines: readonly RequestedLine[],
): QualifiedStylist[] {
  return staff.flatMap((member) => {
    const own = linesForStylist(
      lines,
      member.services.map((service) => ({
        serviceId: service._id,
        priceLkr: service.price,
        durationMinutes: service.averageTime,
      })),
    );
    return own ? [{ member, lines: own }] : [];
  });
}
