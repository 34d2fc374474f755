import { UserProfile } from '@/components/user/UserProfile';

export default function UserPage() {
  return <UserProfile />;
}
