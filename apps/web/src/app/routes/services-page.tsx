import { ComingSoon } from '../../components/ui/coming-soon.tsx';

export function ServicesPage() {
  return (
    <ComingSoon
      title="Our Beauty Services"
      description="Hair, nails, facials and makeup, with prices in LKR and online booking."
    />
  );
}
