import { NotAvailableYet } from '@/components/NotAvailableYet';

export default function MintPage() {
  return <NotAvailableYet />;
}
