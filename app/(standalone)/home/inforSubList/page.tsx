import { NotAvailableYet } from '@/components/NotAvailableYet';

export default function InforSubListPage() {
  return <NotAvailableYet />;
}
