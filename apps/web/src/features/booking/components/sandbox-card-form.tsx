import { paymentMessages } from '@salon/contracts';
import { FlaskConical, Lock } from 'lucide-react';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { formatLkr } from '../../../lib/format-money.ts';
import { useLanguage, useT } from '../../../lib/use-language.tsx';
import { formatCardNumber, formatCvc, formatExpiry, validateCard } from '../lib/card-input.ts';
import type { CardInput, CardInputErrors } from '../lib/card-input.ts';
import { SaveCardBox } from './save-card-box.tsx';

const TEST_CARDS = [
  ['4242 4242 4242 4242', 'succeeds'],
  ['4000 0000 0000 0002', 'declined'],
  ['4000 0000 0000 9995', 'insufficient funds'],
  ['4000 0000 0000 0069', 'expired card'],
  ['4000 0000 0000 0127', 'wrong CVC'],
] as const;

interface SandboxCardFormProps {
  defaultName: string;
  /** The fee the pay button names (docs/product.md#9). */
  bookingFeeLkr: number;
  isPaying: boolean;
  /** A signed-in customer may keep the card for next time (docs/decisions/0033-saved-cards.md). */
  canSaveCard?: boolean;
  onPay: (card: CardInput, saveCard: boolean) => void;
}

/** docs/architecture.md#payment-providers: the sandbox's own card form, clearly marked as test mode. */
export function SandboxCardForm({
  defaultName,
  bookingFeeLkr,
  isPaying,
  canSaveCard = false,
  onPay,
}: SandboxCardFormProps) {
  const [card, setCard] = useState<CardInput>({ number: '', expiry: '', cvc: '', name: defaultName });
  const [saveCard, setSaveCard] = useState(false);
  const [errors, setErrors] = useState<CardInputErrors>({});
  const t = useT();
  const { language } = useLanguage();

  const update = (field: keyof CardInput, value: string) => {
    setCard((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validateCard(card);
    setErrors(found);
    if (Object.keys(found).length === 0) onPay(card, canSaveCard && saveCard);
  }

  return (
    <form onSubmit={handleSubmit} noValidate aria-label={t('Card details')} className="space-y-5">
      <div className="rounded-2xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900">
        <p className="flex flex-wrap items-center gap-2 font-semibold">
          <FlaskConical aria-hidden="true" className="size-4" />
          <span className="rounded-full bg-amber-200 px-2 py-0.5 text-xs tracking-wide uppercase">
            {t('Test mode')}
          </span>
          {t('No real card is charged.')}
        </p>
        <ul
          className="mt-2 grid gap-x-6 gap-y-1 font-mono text-xs sm:grid-cols-2"
          aria-label={t('Test cards')}
        >
          {TEST_CARDS.map(([number, outcome]) => (
            <li key={number}>
              {number} <span className="font-sans text-amber-800">{`- ${t(outcome)}`}</span>
            </li>
          ))}
        </ul>
        <p className="mt-2 text-xs text-amber-800">{t('Any future expiry date and any 3-digit CVC.')}</p>
      </div>

      <TextField
        label={t('Card number')}
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="1234 1234 1234 1234"
        value={card.number}
        onChange={(event) => update('number', formatCardNumber(event.target.value))}
        error={errors.number}
        aria-required="true"
      />
      <div className="grid grid-cols-2 gap-4">
        <TextField
          label={t('Expiry (MM/YY)')}
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder="MM/YY"
          value={card.expiry}
          onChange={(event) => update('expiry', formatExpiry(event.target.value))}
          error={errors.expiry}
          aria-required="true"
        />
        <TextField
          label="CVC"
          inputMode="numeric"
          autoComplete="cc-csc"
          placeholder="123"
          value={card.cvc}
          onChange={(event) => update('cvc', formatCvc(event.target.value))}
          error={errors.cvc}
          aria-required="true"
        />
      </div>
      <TextField
        label={t('Name on card')}
        autoComplete="cc-name"
        value={card.name}
        onChange={(event) => update('name', event.target.value)}
      />
      {canSaveCard && <SaveCardBox checked={saveCard} onChange={setSaveCard} />}
      <Button type="submit" size="lg" fullWidth isLoading={isPaying}>
        {!isPaying && <Lock aria-hidden="true" className="size-4" />}
        {isPaying
          ? t(paymentMessages.payButtonBusy)
          : t(paymentMessages.payButton, { fee: formatLkr(bookingFeeLkr, language) })}
      </Button>
    </form>
  );
}
