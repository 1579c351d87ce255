import { ComingSoon } from '../../components/ui/coming-soon.tsx';

export function FaqPage() {
  return (
    <ComingSoon
      title="Frequently Asked Questions"
      description="Answers to the questions our clients ask most often."
    />
  );
}
