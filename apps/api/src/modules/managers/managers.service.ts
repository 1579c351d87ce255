import { branchMessages, managerMessages as m } from '@salon/contracts';
import type { Manager } from '@salon/contracts';
import type { Executor } from '../../db/client.ts';
import { BadRequestError, ConflictError, NotFoundError } from '../../lib/errors.ts';
import type { ManagersRepository } from './managers.repository.ts';

export type ManagersService = ReturnType<typeof createManagersService>;

const present = (row: {
  id: string;
  name: string;
  email: string | null;
  branchId: string;
  branchName: string;
}): Manager => ({
  _id: row.id,
  name: row.name,
  email: row.email,
  branch: { _id: row.branchId, name: row.branchName },
});

/**
 * The owner makes a customer's account the manager of one branch, moves them to another, or
 * makes them a customer again (docs/decisions/0049-branch-manager.md). Their sessions end each
 * time, so they sign in again through the door that fits the role.
 */
export function createManagersService({
  repository,
  endSessions,
}: {
  repository: ManagersRepository;
  /** Ends every session of the user inside the transaction. */
  endSessions: (userId: string, tx: Executor) => Promise<void>;
}) {
  return {
    list: async () => (await repository.list()).map(present),

    async appoint(email: string, branchId: string): Promise<Manager> {
      return repository.transaction(async (tx) => {
        const branch = await repository.findBranch(tx, branchId);
        if (!branch) throw new NotFoundError(branchMessages.branchNotFound);
        if (branch.closedAt) throw new BadRequestError(branchMessages.branchClosed);
        const user = await repository.lockUserByEmail(tx, email);
        if (!user) throw new NotFoundError(m.noAccount);
        // The owner stays the owner and a stylist's sign-in stays a stylist's (docs/decisions/0039-staff-accounts.md).
        if (user.role !== 'user' && user.role !== 'manager') throw new ConflictError(m.notACustomer);
        if (!user.isVerified) throw new ConflictError(m.notVerified);
        await repository.setRole(tx, user.id, 'manager', branch.id);
        await endSessions(user.id, tx);
        return present({ ...user, branchId: branch.id, branchName: branch.name });
      });
    },

    async remove(userId: string) {
      await repository.transaction(async (tx) => {
        const user = await repository.lockManager(tx, userId);
        if (!user) throw new NotFoundError(m.notAManager);
        await repository.setRole(tx, user.id, 'user', null);
        await endSessions(user.id, tx);
      });
    },
  };
}
