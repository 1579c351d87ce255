import { ComingSoon } from '../../components/ui/coming-soon.tsx';

export function ProfilePage() {
  return (
    <ComingSoon
      title="My Profile"
      description="Manage your personal details, profile picture and password."
    />
  );
}
