import { useParams } from 'react-router';
import { OfferClaim } from '../../features/waitlist/components/offer-claim.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** The link of a waitlist offer's mail and text (docs/decisions/0042-waitlist.md). */
export function WaitlistOfferPage() {
  useDocumentTitle('Book this time');
  const { token = '' } = useParams();
  return <OfferClaim token={token} />;
}
