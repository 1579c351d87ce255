import { appointmentMessages, savedCardMessages } from '@salon/contracts';
import type { UserRow } from '../../db/schema/index.ts';
import { BadRequestError, NotFoundError } from '../../lib/errors.ts';
import type { PaymentProvider, SavedCardCharge } from './payment-provider.ts';
import type { SavedCardRow, SavedCardsRepository } from './saved-cards.repository.ts';

export type SavedCardsService = ReturnType<typeof createSavedCardsService>;

const present = (row: SavedCardRow) => ({
  id: row.id,
  brand: row.brand,
  last4: row.last4,
  expMonth: row.expMonth,
  expYear: row.expYear,
});

/**
 * docs/decisions/0033-saved-cards.md: a customer keeps a card after paying with it, pays the next
 * booking fee with it in one tap, and removes it. Nobody sees, uses or removes another's card:
 * to them it does not exist (404).
 */
export function createSavedCardsService({
  repository,
  payments,
  logError,
}: {
  repository: SavedCardsRepository;
  payments: PaymentProvider;
  logError: (error: unknown, message: string) => void;
}) {
  const support = payments.savedCards;

  /** The intent of one of this customer's holds, or 404: someone else's payment is not found either. */
  async function ownIntent(user: UserRow, paymentIntentId: string) {
    const intent = await payments.retrieveIntent(paymentIntentId);
    if (!intent || intent.metadata.userId !== user.id)
      throw new NotFoundError(appointmentMessages.paymentNotFound);
    return intent;
  }

  return {
    async list(user: UserRow) {
      if (!support) return [];
      return (await repository.listOfUser(user.id, payments.name)).map(present);
    },

    async remove(user: UserRow, id: string) {
      const row = await repository.deleteOwned(user.id, id);
      if (!row) throw new NotFoundError(savedCardMessages.notFound);
      // Ours is gone already, so the card can no longer be used; the provider's copy is tidied after.
      await support
        ?.forgetCard?.(row)
        .catch((error: unknown) => logError(error, 'the provider did not forget a removed card'));
    },

    /** Keeps the card a paid intent of this customer was asked to keep (the box ticked). */
    async keepFromPayment(user: UserRow, paymentIntentId: string) {
      const intent = await ownIntent(user, paymentIntentId);
      const card = intent.status === 'succeeded' ? await support?.cardToKeep(intent.id) : undefined;
      if (!card) throw new BadRequestError(savedCardMessages.nothingToSave);
      return present(await repository.insert(user.id, payments.name, card));
    },

    /** Pays an open intent of this customer's with one of their saved cards. */
    async pay(user: UserRow, id: string, paymentIntentId: string): Promise<SavedCardCharge> {
      const card = support && (await repository.findOwned(user.id, id, payments.name));
      if (!support || !card) throw new NotFoundError(savedCardMessages.notFound);
      const intent = await ownIntent(user, paymentIntentId);
      const customerRef =
        payments.name === 'stripe' ? await repository.findCustomerRef(user.id, 'stripe') : undefined;
      const charge = await support.chargeSavedCard({
        intentId: intent.id,
        card,
        customerRef,
        // One per hold: a double tap, or a retry after a lost answer, charges once.
        idempotencyKey: `saved-card-${intent.metadata.reservationId ?? intent.id}`,
      });
      if (!charge) throw new NotFoundError(appointmentMessages.paymentNotFound);
      return charge;
    },

    /**
     * The provider's customer record for this customer, made on their first payment, so the
     * card they pay with can be kept (Stripe attaches it to the Customer).
     */
    async customerRefFor(user: UserRow): Promise<string | undefined> {
      if (!support?.createCustomer || payments.name !== 'stripe') return undefined;
      const existing = await repository.findCustomerRef(user.id, 'stripe');
      if (existing) return existing;
      const created = await support.createCustomer({
        name: user.name,
        email: user.email,
        userId: user.id,
        idempotencyKey: `customer-${user.id}`,
      });
      return repository.storeCustomerRef(user.id, 'stripe', created);
    },
  };
}
