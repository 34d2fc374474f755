import { UpdateUserForm } from '@/components/user/UpdateUserForm';

export default function UpdateUserPage() {
  return <UpdateUserForm />;
}
