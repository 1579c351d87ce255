import { and, asc, eq } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { branches, users } from '../../db/schema/index.ts';
import type { UserRow } from '../../db/schema/index.ts';

export type ManagersRepository = ReturnType<typeof createManagersRepository>;

/** Branch managers (docs/decisions/0049-branch-manager.md): accounts of role manager and their branch. */
export function createManagersRepository(db: Database) {
  return {
    transaction: <T>(work: (tx: Executor) => Promise<T>) => db.transaction((tx) => work(tx)),

    /** Every manager with the branch they run, by name. */
    list: (executor: Executor = db) =>
      executor
        .select({
          id: users.id,
          name: users.name,
          email: users.email,
          branchId: branches.id,
          branchName: branches.name,
        })
        .from(users)
        .innerJoin(branches, eq(branches.id, users.branchId))
        .where(eq(users.role, 'manager'))
        .orderBy(asc(users.name), asc(users.id)),

    /** The account, locked so two owners' changes of one account wait on each other. */
    async lockUserByEmail(executor: Executor, email: string): Promise<UserRow | undefined> {
      const [row] = await executor.select().from(users).where(eq(users.email, email)).for('update');
      return row;
    },

    async lockManager(executor: Executor, id: string): Promise<UserRow | undefined> {
      const [row] = await executor
        .select()
        .from(users)
        .where(and(eq(users.id, id), eq(users.role, 'manager')))
        .for('update');
      return row;
    },

    async findBranch(executor: Executor, id: string) {
      const [row] = await executor
        .select({ id: branches.id, name: branches.name, closedAt: branches.closedAt })
        .from(branches)
        .where(eq(branches.id, id));
      return row;
    },

    /** Role and branch change together: the database refuses a manager without a branch and a branch on anyone else. */
    setRole: (executor: Executor, userId: string, role: 'user' | 'manager', branchId: string | null) =>
      executor.update(users).set({ role, branchId, updatedAt: new Date() }).where(eq(users.id, userId)),
  };
}
