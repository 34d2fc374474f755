import { FamilyListScreen } from '@/components/family/FamilyListScreen';

export default function FamilyListPage() {
  return <FamilyListScreen />;
}
