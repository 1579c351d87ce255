import { appointmentMessages, cartMessages, savedCardMessages } from '@salon/contracts';
import type { PublicConfig } from '@salon/contracts';
import { clsx } from 'clsx';
import { CreditCard, ShieldCheck } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { rememberReturn } from '../../../lib/return-after-sign-in.ts';
import { savedCardsQueryKey, useSavedCards } from '../../../lib/saved-cards.ts';
import { toast } from '../../../lib/toast.ts';
import { PageLoader } from '../../../components/ui/spinner.tsx';
import { useT } from '../../../lib/use-language.tsx';
import { confirmSandboxPayment } from '../api/confirm-sandbox-payment.ts';
import { keepSavedCard } from '../api/keep-saved-card.ts';
import { payWithSavedCard } from '../api/pay-with-saved-card.ts';
import type { BookingFlow, ConfirmPayment } from '../hooks/use-booking-flow.ts';
import { cardholderName, toSandboxCard } from '../lib/card-input.ts';
import { PayHereCheckoutForm } from './payhere-checkout-form.tsx';
import { SandboxCardForm } from './sandbox-card-form.tsx';
import { SavedCardChoice } from './saved-card-choice.tsx';
import { StripeCardForm } from './stripe-card-form.tsx';

export interface Customer {
  name: string;
  email: string | null;
}

interface PaymentSectionProps {
  flow: BookingFlow;
  /** undefined while loading; null when it could not be loaded. */
  config: PublicConfig | null | undefined;
  /** null: a visitor without an account, asked to sign in or register to pay (docs/product.md#2.10). */
  customer: Customer | null;
  /**
   * Why the booking cannot go ahead as the cart stands (a service the chosen branch does not offer,
   * docs/decisions/0045-branches.md): the pay button stays disabled, the reason shown beside it.
   */
  blockedReason?: string | undefined;
}

/**
 * docs/product.md#2.10: the notice until a date and slot are chosen, then Proceed to Payment; once the
 * payment is set up the card form wakes up (dimmed, inert and aria-disabled before that).
 */
