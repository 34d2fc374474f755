import { NotAvailableYet } from '@/components/NotAvailableYet';

export default function TaskListPage() {
  return <NotAvailableYet />;
}
