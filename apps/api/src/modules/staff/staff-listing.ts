import type { StaffMember } from '@salon/contracts';
import type { BranchRow } from '../../db/schema/index.ts';
import { teamAt } from '../availability/team-day.ts';
import type { StaffRepository } from './staff.repository.ts';

export type StaffListing = ReturnType<typeof createStaffListing>;

/**
 * docs/decisions/0036-stylists.md: the stylists customers can book, in the team's order, each
 * with the live services they do at their own price and length (the catalogue's where unset).
 */
export function createStaffListing({
  repository,
  branchFor,
}: {
  repository: StaffRepository;
  /** docs/decisions/0045-branches.md: the branch asked about (absent: the main one), refused when unknown or closed. */
  branchFor: (branchId: string | undefined) => Promise<BranchRow>;
}) {
  return {
    /** The branch the list is for: the one named, or the main one. */
    branchFor,
    /** The stylists working at the branch (docs/decisions/0045-branches.md). */
    async listBookable(branch: BranchRow): Promise<StaffMember[]> {
      const [team, catalogue] = await Promise.all([repository.listTeam(), repository.catalogueTerms()]);
      return teamAt(team, branch.id)
        .filter((member) => member.bookableOnline)
        .map((member) => ({
          _id: member.id,
          name: member.name,
          photoUrl: member.photoUrl,
          bio: member.bio,
          ...(Object.keys(member.translations).length ? { translations: member.translations } : {}),
          services: member.terms.flatMap((term) => {
            const listed = catalogue.get(term.serviceId);
            return listed
              ? [
                  {
                    _id: term.serviceId,
                    price: term.priceLkr ?? listed.priceLkr,
                    averageTime: term.durationMinutes ?? listed.durationMinutes,
                  },
                ]
              : [];
          }),
        }));
    },
  };
}
