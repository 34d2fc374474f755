import { NotAvailableYet } from '@/components/NotAvailableYet';

export default function SearchContentPage() {
  return <NotAvailableYet />;
}
