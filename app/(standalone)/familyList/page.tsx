import { NotAvailableYet } from '@/components/NotAvailableYet';

export default function FamilyListPage() {
  return <NotAvailableYet />;
}
