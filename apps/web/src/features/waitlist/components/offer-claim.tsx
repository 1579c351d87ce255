import { waitlistMessages as m } from '@salon/contracts';
import { Navigate } from 'react-router';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { PageLoader } from '../../../components/ui/spinner.tsx';
import { errorDetail } from '../../../lib/error-detail.ts';
import { useT } from '../../../lib/use-language.tsx';
import { useWaitlistOffer } from '../api/get-waitlist-offer.ts';
import { offerCheckoutPath } from './my-waitlist.tsx';

/**
 * The offer link of the mail and text (docs/decisions/0042-waitlist.md): while the hold lives it
 * leads into the normal checkout with the held time; once it ended, the page says so.
 */
export function OfferClaim({ token }: { token: string }) {
  const t = useT();
  const offer = useWaitlistOffer(token);
  if (offer.isPending) return <PageLoader label={t(m.loading)} />;
  if (offer.isError)
    return (
      <div className="px-4 py-16">
        <ErrorState title={m.offerEnded} message={errorDetail(offer.error, m.offerEnded)} />
      </div>
    );
  return <Navigate to={offerCheckoutPath(offer.data)} replace />;
}
