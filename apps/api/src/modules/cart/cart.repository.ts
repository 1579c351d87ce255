import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { cartItems, carts, services } from '../../db/schema/index.ts';
import type { CartItemRow, CartRow, ServiceRow } from '../../db/schema/index.ts';

export type CartItemWithService = CartItemRow & { service: ServiceRow };

export type CartRepository = ReturnType<typeof createCartRepository>;

export function createCartRepository(db: Database) {
  return {
    /** Runs `work` holding the customer's cart row lock, so two tabs cannot interleave changes. */
    async withLockedCart<T>(userId: string, work: (cart: CartRow, tx: Executor) => Promise<T>): Promise<T> {
      return db.transaction(async (tx) => {
        await tx
          .insert(carts)
          .values({ userId })
          .onConflictDoNothing({ target: [carts.businessId, carts.userId] });
        const [cart] = await tx.select().from(carts).where(eq(carts.userId, userId)).for('update');
        return work(cart!, tx);
      });
    },

    async findCart(userId: string, executor: Executor = db): Promise<CartRow | undefined> {
      const [cart] = await executor.select().from(carts).where(eq(carts.userId, userId));
      return cart;
    },

    async listItems(cartId: string, executor: Executor = db): Promise<CartItemWithService[]> {
      const rows = await executor
        .select({ item: cartItems, service: services })
        .from(cartItems)
        .innerJoin(services, eq(services.id, cartItems.serviceId))
        .where(eq(cartItems.cartId, cartId))
        .orderBy(asc(cartItems.position));
      return rows.map(({ item, service }) => ({ ...item, service }));
    },

    async addOrIncrement(executor: Executor, cartId: string, serviceId: string) {
      await executor
        .insert(cartItems)
        .values({
          cartId,
          serviceId,
          quantity: 1,
          position: sql`(select coalesce(max(${cartItems.position}) + 1, 0) from ${cartItems} where ${cartItems.cartId} = ${cartId})`,
        })
        .onConflictDoUpdate({
          target: [cartItems.businessId, cartItems.cartId, cartItems.serviceId],
          set: { quantity: sql`${cartItems.quantity} + 1` },
        });
    },

    async replaceWithOffer(executor: Executor, cartId: string, offerId: string, serviceIds: string[]) {
      await executor.delete(cartItems).where(eq(cartItems.cartId, cartId));
      await executor
        .insert(cartItems)
        .values(
          serviceIds.map((serviceId, position) => ({ cartId, serviceId, position, fromSpecialOffer: true })),
        );
      await executor
        .update(carts)
        .set({ specialOfferId: offerId, updatedAt: new Date() })
        .where(eq(carts.id, cartId));
    },

    async setQuantity(executor: Executor, itemId: string, quantity: number) {
      await executor.update(cartItems).set({ quantity }).where(eq(cartItems.id, itemId));
    },

    async removeItem(executor: Executor, cartId: string, itemId: string) {
      await executor.delete(cartItems).where(and(eq(cartItems.cartId, cartId), eq(cartItems.id, itemId)));
    },

    async removeItems(executor: Executor, cartId: string, itemIds: string[]) {
      await executor
        .delete(cartItems)
        .where(and(eq(cartItems.cartId, cartId), inArray(cartItems.id, itemIds)));
    },

    async clear(executor: Executor, cartId: string) {
      await executor.delete(cartItems).where(eq(cartItems.cartId, cartId));
      await executor
        .update(carts)
        .set({ specialOfferId: null, updatedAt: new Date() })
        .where(eq(carts.id, cartId));
    },
  };
}
