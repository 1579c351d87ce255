import { paymentMessages, savedCardMessages } from '@salon/contracts';
import type { SavedCard } from '@salon/contracts';
import { CreditCard } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { formatLkr } from '../../../lib/format-money.ts';
import { cardBrandName, cardExpiry } from '../../../lib/saved-cards.ts';
import { useLanguage, useT } from '../../../lib/use-language.tsx';

interface SavedCardChoiceProps {
  cards: SavedCard[];
  bookingFeeLkr: number;
  isPaying: boolean;
  onPay: (card: SavedCard) => void;
  onUseAnother: () => void;
}

/**
 * docs/decisions/0033-saved-cards.md: the payment step for a customer with saved cards: one tap pays
 * the booking fee with one of them; "Use another card" opens the card form.
 */
export function SavedCardChoice({
  cards,
  bookingFeeLkr,
  isPaying,
  onPay,
  onUseAnother,
}: SavedCardChoiceProps) {
  const t = useT();
  const { language } = useLanguage();
  return (
    <div className="space-y-3">
      <p className="text-sm text-ink-muted">
        {t(paymentMessages.payButton, { fee: formatLkr(bookingFeeLkr, language) })}
      </p>
      <ul className="space-y-3" aria-label={t(savedCardMessages.title)}>
        {cards.map((card) => {
          const brand = t(cardBrandName(card.brand));
          return (
            <li key={card.id}>
              <Button
                size="lg"
                fullWidth
                isLoading={isPaying}
                disabled={isPaying}
                onClick={() => onPay(card)}
                className="h-auto min-h-14 flex-col gap-0.5 py-2"
              >
                <span className="flex items-center gap-2">
                  {!isPaying && <CreditCard aria-hidden="true" className="size-4" />}
                  {isPaying
                    ? t(paymentMessages.payButtonBusy)
                    : t(savedCardMessages.payWithSaved, { brand, last4: card.last4 })}
                </span>
                <span className="text-xs font-normal opacity-80">
                  {t(savedCardMessages.expires, cardExpiry(card))}
                </span>
              </Button>
            </li>
          );
        })}
      </ul>
      <Button variant="outline" size="lg" fullWidth onClick={onUseAnother} disabled={isPaying}>
        {t(savedCardMessages.useAnother)}
      </Button>
    </div>
  );
}
