import { ComingSoon } from '../../components/ui/coming-soon.tsx';

export function SpecialOffersPage() {
  return (
    <ComingSoon
      title="Special Offers"
      description="Seasonal packages and savings on our most loved services."
    />
  );
}
