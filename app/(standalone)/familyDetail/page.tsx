import { NotAvailableYet } from '@/components/NotAvailableYet';

export default function FamilyDetailPage() {
  return <NotAvailableYet />;
}
