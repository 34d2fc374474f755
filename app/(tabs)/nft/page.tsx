import { NotAvailableYet } from '@/components/NotAvailableYet';

export default function NftPage() {
  return <NotAvailableYet />;
}
