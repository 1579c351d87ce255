import { ComingSoon } from '../../components/ui/coming-soon.tsx';

export function CartPage() {
  return (
    <ComingSoon title="Services Cart" description="Review the services you have chosen before booking." />
  );
}
