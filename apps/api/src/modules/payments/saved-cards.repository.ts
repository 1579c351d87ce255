import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { paymentCustomers, savedCards } from '../../db/schema/index.ts';
import type { ProviderCard } from './payment-provider.ts';

export type SavedCardRow = typeof savedCards.$inferSelect;
type ProviderName = SavedCardRow['provider'];

export type SavedCardsRepository = ReturnType<typeof createSavedCardsRepository>;

/** Saved cards and providers' customer records (docs/decisions/0033-saved-cards.md); every read names its owner. */
export function createSavedCardsRepository(db: Database) {
  return {
    async listOfUser(userId: string, provider: ProviderName) {
      return db
        .select()
        .from(savedCards)
        .where(and(eq(savedCards.userId, userId), eq(savedCards.provider, provider)))
        .orderBy(asc(savedCards.createdAt), asc(savedCards.id));
    },

    /** Only the owner's card: another customer's id reads as no card at all. */
    async findOwned(userId: string, id: string, provider: ProviderName) {
      const [row] = await db
        .select()
        .from(savedCards)
        .where(and(eq(savedCards.id, id), eq(savedCards.userId, userId), eq(savedCards.provider, provider)));
      return row;
    },

    async deleteOwned(userId: string, id: string) {
      const [row] = await db
        .delete(savedCards)
        .where(and(eq(savedCards.id, id), eq(savedCards.userId, userId)))
        .returning();
      return row;
    },

    /** Keeping the same card twice (a retried request) answers the row already kept. */
    async insert(userId: string, provider: ProviderName, card: ProviderCard) {
      await db
        .insert(savedCards)
        .values({ userId, provider, ...card })
        .onConflictDoNothing();
      const [row] = await db
        .select()
        .from(savedCards)
        .where(
          and(
            eq(savedCards.userId, userId),
            eq(savedCards.provider, provider),
            eq(savedCards.token, card.token),
          ),
        );
      return row!;
    },

    async findCustomerRef(userId: string, provider: 'stripe') {
      const [row] = await db
        .select()
        .from(paymentCustomers)
        .where(and(eq(paymentCustomers.userId, userId), eq(paymentCustomers.provider, provider)));
      return row?.customerRef;
    },

    /** The first stored reference wins, so two simultaneous first payments share one customer. */
    async storeCustomerRef(userId: string, provider: 'stripe', customerRef: string) {
      await db.insert(paymentCustomers).values({ userId, provider, customerRef }).onConflictDoNothing();
      return (await this.findCustomerRef(userId, provider))!;
    },
  };
}
