import { NotAvailableYet } from '@/components/NotAvailableYet';

export default function InforDetailPage() {
  return <NotAvailableYet />;
}
