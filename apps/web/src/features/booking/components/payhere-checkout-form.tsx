import { payhereMessages } from '@salon/contracts';
import { ExternalLink } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { useT } from '../../../lib/use-language.tsx';

interface PayHereCheckoutFormProps {
  checkout: { action: string; fields: Record<string, string> };
}

/**
 * docs/architecture.md#payment-providers: a real HTML form POSTed to PayHere's hosted checkout.
 * The fields come signed from the server, so nothing here may change them.
 */
export function PayHereCheckoutForm({ checkout }: PayHereCheckoutFormProps) {
  const [isLeaving, setIsLeaving] = useState(false);
  const t = useT();

  // Back from PayHere through the browser's history, the page may come from its cache as it was
  // left (still "opening"): the button must work again.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setIsLeaving(false);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);
  return (
    <form
      method="post"
      action={checkout.action}
      aria-label={t('PayHere checkout')}
      onSubmit={() => setIsLeaving(true)}
      className="space-y-4"
    >
      {Object.entries(checkout.fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <p className="text-sm text-ink-muted">{t(payhereMessages.explainer)}</p>
      {/* Disabled only after the submit event fired, so the browser still sends the form. */}
      <Button type="submit" size="lg" fullWidth isLoading={isLeaving} aria-disabled={isLeaving}>
        <ExternalLink aria-hidden="true" className="size-4" />
        {t(isLeaving ? payhereMessages.redirecting : payhereMessages.payButton)}
      </Button>
    </form>
  );
}
