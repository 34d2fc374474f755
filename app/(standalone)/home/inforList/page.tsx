import { NotAvailableYet } from '@/components/NotAvailableYet';

export default function InforListPage() {
  return <NotAvailableYet />;
}
