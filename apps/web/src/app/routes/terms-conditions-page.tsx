import { ComingSoon } from '../../components/ui/coming-soon.tsx';

export function TermsConditionsPage() {
  return (
    <ComingSoon
      title="Terms & Conditions"
      description="The terms that apply when you book and use our services."
    />
  );
}
