import { NotAvailableYet } from '@/components/NotAvailableYet';

export default function LiveSearchContentPage() {
  return <NotAvailableYet />;
}
