import { NotAvailableYet } from '@/components/NotAvailableYet';

export default function NftIncubatorPage() {
  return <NotAvailableYet />;
}