export function PaymentSection({ flow, config, customer, blockedReason }: PaymentSectionProps) {
  const sectionRef = useRef<HTMLElement>(null);
  const blockedReasonId = useId();
  const t = useT();
  const { intent, date, slot } = flow;
  const isActive = intent !== null;
  // docs/product.md#7.4: billing name falls back to 'Customer', e-mail to empty.
  const billing = { name: customer?.name || 'Customer', email: customer?.email || '' };
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // docs/decisions/0033-saved-cards.md: card providers offer a signed-in customer's saved cards first.
  const keepsCards = customer !== null && config != null;
  const savedCards = useSavedCards({ enabled: keepsCards });
  const [isTypingCard, setIsTypingCard] = useState(false);
  const cards = keepsCards && !isTypingCard ? (savedCards.data ?? []) : [];

  /** After a card payment with the box ticked, the provider's card is kept; the booking goes on either way. */
  const keepingCard =
    (confirm: ConfirmPayment, saveCard: boolean): ConfirmPayment =>
    async (current) => {
      const result = await confirm(current);
      if (saveCard && 'paymentIntent' in result && result.paymentIntent.status === 'succeeded') {
        await keepSavedCard(result.paymentIntent.id).then(
          () => queryClient.invalidateQueries({ queryKey: savedCardsQueryKey }),
          () => toast.error(t(savedCardMessages.notSaved)),
        );
      }
      return result;
    };

  // The choices are kept as a draft for this cart (lib/booking-draft.ts); signed in, the visitor
  // comes back to this page with them (lib/return-after-sign-in.ts).
  function toAccount(path: '/login' | '/register') {
    rememberReturn('/book-appointment');
    void navigate(path);
  }

  useEffect(() => {
    if (!intent) return;
    // jsdom has no scrollIntoView; a missing scroll is harmless there.
    sectionRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  }, [intent]);

  function renderForm() {
    if (config === undefined) return <PageLoader label={t('Loading payment options...')} />;
    if (config === null)
      return <p className="text-sm text-red-700">{t(appointmentMessages.paymentUnavailable)}</p>;
    if (cards.length > 0) {
      return (
        <SavedCardChoice
          cards={cards}
          bookingFeeLkr={flow.bookingFeeLkr}
          isPaying={flow.isPaying}
          onPay={(card) => void flow.pay((current) => payWithSavedCard(card.id, current.paymentIntentId))}
          onUseAnother={() => setIsTypingCard(true)}
        />
      );
    }
    if (config.paymentsProvider === 'payhere') {
      if (!isActive) return <div className="h-32 rounded-xl border border-dashed border-sand-300" />;
      if (!intent.checkout) {
        return <p className="text-sm text-red-700">{t(appointmentMessages.paymentUnavailable)}</p>;
      }
      return (
        <PayHereCheckoutForm
          checkout={intent.checkout}
          keepCardCheckout={intent.keepCardCheckout}
          canSaveCard={customer !== null}
          holdExpiresAt={intent.holdExpiresAt}
          bookingFeeLkr={flow.bookingFeeLkr}
        />
      );
    }
    if (config.paymentsProvider === 'stripe') {
      if (!config.stripePublishableKey) {
        return <p className="text-sm text-red-700">{t(appointmentMessages.paymentUnavailable)}</p>;
      }
      // Mounted only once a payment is set up: Stripe.js is loaded on demand, never up front.
      return isActive ? (
        <StripeCardForm
          publishableKey={config.stripePublishableKey}
          billing={billing}
          bookingFeeLkr={flow.bookingFeeLkr}
          isPaying={flow.isPaying}
          canSaveCard={customer !== null}
          onPay={(confirm, saveCard) => void flow.pay(keepingCard(confirm, saveCard))}
        />
      ) : (
        <div className="h-32 rounded-xl border border-dashed border-sand-300" />
      );
    }
    return (
      <SandboxCardForm
        defaultName={customer ? cardholderName(customer.name) : ''}
        bookingFeeLkr={flow.bookingFeeLkr}
        isPaying={flow.isPaying}
        canSaveCard={customer !== null}
        onPay={(card, saveCard) =>
          void flow.pay(
            keepingCard(
              (current) =>
                confirmSandboxPayment({
                  clientSecret: current.clientSecret,
                  card: toSandboxCard(card),
                  billingDetails: { name: card.name.trim() || billing.name, email: billing.email },
                  ...(saveCard && { saveCard }),
                }),
              saveCard,
            ),
          )
        }
      />
    );
  }

  return (
    <section
      ref={sectionRef}
      aria-labelledby="payment-title"
      className="scroll-mt-24 rounded-3xl border border-sand-200 bg-white p-6 shadow-sm sm:p-8"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="payment-title" className="flex items-center gap-2 text-2xl text-plum-950">
          <CreditCard aria-hidden="true" className="size-6 text-plum-700" />
          {t('Payment')}
        </h2>
        <p className="inline-flex items-center gap-1.5 text-xs text-ink-muted">
          <ShieldCheck aria-hidden="true" className="size-4 text-emerald-600" />
          {t('Secure booking fee payment')}
        </p>
      </div>

      {!isActive && (
        <div className="mt-5">
          {date && slot && customer === null ? (
            <div className="space-y-3 rounded-2xl bg-sand-50 p-4">
              <p className="text-sm text-ink">{t(cartMessages.accountAtPayment)}</p>
              <div className="grid gap-3 sm:grid-cols-2">
                <Button size="lg" onClick={() => toAccount('/login')} fullWidth>
                  {t(cartMessages.signInToPay)}
                </Button>
                <Link
                  to="/register"
                  onClick={(event) => {
                    event.preventDefault();
                    toAccount('/register');
                  }}
                  className={buttonClasses('outline', 'lg', 'w-full')}
                >
                  {t(cartMessages.registerToPay)}
                </Link>
              </div>
            </div>
          ) : date && slot ? (
            <div className="space-y-3">
              <Button
                size="lg"
                onClick={flow.startPayment}
                isLoading={flow.isStartingPayment}
                disabled={blockedReason !== undefined}
                aria-describedby={blockedReason === undefined ? undefined : blockedReasonId}
                fullWidth
              >
                {t(flow.isStartingPayment ? 'Loading...' : 'Proceed to Payment')}
              </Button>
              {blockedReason !== undefined && (
                <p id={blockedReasonId} className="text-sm text-amber-900">
                  {blockedReason}
                </p>
              )}
            </div>
          ) : (
            <p role="status" className="rounded-2xl bg-sand-50 px-4 py-3 text-center text-sm text-ink-muted">
              {t(appointmentMessages.selectDateTimeNotice)}
            </p>
          )}
        </div>
      )}

      <div
        data-testid="payment-form-area"
        aria-disabled={!isActive}
        inert={!isActive}
        className={clsx('mt-6 transition-opacity', !isActive && 'pointer-events-none opacity-40 select-none')}
      >
        {renderForm()}
      </div>
    </section>
  );
}
