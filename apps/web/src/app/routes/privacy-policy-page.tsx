import { ComingSoon } from '../../components/ui/coming-soon.tsx';

export function PrivacyPolicyPage() {
  return (
    <ComingSoon
      title="Privacy Policy"
      description="How we collect, use and protect your personal information."
    />
  );
}
