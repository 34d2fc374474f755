import { NotAvailableYet } from '@/components/NotAvailableYet';

export default function LivePage() {
  return <NotAvailableYet />;
}
