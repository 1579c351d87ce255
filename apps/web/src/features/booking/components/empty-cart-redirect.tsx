import { appointmentMessages, cartMessages } from '@salon/contracts';
import { ShoppingBag } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from '../../../lib/toast.ts';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { useT } from '../../../lib/use-language.tsx';

/** docs/product.md#2.10: nothing to book, so back to the services (the panel shows while that happens). */
export function EmptyCartRedirect() {
  const navigate = useNavigate();
  const t = useT();

  useEffect(() => {
    // A fixed id keeps StrictMode's second effect run from showing the toast twice.
    toast.error(t(appointmentMessages.cartEmpty), { id: 'booking-empty-cart' });
    void navigate('/services', { replace: true });
  }, [navigate, t]);

  return (
    <div className="px-4 py-16">
      <EmptyState
        icon={ShoppingBag}
        title={cartMessages.empty}
        message={cartMessages.emptyHint}
        action={
          <Link to="/services" className={buttonClasses('primary')}>
            {t('Browse Services')}
          </Link>
        }
      />
    </div>
  );
}
