import { eq } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import type { NewUserRow, UserRow } from '../../db/schema/index.ts';
import { ConflictError } from '../../lib/errors.ts';
import { authMessages } from '@salon/contracts';

import { isUniqueViolation } from '../../db/errors.ts';

export type UsersRepository = ReturnType<typeof createUsersRepository>;

export function createUsersRepository(db: Database) {
  return {
    async findById(id: string): Promise<UserRow | undefined> {
      return db.query.users.findFirst({ where: eq(users.id, id) });
    },

    async findByEmail(email: string): Promise<UserRow | undefined> {
      return db.query.users.findFirst({ where: eq(users.email, email) });
    },

    async findByProfileImage(imageUrl: string): Promise<UserRow | undefined> {
      return db.query.users.findFirst({ where: eq(users.profileImage, imageUrl) });
    },

    async findByGoogleSubject(subject: string): Promise<UserRow | undefined> {
      return db.query.users.findFirst({ where: eq(users.googleSubject, subject) });
    },

    /** Locks the row until the transaction ends, so its state cannot change under a decision. */
    async findByEmailForUpdate(email: string, tx: Executor): Promise<UserRow | undefined> {
      const [row] = await tx.select().from(users).where(eq(users.email, email)).for('update');
      return row;
    },

    /** The unique e-mail index decides races between two registrations. */
    async create(user: NewUserRow, tx: Executor = db): Promise<UserRow> {
      try {
        const [row] = await tx.insert(users).values(user).returning();
        return row!;
      } catch (error) {
        if (isUniqueViolation(error)) throw new ConflictError(authMessages.emailTaken);
        throw error;
      }
    },

    /**
     * Sets the profile image and answers the one it replaced, read under the row's lock: of many
     * uploads at once each sees the image the one before it set, so every replaced file is known
     * and can be removed (docs/architecture.md#files).
     */
    async replaceProfileImage(
      id: string,
      imageUrl: string,
    ): Promise<{ user: UserRow; previous: string | null }> {
      return db.transaction(async (tx) => {
        const [current] = await tx
          .select({ profileImage: users.profileImage })
          .from(users)
          .where(eq(users.id, id))
          .for('update');
        const [row] = await tx
          .update(users)
          .set({ profileImage: imageUrl, updatedAt: new Date() })
          .where(eq(users.id, id))
          .returning();
        return { user: row!, previous: current?.profileImage ?? null };
      });
    },

    async update(id: string, changes: Partial<NewUserRow>, tx: Executor = db): Promise<UserRow> {
      const [row] = await tx
        .update(users)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning();
      return row!;
    },
  };
}
