import { NotAvailableYet } from '@/components/NotAvailableYet';

export default function UpdateUserPage() {
  return <NotAvailableYet />;
}
