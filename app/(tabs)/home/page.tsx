import { NotAvailableYet } from '@/components/NotAvailableYet';

export default function HomePage() {
  return <NotAvailableYet />;
}
