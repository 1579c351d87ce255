import type { MergeCustomersResponse } from '@salon/contracts';
import { customerMessages as m } from '@salon/contracts';
import type { RunInTransaction } from '../../db/client.ts';
import { ConflictError, NotFoundError } from '../../lib/errors.ts';
import type { CustomerMergeRepository, MergeParty } from './customer-merge.repository.ts';
import type { CustomersService } from './customers.service.ts';

export type CustomerMergeService = ReturnType<typeof createCustomerMergeService>;

/** A record that signs in with an e-mail and a password: the person's own account. */
const hasSignIn = (party: MergeParty) => party.email !== null && party.passwordHash !== null;

/**
 * What the kept record takes over from the duplicate (docs/decisions/0041-customers-and-merge.md):
 * a sign-in it lacks (the e-mail with its password), a phone it lacks (or a confirmed one where
 * its own is not), Google, address and city where it has none.
 */
function takeOverFrom(kept: MergeParty, duplicate: MergeParty) {
  const takesSignIn = !hasSignIn(kept) && hasSignIn(duplicate);
  const takesEmail = takesSignIn || (kept.email === null && duplicate.email !== null);
  const takesPhone =
    duplicate.phone !== null &&
    (kept.phone === null || (kept.phoneConfirmedAt === null && duplicate.phoneConfirmedAt !== null));
  return {
    ...(takesEmail ? { email: duplicate.email, isVerified: duplicate.isVerified } : {}),
    ...(takesSignIn ? { passwordHash: duplicate.passwordHash } : {}),
    ...(kept.googleSubject === null && duplicate.googleSubject !== null
      ? { googleSubject: duplicate.googleSubject }
      : {}),
    ...(kept.address === null && duplicate.address !== null ? { address: duplicate.address } : {}),
    ...(kept.city === null && duplicate.city !== null ? { city: duplicate.city } : {}),
    ...(takesPhone ? { phone: duplicate.phone, phoneConfirmedAt: duplicate.phoneConfirmedAt } : {}),
  };
}

/** Two records of one person become one, all or nothing, in one transaction. */
export function createCustomerMergeService({
  repository,
  transaction,
  customers,
}: {
  repository: CustomerMergeRepository;
  transaction: RunInTransaction;
  customers: Pick<CustomersService, 'detail'>;
}) {
  return {
    async merge(keptId: string, duplicateId: string): Promise<MergeCustomersResponse['data']> {
      if (keptId === duplicateId) throw new ConflictError(m.mergeSame);
      return transaction(async (tx) => {
        const parties = await repository.lockParties(tx, [keptId, duplicateId]);
        const kept = parties.find((party) => party.id === keptId);
        const duplicate = parties.find((party) => party.id === duplicateId);
        if (!kept || !duplicate) throw new NotFoundError(m.customerNotFound);
        if (parties.some((party) => party.role !== 'user' || party.isStaff)) {
          throw new ConflictError(m.mergeNotCustomer);
        }
        if (hasSignIn(kept) && hasSignIn(duplicate)) throw new ConflictError(m.mergeTwoSignIns);
        if (duplicate.hasLiveHold) throw new ConflictError(m.mergeHoldLive);

        const moved = {
          appointments: await repository.moveAppointments(tx, duplicateId, keptId),
          holds: await repository.moveReservations(tx, duplicateId, keptId),
          notes: await repository.moveNotes(tx, duplicateId, keptId),
          reviews: await repository.moveReviewIfNone(tx, duplicateId, keptId),
          cartItems: await repository.moveCartIfEmpty(tx, duplicateId, keptId),
        };
        // The duplicate goes first: its e-mail, phone and Google are unique, and the kept record may take them.
        await repository.deleteUser(tx, duplicateId);
        await repository.takeOver(tx, keptId, takeOverFrom(kept, duplicate));
        return { customer: await customers.detail(keptId, tx), moved };
      });
    },
  };
}
